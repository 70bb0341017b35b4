import { Briefcase, MapPin, Wallet } from 'lucide-react';
import type { FirmProposal } from '../../../../shared/contracts/projects';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { Badge } from '../../../components/ui/badge';
import { experienceText, profileRateText } from './proposal-view';

/**
 * Who sent the proposal: the profile summary the quant shared by proposing (name, headline, skills, experience,
 * location, availability, their usual rate). Never an e-mail: the firm writes to them through Messages.
 */
export function ProposerSummary({ quant, headingId }: { quant: FirmProposal['quant']; headingId: string }) {
  const rate = profileRateText(quant);
  return (
    <div className="min-w-0 space-y-2">
      <h3 id={headingId} className="text-lg font-semibold wrap-anywhere">
        {quant.name}
      </h3>
      {quant.headline && <p className="text-sm wrap-anywhere text-muted">{quant.headline}</p>}
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <li className="flex items-center gap-1.5">
          <Briefcase aria-hidden className="size-4 shrink-0" /> {experienceText(quant.experienceYears)}
        </li>
        {quant.location && (
          <li className="flex min-w-0 items-center gap-1.5">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="wrap-anywhere">{quant.location}</span>
          </li>
        )}
        {rate && (
          <li className="flex items-center gap-1.5">
            <Wallet aria-hidden className="size-4 shrink-0" />
            <span>
              <span className="sr-only">Usual rate: </span>
              {rate}
            </span>
          </li>
        )}
        <li>
          <AvailabilityBadge availability={quant.availability} />
        </li>
      </ul>
      {quant.skills.length > 0 && (
        <ul aria-label={`Skills of ${quant.name}`} className="flex flex-wrap gap-1.5">
          {quant.skills.map((skill) => (
            <li key={skill} className="max-w-full">
              <Badge variant="outline" className="max-w-full wrap-anywhere">
                {skill}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

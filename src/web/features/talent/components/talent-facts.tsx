import { Briefcase, DollarSign, GraduationCap, MapPin } from 'lucide-react';
import type { TalentCard } from '../../../../shared/contracts/talent';
import { experienceText, rateText } from '../talent-facts';

/** Where, how long, what degree and at what rate: the same facts on a directory card and on the full profile. */
export function TalentFacts({ profile, className }: { profile: TalentCard; className: string }) {
  return (
    <ul className={className}>
      {profile.location && (
        <li className="flex items-center gap-2 break-words">
          <MapPin aria-hidden className="size-4 shrink-0" /> {profile.location}
        </li>
      )}
      <li className="flex items-center gap-2">
        <Briefcase aria-hidden className="size-4 shrink-0" /> {experienceText(profile.experienceYears)}
      </li>
      {profile.education && (
        <li className="flex items-start gap-2 break-words">
          <GraduationCap aria-hidden className="mt-0.5 size-4 shrink-0" /> {profile.education}
        </li>
      )}
      <li className="flex items-center gap-2 text-foreground">
        <DollarSign aria-hidden className="size-4 shrink-0 text-muted" />
        {rateText(profile.hourlyRateMin, profile.hourlyRateMax)}
      </li>
    </ul>
  );
}

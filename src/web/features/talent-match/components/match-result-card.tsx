import { DollarSign, GraduationCap, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { MatchResult } from '../../../../shared/contracts/talent';
import { newConversationPath, ROUTES } from '../../../../shared/routes';
import { formatRateRange } from '../../../../shared/talent';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { buttonVariants } from '../../../components/ui/button';
import { InviteToProjectButton } from '../../projects/api';
import { RequirementLines } from './requirement-lines';

/** The firm's page of one quant (the talent directory's profile page). */
export const talentProfilePath = (id: string) => `${ROUTES.viewTalent}/${encodeURIComponent(id)}`;

/** One ranked quant: who they are, their match % and a line per requirement saying why. */
export function MatchResultCard({ result }: { result: MatchResult }) {
  const { profile, percent, lines } = result;
  const rate = formatRateRange(profile.hourlyRateMin, profile.hourlyRateMax);
  return (
    <article
      aria-labelledby={`match-${profile.id}`}
      className="space-y-4 rounded-[var(--radius-card)] border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={`match-${profile.id}`} className="text-lg font-semibold wrap-anywhere">
            {profile.fullName}
          </h3>
          {profile.title && <p className="text-sm wrap-anywhere text-muted">{profile.title}</p>}
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-2xl font-bold text-primary">{percent}%</span>
          <span className="text-xs text-muted">match</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
        {profile.location && (
          <span className="flex min-w-0 items-center gap-1.5">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="wrap-anywhere">{profile.location}</span>
          </span>
        )}
        {profile.education && (
          <span className="flex min-w-0 items-center gap-1.5">
            <GraduationCap aria-hidden className="size-4 shrink-0" />
            <span className="wrap-anywhere">{profile.education}</span>
          </span>
        )}
        <span className="flex items-center gap-1.5">
          <DollarSign aria-hidden className="size-4 shrink-0" />
          {rate ?? 'Rate not given'}
        </span>
        <AvailabilityBadge availability={profile.availability} />
      </div>
      <RequirementLines lines={lines} name={profile.fullName} />
      <div className="flex flex-wrap gap-2">
        <Link to={talentProfilePath(profile.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          View Profile<span className="sr-only"> of {profile.fullName}</span>
        </Link>
        {/* The compose screen of messages, where the firm writes its first message with role and pay. */}
        <Link to={newConversationPath({ profileId: profile.id })} className={buttonVariants({ size: 'sm' })}>
          Contact<span className="sr-only"> {profile.fullName}</span>
        </Link>
        <InviteToProjectButton profileId={profile.id} name={profile.fullName} size="sm" />
      </div>
    </article>
  );
}

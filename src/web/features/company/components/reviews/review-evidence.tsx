import { AlertTriangle, BadgeCheck } from 'lucide-react';
import type { CompanyReview } from '../../../../../shared/contracts/company';
import { Badge } from '../../../../components/ui/badge';
import { isAtDomain, reviewWarnings } from './review-warnings';

/** What should make an operator look twice, above the rest of the evidence. */
export function ReviewWarnings({ review }: { review: CompanyReview }) {
  const warnings = reviewWarnings(review);
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Warnings" className="space-y-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
      {warnings.map((warning) => (
        <li key={warning} className="flex gap-2">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span className="min-w-0 wrap-anywhere">{warning}</span>
        </li>
      ))}
    </ul>
  );
}

/** The company's members, with whether each one's e-mail is at the website's domain. */
export function ReviewMembers({ review }: { review: CompanyReview }) {
  const { members } = review.evidence;
  return (
    <section aria-labelledby={`review-${review.id}-members`}>
      <h4 id={`review-${review.id}-members`} className="text-sm font-semibold">
        Members
      </h4>
      {members.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No members.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {members.map((member) => (
            <li key={member.email} className="rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium wrap-anywhere">{member.name}</span>
                <Badge variant="outline">{member.role === 'owner' ? 'Owner' : 'Recruiter'}</Badge>
              </div>
              <p className="mt-1 text-muted wrap-anywhere">{member.email}</p>
              {isAtDomain(member.email, review.domain) && (
                <p className="mt-1 flex items-center gap-1 text-success">
                  <BadgeCheck aria-hidden className="size-4 shrink-0" /> E-mail at the website's domain
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Reference firms whose name this company's name claims, each with its own domain. */
export function ClaimedFirms({ review }: { review: CompanyReview }) {
  const { claimedFirms } = review.evidence;
  if (claimedFirms.length === 0) return null;
  return (
    <section aria-labelledby={`review-${review.id}-claims`}>
      <h4 id={`review-${review.id}-claims`} className="text-sm font-semibold">
        Reference firms its name claims
      </h4>
      <ul className="mt-2 space-y-1 text-sm">
        {claimedFirms.map((firm) => (
          <li key={firm.name} className="wrap-anywhere">
            <span className="font-medium">{firm.name}</span>
            <span className="text-muted">
              {' '}
              · own domain {firm.domain ?? 'unknown'}
              {firm.domain !== null && firm.domain === review.domain && ' (the same as this company’s)'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { unprovedExplanation } from '../../../../shared/company-messages';
import type { MyCompany } from '../../../../shared/contracts/company';
import { Badge } from '../../../components/ui/badge';
import { formatDayOf } from '../../../lib/format-date';

/** The company's verification as a badge: Verified, Waiting for verification, or Not verified. */
export function VerificationBadge({ company }: { company: MyCompany }) {
  const { state } = company.verification;
  if (state === 'verified') {
    return (
      <Badge variant="success" className="gap-1">
        <BadgeCheck aria-hidden className="size-3.5" /> Verified
      </Badge>
    );
  }
  if (state === 'rejected') {
    return (
      <Badge variant="warning" className="gap-1">
        <XCircle aria-hidden className="size-3.5" /> Not verified
      </Badge>
    );
  }
  return (
    <Badge variant="warning" className="gap-1">
      <Clock aria-hidden className="size-3.5" /> Waiting for verification
    </Badge>
  );
}

/**
 * What verification means for this company now: how it was verified, or what stays locked until it is and the two
 * ways to get there (a member's work e-mail at the website's domain, or our team's review).
 */
export function VerificationNotice({ company }: { company: MyCompany }) {
  const { state, via, verifiedAt, rejectionReason, unproved } = company.verification;
  if (state === 'verified') {
    return (
      <p className="text-sm text-muted">
        {via === 'operator'
          ? 'Verified by the QuantLeap team'
          : `Verified by a member's work e-mail at ${company.domain}`}
        {verifiedAt ? ` on ${formatDayOf(verifiedAt)}` : ''}. Quants see your company as a verified employer.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="verification-notice-title"
      className="rounded-xl border border-warning/40 bg-warning/5 p-5 text-sm"
    >
      <h2 id="verification-notice-title" className="font-semibold text-foreground">
        {state === 'rejected' ? 'Our team could not verify your company' : 'Your company is waiting for verification'}
      </h2>
      {state === 'rejected' && rejectionReason && (
        <p className="mt-2">
          Reason: <span className="text-foreground">{rejectionReason}</span>
        </p>
      )}
      <p className="mt-2 text-muted">
        Until it is verified you can complete your profile, invite colleagues and prepare drafts. Seeing quant profiles,
        running talent matches, publishing positions and projects, and starting conversations unlock once it is
        verified.
      </p>
      <p className="mt-2 text-muted">
        {state === 'rejected'
          ? 'Correct your company name or website in the settings to ask for a new review, or have a member sign in with a work e-mail at your website\u2019s domain.'
          : unproved
            ? unprovedExplanation(unproved, company.name)
            : 'Our team reviews your company, usually within a working day.'}
      </p>
    </section>
  );
}

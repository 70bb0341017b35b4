import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';

/**
 * What a member of an unverified company sees where applications would be: why they are not shown (applicants'
 * data reaches verified companies only) and where to get verified, rather than an error.
 */
export function VerificationRequired({
  what,
  message,
}: {
  what: string;
  /** The server's own reason, on a 403. */ message?: string;
}) {
  return (
    <div
      role="note"
      className="flex flex-col items-center gap-3 rounded-xl border border-warning/40 bg-warning/5 p-8 text-center"
    >
      <ShieldAlert aria-hidden className="size-8 text-warning" />
      <p className="font-medium">{what} open once your company is verified</p>
      <p className="max-w-md text-sm text-muted">
        {message ??
          "Applicants share their studies, letters and résumés with verified companies only. Sign in with a work e-mail at your company's website domain, or wait for our team's review."}
      </p>
      <Link to={ROUTES.companyDashboard} className="text-sm text-primary underline underline-offset-4">
        How to get verified
      </Link>
    </div>
  );
}

import { Building2, Lock } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { useRouteHandles } from '../../../components/layout/route-state';
import { buttonVariants } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCompanyAccess } from '../../../lib/company-access';
import { CompanyLoadError, CompanyLoading } from './company-loading';

/** What a firm screen needs (its route's `handle.firmAccess`): membership, a verified company, or the owner role. */
export type FirmAccess = 'member' | 'verified' | 'owner';

function requiredAccess(handles: unknown[]): FirmAccess {
  for (const handle of [...handles].reverse()) {
    const access = (handle as { firmAccess?: FirmAccess } | undefined)?.firmAccess;
    if (access) return access;
  }
  return 'member';
}

/**
 * The one guard of the firm screens (/funds/*), inside the sign-in guard: a spinner while the company loads; the
 * spec's welcome with 'Create Company Profile' for a user without one; for an unverified company on a
 * verified-only screen, what is locked and how to unlock it; for a recruiter on an owner-only screen, who can act.
 */
export function FirmGuard() {
  const access = requiredAccess(useRouteHandles());
  const { loading, company, verified, isOwner, error, refetch } = useCompanyAccess();
  if (loading) return <CompanyLoading />;
  // A suspended company: the API's 403 carries the operator's reason, which a retry cannot change.
  if (error instanceof ApiError && error.status === 403) return <CompanySuspended message={error.message} />;
  if (error) return <CompanyLoadError onRetry={refetch} />;
  if (!company) return <CompanyWelcome />;
  if (access === 'verified' && !verified) return <VerificationLocked rejected={company.verification.rejectionReason} />;
  if (access === 'owner' && !isOwner) {
    return (
      <LockedPanel title="Only the company owner can open this">
        <p>Ask your company's owner to make this change, or to hand ownership to you.</p>
      </LockedPanel>
    );
  }
  return <Outlet />;
}

/** Spec §2: a signed-in user without a company profile sees a welcome and 'Create Company Profile'. */
export function CompanyWelcome() {
  return (
    <PageContainer className="flex max-w-2xl flex-col items-center text-center">
      <Building2 aria-hidden className="size-10 text-primary" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Welcome to QuantLeap for hiring firms</h1>
      <p className="mt-3 text-muted">
        Create your company profile to post internships and projects, browse quant talent who chose to be visible, and
        talk to candidates. If a colleague already set your company up, ask them to invite you by e-mail.
      </p>
      <Link to={ROUTES.createCompanyProfile} className={buttonVariants({ className: 'mt-8' })}>
        Create Company Profile
      </Link>
    </PageContainer>
  );
}

/** Its members cannot act for a suspended company: the reason an operator gave, and where to ask. */
function CompanySuspended({ message }: { message: string }) {
  return (
    <PageContainer className="flex max-w-2xl flex-col items-center text-center">
      <Lock aria-hidden className="size-10 text-warning" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Your company is suspended</h1>
      <p className="mt-3 text-muted">{message}</p>
      <Link to={ROUTES.contact} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
        Contact QuantLeap
      </Link>
    </PageContainer>
  );
}

function LockedPanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <PageContainer className="flex max-w-2xl flex-col items-center text-center">
      <Lock aria-hidden className="size-10 text-warning" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-3 space-y-3 text-muted">{children}</div>
      <Link to={ROUTES.companyDashboard} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
        Go to the company dashboard
      </Link>
    </PageContainer>
  );
}

/** What an unverified company cannot do yet, and the two ways to unlock it. */
export function VerificationLocked({ rejected }: { rejected: string | null }) {
  return (
    <LockedPanel title="Your company is not verified yet">
      <p>
        Seeing quant profiles, running talent matches, publishing positions and projects and starting conversations open
        once QuantLeap knows your company is real. You can already complete your profile and prepare drafts.
      </p>
      {rejected ? (
        <p>
          Our reviewer could not verify your company: <span className="text-foreground">{rejected}</span>
        </p>
      ) : (
        <p>
          To verify at once, have a member sign in with a work e-mail at your company's website domain (invite them from
          the company settings). Otherwise our team reviews your company, usually within a working day.
        </p>
      )}
    </LockedPanel>
  );
}

import type { MyCompany } from '../../../../shared/contracts/company';
import { CompanyLogo } from './company-logo';
import { VerificationBadge } from './verification-status';

/** The top of a firm screen: the company's logo and name as the page's heading, its verification, and actions. */
export function CompanyHeading({
  company,
  eyebrow,
  children,
}: {
  company: MyCompany;
  eyebrow: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="sm" />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 className="text-3xl font-bold tracking-tight break-words">{company.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <VerificationBadge company={company} />
            <span>You are {company.role === 'owner' ? 'the owner' : 'a recruiter'}</span>
          </div>
        </div>
      </div>
      {children && <div className="flex flex-wrap gap-3">{children}</div>}
    </div>
  );
}

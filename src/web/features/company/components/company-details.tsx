import type { MyCompany } from '../../../../shared/contracts/company';
import { WebsiteLink } from './website-link';

/** The company's profile as read-only facts: what its members who cannot edit it (recruiters) and the dashboard show. */
export function CompanyDetails({ company }: { company: MyCompany }) {
  const facts: [string, React.ReactNode][] = [
    ['Website', company.website ? <WebsiteLink url={company.website} /> : null],
    ['Category', company.category],
    ['Size', company.sizeBand ? `${company.sizeBand} employees` : null],
    ['Headquarters', company.headquarters],
    ['Other offices', company.offices.length > 0 ? company.offices.join(' · ') : null],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="mt-0.5">{value ?? <span className="text-muted">Not given</span>}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm text-muted">About</h3>
        <p className="mt-0.5 whitespace-pre-line">
          {company.description || <span className="text-muted">No description yet.</span>}
        </p>
      </div>
    </div>
  );
}

import { BadgeCheck, Building2, Globe, MapPin, Users } from 'lucide-react';
import type * as React from 'react';
import type { PublicCompanyPage } from '../../../../../shared/contracts/company';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent } from '../../../../components/ui/card';
import { WebsiteLink } from '../website-link';
import { CompanyLogo } from '../company-logo';

/** Who the company is: logo, name, category and size, where it works, its website and what it says of itself. */
export function CompanyProfile({ company }: { company: PublicCompanyPage['company'] }) {
  return (
    <Card>
      <CardContent className="space-y-6 p-6 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
          <div className="min-w-0 space-y-3">
            <h1 className="text-3xl font-bold tracking-tight wrap-anywhere md:text-4xl">{company.name}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="success" className="gap-1">
                <BadgeCheck aria-hidden className="size-3.5" /> Verified on QuantLeap
              </Badge>
              {company.category && <Badge variant="accent">{company.category}</Badge>}
            </div>
          </div>
        </div>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          {company.sizeBand && (
            <Fact icon={Users} label="Size">
              {company.sizeBand} employees
            </Fact>
          )}
          {company.headquarters && (
            <Fact icon={Building2} label="Headquarters">
              {company.headquarters}
            </Fact>
          )}
          {company.offices.length > 0 && (
            <Fact icon={MapPin} label="Offices">
              {company.offices.join(' · ')}
            </Fact>
          )}
          {company.website && (
            <Fact icon={Globe} label="Website">
              <WebsiteLink url={company.website} />
            </Fact>
          )}
        </dl>
        {company.description && (
          <section aria-labelledby="company-about">
            <h2 id="company-about" className="text-xl font-semibold">
              About {company.name}
            </h2>
            <p className="mt-2 whitespace-pre-line text-foreground/90 wrap-anywhere">{company.description}</p>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ icon: Icon, label, children }: { icon: typeof Globe; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-muted">
        <Icon aria-hidden className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 wrap-anywhere">{children}</dd>
    </div>
  );
}

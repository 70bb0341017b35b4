import { CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicCompanyPage } from '../../../../../shared/contracts/company';
import { ROUTES } from '../../../../../shared/routes';
import { PayLine } from '../../../../components/pay-line';
import { buttonVariants } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';
import { formatDay } from '../../../../lib/format-date';

/** The finder, searched for one position, where a quant applies to it. */
const finderLink = (title: string) => `${ROUTES.internshipFinder}?${new URLSearchParams({ q: title }).toString()}`;

/** The company's open internship positions on QuantLeap; quants apply to them in the internship finder. */
export function CompanyPositions({
  companyName,
  positions,
}: { companyName: string } & Pick<PublicCompanyPage, 'positions'>) {
  return (
    <section aria-labelledby="company-positions" className="mt-10">
      <h2 id="company-positions" className="text-2xl font-semibold">
        Open internship positions
      </h2>
      {positions.length === 0 ? (
        <Card className="mt-4">
          <CardContent className="space-y-3 py-10 text-center">
            <p className="font-semibold">{companyName} has no open positions on QuantLeap right now.</p>
            <Link to={ROUTES.internshipFinder} className={buttonVariants({ variant: 'outline' })}>
              Browse all internships
            </Link>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="mt-2 text-muted">Apply in the internship finder with your cover letter and résumé.</p>
          <ul aria-label={`Positions at ${companyName}`} className="mt-4 space-y-4">
            {positions.map((position) => (
              <li key={position.id}>
                <Card>
                  <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0 space-y-2">
                      <h3 className="text-lg font-semibold wrap-anywhere">{position.title}</h3>
                      <p className="flex items-center gap-2 text-sm text-muted">
                        <MapPin aria-hidden className="size-4 shrink-0" /> {position.location}
                      </p>
                      {position.pay && <PayLine pay={position.pay} className="text-sm" />}
                      <p className="flex items-center gap-2 text-sm text-muted">
                        <CalendarClock aria-hidden className="size-4 shrink-0" />
                        {position.deadline ? `Apply by ${formatDay(position.deadline)}` : 'No fixed deadline'}
                      </p>
                    </div>
                    <Link to={finderLink(position.title)} className={buttonVariants({ className: 'sm:self-center' })}>
                      <span>
                        Apply<span className="sr-only"> to {position.title}</span> in the finder
                      </span>
                    </Link>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

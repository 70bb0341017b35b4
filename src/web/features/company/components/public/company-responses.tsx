import { Clock } from 'lucide-react';
import type { PublicCompanyPage } from '../../../../../shared/contracts/company';
import { RESPONSE_WINDOW_DAYS } from '../../../../../shared/applications';
import { Card, CardContent } from '../../../../components/ui/card';

function days(value: number): string {
  if (value < 1) return 'under a day';
  const rounded = Math.round(value);
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}

/**
 * How the company answers applicants (the response clock): students say what they miss most is hearing back, so
 * each firm's record is public, measured from real status changes. Nothing shows while too few applied to tell.
 */
export function CompanyResponses({
  companyName,
  responses,
}: { companyName: string } & Pick<PublicCompanyPage, 'responses'>) {
  if (!responses) return null;
  const rate = Math.round(responses.responseRate * 100);
  return (
    <section aria-labelledby="company-responses" className="mt-10">
      <h2 id="company-responses" className="text-2xl font-semibold">
        How {companyName} answers applicants
      </h2>
      <Card className="mt-4">
        <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:gap-10">
          <Clock aria-hidden className="size-8 shrink-0 text-primary" />
          <dl className="grid flex-1 gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">Median time to a first answer</dt>
              <dd className="text-xl font-semibold">
                {responses.medianDaysToFirstResponse === null
                  ? 'No answers yet'
                  : days(responses.medianDaysToFirstResponse)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Applicants who heard back</dt>
              <dd className="text-xl font-semibold">{rate}%</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <p className="mt-2 text-sm text-muted">
        From {responses.applications} applications on QuantLeap in the last {RESPONSE_WINDOW_DAYS} days.
      </p>
    </section>
  );
}

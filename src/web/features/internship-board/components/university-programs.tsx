import { GraduationCap } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { useUniversities } from '../api';
import { QueryState } from './query-state';
import { VerificationRequired } from './verification-required';

const students = (n: number) => (n === 1 ? '1 student' : `${n} students`);

/**
 * University Programs (spec §2, §3 "University statistic"): the ten universities most of the company's applicants
 * study at, with how many are at each degree level.
 */
export function UniversityPrograms({ verified }: { verified: boolean }) {
  const universities = useUniversities(verified);
  const forbidden =
    universities.error instanceof ApiError && universities.error.status === 403 ? universities.error : null;
  return (
    <section aria-labelledby="university-programs" className="space-y-4">
      <div>
        <h2 id="university-programs" className="text-xl font-semibold">
          University Programs
        </h2>
        <p className="text-sm text-muted">Where your applicants study, from what they gave when applying.</p>
      </div>
      {!verified || forbidden ? (
        <VerificationRequired what="University statistics" message={forbidden?.message} />
      ) : (
        <QueryState
          query={universities}
          loading="Loading university data"
          error="Error loading university data. Please try again later."
        >
          {(data) =>
            data.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
                <GraduationCap aria-hidden className="size-8 text-muted" />
                <p className="font-medium">No university data available yet</p>
                <p className="max-w-md text-sm text-muted">
                  Each application says where the applicant studies; the universities appear here as they come in.
                </p>
              </div>
            ) : (
              <ul aria-label="Universities" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.map((row) => (
                  <li key={row.university}>
                    <Card className="h-full">
                      <CardContent className="space-y-3 p-5">
                        <div className="flex items-start gap-3">
                          <GraduationCap aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                          <div className="min-w-0">
                            <h3 className="font-semibold wrap-anywhere">{row.university}</h3>
                            <p className="text-sm text-muted">{students(row.studentCount)}</p>
                          </div>
                        </div>
                        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
                          <Count label="Ph.D." value={row.phdCount} />
                          <Count label="Master's" value={row.mastersCount} />
                          <Count label="Bachelor's" value={row.bachelorsCount} />
                        </dl>
                      </CardContent>
                    </Card>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      )}
    </section>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-surface-raised/60 p-2">
      <dt className="text-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

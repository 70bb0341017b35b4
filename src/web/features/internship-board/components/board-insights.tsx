import { CalendarPlus, Download, Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { applicantsExportUrl, useBoardAnalytics, useUniversities } from '../api';
import { EmailApplicantsDialog } from './email-applicants-dialog';
import { InterviewDialog } from './interview-dialog';
import { QueryState } from './query-state';
import { UpcomingInterviewsCard } from './upcoming-interviews';

/** Spec §9: the board's sample list showed five universities; the API answers the top ten. */
const TOP_SHOWN = 5;

/**
 * The Positions tab's side column (spec §2): the analytics card, the upcoming interviews and the top universities,
 * counted from the company's real applications, and the quick actions. Members of an unverified company see no
 * applications, so neither counts, interviews, e-mails nor the export are offered to them.
 */
export function BoardInsights({ verified, onCreate }: { verified: boolean; onCreate: () => void }) {
  const [dialog, setDialog] = useState<'interviews' | 'email' | null>(null);
  const openChange = (which: 'interviews' | 'email') => (open: boolean) => setDialog(open ? which : null);
  return (
    <div className="space-y-6">
      {verified ? (
        <>
          <AnalyticsCard />
          <UpcomingInterviewsCard />
          <TopUniversitiesCard />
        </>
      ) : (
        <Card>
          <CardContent className="p-6 text-sm text-muted">
            Application analytics and the top universities among your applicants appear here once your company is
            verified.
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Quick actions</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {verified && (
            <>
              <Button variant="outline" className="justify-start" onClick={() => setDialog('interviews')}>
                <CalendarPlus aria-hidden /> Schedule Batch Interviews
              </Button>
              <Button variant="outline" className="justify-start" onClick={() => setDialog('email')}>
                <Mail aria-hidden /> Email All Applicants
              </Button>
            </>
          )}
          {verified && (
            <a
              href={applicantsExportUrl(new URLSearchParams())}
              download
              className={buttonVariants({ variant: 'outline', className: 'justify-start' })}
            >
              <Download aria-hidden /> Export Applicant Data
            </a>
          )}
          <Button variant="outline" className="justify-start" onClick={onCreate}>
            <Plus aria-hidden /> Post New Position
          </Button>
        </CardContent>
      </Card>
      {verified && (
        <>
          <InterviewDialog open={dialog === 'interviews'} onOpenChange={openChange('interviews')} invitees={null} />
          <EmailApplicantsDialog open={dialog === 'email'} onOpenChange={openChange('email')} audience={null} />
        </>
      )}
    </div>
  );
}

function AnalyticsCard() {
  const analytics = useBoardAnalytics(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Application analytics</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={analytics}
          loading="Loading analytics"
          error="Error loading analytics. Please try again later."
        >
          {(data) => (
            <dl className="grid grid-cols-2 gap-3">
              <Stat label="Total applications" value={data.total} />
              <Stat label="New this week" value={data.newThisWeek} />
              <Stat label="Reviewed" value={data.reviewed} />
              <Stat label="Shortlisted" value={data.shortlisted} />
              {data.overdue > 0 && (
                <div className="col-span-2 rounded-lg border border-warning/40 bg-warning/5 p-3">
                  <dt className="text-sm text-warning">Waiting 14 days or more</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{data.overdue}</dd>
                </div>
              )}
            </dl>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-surface-raised/60 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

function TopUniversitiesCard() {
  const universities = useUniversities(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top universities</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={universities}
          loading="Loading universities"
          error="Error loading university data. Please try again later."
        >
          {(data) =>
            data.length === 0 ? (
              <p className="text-sm text-muted">No university data available yet</p>
            ) : (
              <ol aria-label="Top universities" className="space-y-2 text-sm">
                {data.slice(0, TOP_SHOWN).map((row) => (
                  <li key={row.university} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 wrap-anywhere">{row.university}</span>
                    <span className="shrink-0 text-muted tabular-nums">
                      {row.studentCount === 1 ? '1 applicant' : `${row.studentCount} applicants`}
                    </span>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

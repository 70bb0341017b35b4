import { AlertTriangle, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ApplicationDetail, ApplicationSummary } from '../../../../shared/contracts/applicant-tracking';
import { ApplicationStatusBadge } from '../../../components/application-status-badge';
import { LoadError } from '../../../components/layout/load-error';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDayOf } from '../../../lib/format-date';
import { applicantResumeUrl, useApplication } from '../api';
import { formatMoment, responseClock } from '../applicant-view';
import { MessageApplicantLink } from './message-applicant-link';
import { NoteForm } from './note-form';
import { StatusActions } from './status-actions';
import { experienceYearsText } from '../../../../shared/experience';

/**
 * One application in full, opened from its card: the applicant's studies and letter, their résumé, their quant
 * profile when they made it visible, a way to message them, what the firm can do next, what happened so far, and
 * the firm's private notes.
 */
export function ApplicationDetailDialog({
  application,
  onClose,
}: {
  /** The card that was opened (shown at once, while the rest loads); null when closed. */
  application: ApplicationSummary | null;
  onClose: () => void;
}) {
  const detail = useApplication(application?.id ?? null);
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => !open && onClose()}
      title={application?.applicant.name ?? 'Application'}
      description={application ? `Applied to ${application.position.title}` : undefined}
      className="max-w-2xl"
    >
      {application && (
        <div className="space-y-6">
          <Overview application={detail.data ?? application} />
          <StatusActions application={detail.data ?? application} />
          {detail.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label="Loading the application" />
            </div>
          ) : detail.isError ? (
            <LoadError message={detail.error.message} onRetry={() => void detail.refetch()} />
          ) : (
            <DetailSections detail={detail.data} />
          )}
        </div>
      )}
    </Dialog>
  );
}

function Overview({ application }: { application: ApplicationSummary }) {
  const { applicant } = application;
  const clock = responseClock(application, new Date());
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <ApplicationStatusBadge status={application.status} />
        <span className="text-muted">Applied {formatDayOf(application.createdAt)}</span>
        {clock && <span className="text-muted">· {clock}</span>}
      </div>
      {application.overdue && (
        <p className="flex items-center gap-2 text-sm font-medium text-warning">
          <AlertTriangle aria-hidden className="size-4 shrink-0" /> Overdue: no answer for 14 days or more
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label="Education" className="col-span-2 sm:col-span-4">
          {applicant.education}
        </Fact>
        <Fact label="GPA">{applicant.gpa === null ? 'Not given' : applicant.gpa.toFixed(1)}</Fact>
        <Fact label="Graduates">{applicant.graduationYear ?? 'Not given'}</Fact>
        <Fact label="Experience">{experienceYearsText(applicant.experienceYears)}</Fact>
      </dl>
      {applicant.skills.length > 0 && <Skills skills={applicant.skills} label={`Skills of ${applicant.name}`} />}
      <MessageApplicantLink applicationId={application.id} name={applicant.name} />
    </div>
  );
}

function DetailSections({ detail }: { detail: ApplicationDetail }) {
  return (
    <>
      <Section title="Résumé">
        {detail.hasResume ? (
          <a
            href={applicantResumeUrl(detail.id)}
            download={detail.resumeName}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden /> Download résumé
            <span className="sr-only"> ({detail.resumeName})</span>
          </a>
        ) : (
          <p className="text-sm text-muted">The applicant withdrew; their résumé was deleted.</p>
        )}
      </Section>
      <Section title="Cover letter">
        <p className="text-sm whitespace-pre-wrap wrap-anywhere">{detail.coverLetter}</p>
      </Section>
      {detail.quantProfile && (
        <Section title="Quant profile">
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {detail.quantProfile.title && <Fact label="Title">{detail.quantProfile.title}</Fact>}
            {detail.quantProfile.location && <Fact label="Location">{detail.quantProfile.location}</Fact>}
            <Fact label="Experience">{experienceYearsText(detail.quantProfile.experienceYears)}</Fact>
          </dl>
          {detail.quantProfile.bio && (
            <p className="text-sm whitespace-pre-wrap wrap-anywhere">{detail.quantProfile.bio}</p>
          )}
          {detail.quantProfile.skills.length > 0 && (
            <Skills skills={detail.quantProfile.skills} label="Skills on the quant profile" />
          )}
        </Section>
      )}
      <Section title="History">
        {detail.history.length === 0 ? (
          <p className="text-sm text-muted">No status changes yet.</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {detail.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="rounded-lg border border-border p-3">
                <p>
                  <span className="font-medium">
                    {entry.fromStatus} → {entry.toStatus}
                  </span>{' '}
                  by {entry.actorName}
                </p>
                <p className="text-muted">
                  <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
                  {entry.reason && <> · Reason: {entry.reason}</>}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Notes" hint="Private to your company: the applicant never sees them.">
        {detail.notes.length === 0 ? (
          <p className="text-sm text-muted">No notes yet.</p>
        ) : (
          <ul aria-label="Notes" className="space-y-2">
            {detail.notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-border p-3 text-sm">
                <p className="text-muted">
                  <span className="font-medium text-foreground">{note.authorName}</span> ·{' '}
                  <time dateTime={note.createdAt}>{formatMoment(note.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{note.body}</p>
              </li>
            ))}
          </ul>
        )}
        <NoteForm applicationId={detail.id} />
      </Section>
    </>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-border pt-4">
      <div>
        <h3 className="font-semibold">{title}</h3>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

function Skills({ skills, label }: { skills: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge variant="outline">{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}

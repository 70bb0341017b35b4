import { AlertTriangle, Briefcase, Clock, GraduationCap, MessageSquare } from 'lucide-react';
import type { ApplicationSummary } from '../../../../shared/contracts/applicant-tracking';
import { ApplicationStatusBadge } from '../../../components/application-status-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatDayOf } from '../../../lib/format-date';
import { cn } from '../../../lib/utils';
import { responseClock } from '../applicant-view';
import { MessageApplicantLink } from './message-applicant-link';
import { experienceYearsText } from '../../../../shared/experience';

/**
 * One application in the list: who applied, their studies and skills, the position, where it stands and how long
 * it has waited for an answer. An application left New for two weeks or more is marked overdue, in words as well
 * as colour. Cards rather than a table, so a phone shows all of it. The firm can open it or message the applicant.
 */
export function ApplicationCard({
  application,
  now,
  selected,
  onSelectedChange,
  onOpen,
}: {
  application: ApplicationSummary;
  now: Date;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onOpen: () => void;
}) {
  const { applicant, overdue } = application;
  const clock = responseClock(application, now);
  const headingId = `application-${application.id}`;
  return (
    <Card className={cn(overdue && 'border-warning/60 bg-warning/5')}>
      <CardContent className="flex gap-3 p-4 sm:gap-4 sm:p-5">
        <Checkbox
          className="mt-1.5"
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          aria-label={`Select ${applicant.name}`}
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0 space-y-1">
              <h3 id={headingId} className="text-lg font-semibold wrap-anywhere">
                {applicant.name}
              </h3>
              <p className="flex items-center gap-2 text-sm text-muted">
                <GraduationCap aria-hidden className="size-4 shrink-0" />
                <span className="wrap-anywhere">{applicant.education}</span>
              </p>
            </div>
            <ApplicationStatusBadge status={application.status} />
          </div>
          {overdue && (
            <p className="flex items-center gap-2 text-sm font-medium text-warning">
              <AlertTriangle aria-hidden className="size-4 shrink-0" />
              Overdue: no answer for 14 days or more
            </p>
          )}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted">GPA</dt>
              <dd className="font-medium">{applicant.gpa === null ? 'Not given' : applicant.gpa.toFixed(1)}</dd>
            </div>
            <div>
              <dt className="text-muted">Graduates</dt>
              <dd className="font-medium">{applicant.graduationYear ?? 'Not given'}</dd>
            </div>
            <div>
              <dt className="text-muted">Experience</dt>
              <dd className="font-medium">{experienceYearsText(applicant.experienceYears)}</dd>
            </div>
            <div>
              <dt className="text-muted">Applied</dt>
              <dd className="font-medium">{formatDayOf(application.createdAt)}</dd>
            </div>
          </dl>
          {applicant.skills.length > 0 && (
            <ul aria-label={`Skills of ${applicant.name}`} className="flex flex-wrap gap-1.5">
              {applicant.skills.map((skill) => (
                <li key={skill}>
                  <Badge variant="outline">{skill}</Badge>
                </li>
              ))}
            </ul>
          )}
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <li className="flex min-w-0 items-center gap-1.5">
              <Briefcase aria-hidden className="size-4 shrink-0" />
              <span className="wrap-anywhere">{application.position.title}</span>
            </li>
            {clock && (
              <li className={cn('flex items-center gap-1.5', overdue && 'font-medium text-warning')}>
                <Clock aria-hidden className="size-4 shrink-0" /> {clock}
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <MessageSquare aria-hidden className="size-4 shrink-0" />
              {application.noteCount === 1 ? '1 note' : `${application.noteCount} notes`}
            </li>
          </ul>
          {application.rejection && <p className="text-sm text-muted">Reason: {application.rejection.label}</p>}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={onOpen}>
              View application<span className="sr-only"> from {applicant.name}</span>
            </Button>
            <MessageApplicantLink applicationId={application.id} name={applicant.name} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

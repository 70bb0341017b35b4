import { CalendarClock, ExternalLink, MapPin } from 'lucide-react';
import type { InternshipCard as Internship } from '../../../../shared/contracts/internships';
import { ROLLING_APPLICATIONS } from '../../../../shared/internships';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApplicationStatusBadge } from '../../../components/application-status-badge';
import { PayLine } from '../../../components/pay-line';
import { formatDay } from '../../../lib/format-date';

/**
 * One internship of the finder: external listings link to the firm; on-platform ones open the finder's apply
 * dialog (`onApply`), which lives outside the list so that a list read again never closes it.
 */
export function InternshipCard({ internship, onApply }: { internship: Internship; onApply: () => void }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{internship.region}</Badge>
          <Badge variant="accent">{internship.role}</Badge>
          {!internship.isOpen && <Badge variant="warning">Closed</Badge>}
        </div>
        <CardTitle className="mt-2">{internship.title}</CardTitle>
        <p className="font-medium text-primary">{internship.company}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm">
        <p className="flex items-center gap-2 text-muted">
          <MapPin aria-hidden className="size-4 shrink-0" /> {internship.location}
        </p>
        {internship.pay && <PayLine pay={internship.pay} />}
        <p className="flex items-start gap-2 text-muted">
          <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{applicationWindow(internship)}</span>
        </p>
        <p className="line-clamp-4 text-foreground/90">{internship.description}</p>
        {internship.requirements.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-muted" aria-label="Requirements">
            {internship.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <ApplyAction internship={internship} onApply={onApply} />
      </CardFooter>
    </Card>
  );
}

/** A real deadline for positions posted here; the truth about rolling recruitment for the firms' own programmes. */
function applicationWindow({ deadline, isOpen }: Internship): string {
  if (deadline === null) return ROLLING_APPLICATIONS;
  return `${isOpen ? 'Apply by' : 'Closed on'} ${formatDay(deadline)}`;
}

function ApplyAction({ internship, onApply }: { internship: Internship; onApply: () => void }) {
  if (internship.myApplication) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        Applied <ApplicationStatusBadge status={internship.myApplication.status} />
      </p>
    );
  }
  if (!internship.isOpen) {
    return (
      <Button variant="outline" disabled className="w-full">
        Closed
      </Button>
    );
  }
  if (internship.kind === 'external' && internship.applyUrl) {
    return (
      <a
        href={internship.applyUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ className: 'w-full' })}
      >
        Apply{' '}
        <span className="sr-only">
          to {internship.title} at {internship.company} (opens the firm&apos;s site)
        </span>
        <ExternalLink aria-hidden />
      </a>
    );
  }
  return (
    <Button className="w-full" onClick={onApply}>
      Apply{' '}
      <span className="sr-only">
        to {internship.title} at {internship.company}
      </span>
    </Button>
  );
}

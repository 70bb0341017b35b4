import { Award, CalendarClock, ExternalLink, Users } from 'lucide-react';
import type { Competition } from '../../../../shared/contracts/competitions';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';

export function CompetitionCard({ competition }: { competition: Competition }) {
  return (
    <Card className="flex w-full flex-col transition-colors hover:border-primary/50">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{competition.name}</h2>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <CalendarClock aria-hidden className="size-4" />
            {competition.timing}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden className="size-4" />
            {competition.sponsors}
          </span>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-sm text-muted">{competition.description}</p>
        <p className="flex gap-2 text-sm">
          <Award aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            <span className="font-medium">Perks: </span>
            <span className="text-muted">{competition.perks}</span>
          </span>
        </p>
        <ul aria-label="Categories" className="mt-auto flex flex-wrap gap-2">
          {competition.categories.map((category) => (
            <li key={category}>
              <Badge variant="accent">{category}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <a
          href={competition.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          Official page
          <ExternalLink aria-hidden />
          <span className="sr-only">for {competition.name} (opens in a new tab)</span>
        </a>
      </CardFooter>
    </Card>
  );
}

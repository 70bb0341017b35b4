import { useEffect } from 'react';
import { lazyPart, useLazyPart } from '../../../lib/lazy-part';
import { useMyInterviews } from '../../internships/api';

/** The Interviews card with its booking form, fetched only for a quant a firm has invited (most have none). */
const interviewsCard = lazyPart(() => import('./my-interviews').then((m) => m.MyInterviews));

/**
 * The dashboard's place for the interviews firms offered: nothing until the list says there is one (or could not be
 * read), then the card. It appeared only once that list had arrived before too, so nothing moves that did not.
 */
export function OfferedInterviews({ className }: { className?: string }) {
  const { data, isPending } = useMyInterviews();
  const shown = !isPending && (data === undefined || data.length > 0);
  const [InterviewsCard, load] = useLazyPart(interviewsCard);
  useEffect(() => {
    if (shown) load();
  }, [shown, load]);
  return shown && InterviewsCard ? <InterviewsCard className={className} /> : null;
}

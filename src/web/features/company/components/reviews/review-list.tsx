import { Inbox } from 'lucide-react';
import type * as React from 'react';
import type { CompanyReview } from '../../../../../shared/contracts/company';
import { Card, CardContent } from '../../../../components/ui/card';
import type { ReviewState } from '../../api';
import { ReviewCard } from './review-card';

const HEADINGS: Record<ReviewState, (count: number) => string> = {
  pending: (count) => (count === 1 ? '1 company waiting' : `${count} companies waiting`),
  rejected: (count) => (count === 1 ? '1 rejected company' : `${count} rejected companies`),
};

const EMPTY: Record<ReviewState, { title: string; hint: string }> = {
  pending: {
    title: 'No companies are waiting for review.',
    hint: "A company appears here when none of its members' e-mail proves its website's domain.",
  },
  rejected: {
    title: 'No companies have been rejected.',
    hint: 'A company you reject stays here, with your reason, until its owner changes its name or website.',
  },
};

/** The companies of one tab, oldest first as the server sends them, as cards that fit a phone. */
export function ReviewList({
  state,
  reviews,
  total,
  headingRef,
  onDecided,
}: {
  state: ReviewState;
  /** One page of the tab's companies. */
  reviews: CompanyReview[];
  /** How many the tab holds across its pages. */
  total: number;
  /** The count heading, which takes focus after a decision removes a card. */
  headingRef: React.Ref<HTMLHeadingElement>;
  /** Called with a company's id once a decision about it is made. */
  onDecided: (id: string) => void;
}) {
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} aria-live="polite" className="mb-4 text-xl font-semibold outline-none">
        {HEADINGS[state](total)}
      </h2>
      {reviews.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-16 text-center">
            <Inbox aria-hidden className="size-10 text-muted" />
            <p className="text-lg font-semibold">{EMPTY[state].title}</p>
            <p className="text-muted">{EMPTY[state].hint}</p>
          </CardContent>
        </Card>
      ) : (
        <ul
          aria-label={state === 'pending' ? 'Companies waiting for review' : 'Rejected companies'}
          className="space-y-6"
        >
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} onDecided={onDecided} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

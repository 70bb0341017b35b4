import type * as React from 'react';
import type { CompanyReview } from '../../../../../shared/contracts/company';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../../components/ui/card';
import { formatDay } from '../../../../lib/format-date';
import { WebsiteLink } from '../website-link';
import { ReviewActions } from './review-actions';
import { ClaimedFirms, ReviewMembers, ReviewWarnings } from './review-evidence';

/** One company waiting for (or refused by) an operator: its facts, the evidence, and the decision. */
export function ReviewCard({ review, onDecided }: { review: CompanyReview; onDecided: (id: string) => void }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="min-w-0 wrap-anywhere">{review.name}</CardTitle>
          {review.state === 'rejected' && <Badge variant="warning">Rejected</Badge>}
        </div>
        <p className="text-sm text-muted">Created {formatDay(review.createdAt.slice(0, 10))}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <ReviewWarnings review={review} />
        {review.state === 'rejected' && review.rejectionReason && (
          <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-semibold">Reason given to the owner</p>
            <p className="mt-1 whitespace-pre-line wrap-anywhere">{review.rejectionReason}</p>
          </div>
        )}
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label="Website">{review.website ? <WebsiteLink url={review.website} /> : 'None'}</Fact>
          <Fact label="Domain">{review.domain ?? 'None'}</Fact>
          <Fact label="Category">{review.category ?? 'Not given'}</Fact>
          <Fact label="Headquarters">{review.headquarters ?? 'Not given'}</Fact>
        </dl>
        {review.description && (
          <div className="text-sm">
            <h4 className="font-semibold">Description</h4>
            <p className="mt-1 whitespace-pre-line text-foreground/90 wrap-anywhere">{review.description}</p>
          </div>
        )}
        <ReviewMembers review={review} />
        <ClaimedFirms review={review} />
      </CardContent>
      <CardFooter className="block">
        <ReviewActions review={review} onDecided={onDecided} />
      </CardFooter>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere">{children}</dd>
    </div>
  );
}

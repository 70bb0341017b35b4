import { Card, CardContent, CardHeader } from '../../../components/ui/card';

const PLACEHOLDER_CARDS = 6;

/** The list's shape while its first page loads: grey blocks where the cards will be, announced once as loading. */
export function MarketSkeleton() {
  return (
    <div role="status" aria-label="Loading projects" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Card key={index} aria-hidden className="animate-pulse">
          <CardHeader>
            <div className="h-5 w-3/4 rounded bg-border" />
            <div className="h-4 w-1/3 rounded bg-border" />
          </CardHeader>
          <CardContent className="space-y-3">
            <div className="h-4 w-1/2 rounded bg-border" />
            <div className="h-4 w-2/5 rounded bg-border" />
            <div className="h-16 rounded bg-border" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

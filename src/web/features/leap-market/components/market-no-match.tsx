import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

/** The filters match no published project: say so, and offer the way back to the whole list. */
export function MarketNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-16 text-center">
        <SearchX aria-hidden className="size-10 text-muted" />
        <p className="text-lg font-semibold">No projects match your search</p>
        <p className="text-muted">Try other words, or fewer filters.</p>
        <Button type="button" variant="outline" className="mt-4" onClick={onClear}>
          Clear search and filters
        </Button>
      </CardContent>
    </Card>
  );
}

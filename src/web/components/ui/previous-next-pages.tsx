import { Button } from './button';

/**
 * Previous and next page for a server list that knows whether more follows but not its total (operators' searches
 * and logs). Page 1 is no parameter, so its address stays the list's plain one.
 */
export function PreviousNextPages({
  page,
  hasMore,
  label,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  label: string;
  onPage: (page: string | undefined) => void;
}) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page > 2 ? String(page - 1) : undefined)}
      >
        Previous page
      </Button>
      <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(String(page + 1))}>
        Next page
      </Button>
    </nav>
  );
}

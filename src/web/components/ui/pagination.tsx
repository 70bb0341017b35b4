import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/utils';
import { Button, buttonVariants } from './button';

const count = (n: number) => n.toLocaleString('en-US');

/** A list's noun, or its singular and plural when the list may hold one ("1 application"). */
export type ListNoun = string | readonly [one: string, many: string];

/**
 * "Showing 51–100 of 3,000 entries": where the page sits in the whole list. A page that holds the whole list says
 * so ("Showing all 12 firms", "Showing 1 application"), and a single entry is no range ("Showing 41 of 41").
 */
export function showingRange(first: number, shown: number, total: number, noun: ListNoun = 'entries'): string {
  const [one, many] = typeof noun === 'string' ? [noun, noun] : noun;
  if (shown === 0) return `Showing 0 of ${count(total)} ${many}`;
  if (first === 1 && shown === total) return total === 1 ? `Showing 1 ${one}` : `Showing all ${count(total)} ${many}`;
  if (shown === 1) return `Showing ${count(first)} of ${count(total)} ${many}`;
  return `Showing ${count(first)}–${count(first + shown - 1)} of ${count(total)} ${many}`;
}

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageWindow(current: number, count: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    const near = Math.abs(page - current) <= radius;
    if (page === 1 || page === count || near) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/**
 * Links to the other pages of a server-paginated list. The page lives in the URL (`?page=N`), so the back button
 * and shared links restore it; other query parameters are kept.
 */
export function Pagination({
  page,
  pageCount,
  label = 'Pagination',
}: {
  page: number;
  pageCount: number;
  label?: string;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const edge = cn(buttonVariants({ variant: 'outline', size: 'sm' }));
  const disabledEdge = cn(edge, 'pointer-events-none opacity-50');
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={edge} aria-label="Previous page">
          <ChevronLeft aria-hidden /> Previous
        </Link>
      ) : (
        <span className={disabledEdge} aria-disabled="true">
          <ChevronLeft aria-hidden /> Previous
        </span>
      )}
      {pageWindow(page, pageCount).map((target, index) =>
        target === null ? (
          <span key={`gap-${index}`} className="px-2 text-muted" aria-hidden>
            …
          </span>
        ) : (
          <Link
            key={target}
            to={hrefFor(target)}
            aria-current={target === page ? 'page' : undefined}
            aria-label={`Page ${target}`}
            className={cn(buttonVariants({ variant: target === page ? 'default' : 'ghost', size: 'sm' }), 'min-w-9')}
          >
            {target}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={edge} aria-label="Next page">
          Next <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span className={disabledEdge} aria-disabled="true">
          Next <ChevronRight aria-hidden />
        </span>
      )}
    </nav>
  );
}

/**
 * Previous/Next for a keyset-paged list (pages are reached one after another, never by number), saying where the
 * current page sits in the whole list. Every page before the current one is full, so it starts at
 * (page - 1) × pageSize + 1.
 */
export function CursorPagination({
  page,
  pageSize,
  shown,
  total,
  hasNext,
  onPrevious,
  onNext,
  label,
  noun,
  className,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  label: string;
  noun?: ListNoun;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-x-3 gap-y-2', className)}>
      <Button variant="outline" size="sm" disabled={page === 1} onClick={onPrevious}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      {/* On a phone the range takes its own row above the two buttons, so they stay side by side. */}
      <span
        className="order-first w-full text-center text-sm text-muted tabular-nums sm:order-none sm:w-auto"
        aria-live="polite"
      >
        {showingRange((page - 1) * pageSize + 1, shown, total, noun)}
      </span>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={onNext}>
        Next <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

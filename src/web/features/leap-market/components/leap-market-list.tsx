import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { LEAP_MARKET_PAGE_SIZE } from '../../../../shared/projects';
import { LoadError } from '../../../components/layout/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { useUrlFilters, useUrlSearchText } from '../../../lib/use-url-filters';
import { useMarketProjects } from '../api';
import {
  FILTER_NAMES,
  hasActiveFilters,
  marketFilterFrom,
  marketQueryString,
  pageCountOf,
  projectCount,
} from '../market-query';
import { MarketFilters } from './market-filters';
import { MarketNoMatch } from './market-no-match';
import { MarketProjectCard } from './market-project-card';
import { MarketSkeleton } from './market-skeleton';

/** The whole market, unfiltered: asked only to learn whether any project exists when a filter finds none. */
const EVERYTHING = new URLSearchParams();

/**
 * LeapMarket's published public projects, under its introduction: search, filters, order and page live in the address
 * (links, reload, back and forward restore them) and are applied by the server. While no project exists at all,
 * it says so in place of the search and filters, which could find nothing.
 */
export function LeapMarketList() {
  const { params, update } = useUrlFilters();
  const filter = marketFilterFrom(params);
  const [searchText, setSearchText] = useUrlSearchText(filter.q, update);
  const query = useMarketProjects(marketQueryString(filter));
  const filtered = hasActiveFilters(filter);
  const nothingFound = query.data?.total === 0;
  const whole = useMarketProjects(EVERYTHING, filtered && nothingFound);
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // The page a page link was followed to (by pointer or keyboard): Back and Forward keep the position they restore.
  const followedToPage = useRef<number | null>(null);
  const shownPage = query.data?.page;
  useEffect(() => {
    if (shownPage === undefined || followedToPage.current !== shownPage) return;
    followedToPage.current = null;
    // The page links sit at the list's foot, and a new page opens at the top of the page: bring the list back,
    // once the new page's cards are in (a shorter page moves what sits below the list, and the browser with it).
    section.current?.scrollIntoView({ block: 'start' });
  }, [shownPage]);
  const notePageLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (link) followedToPage.current = marketFilterFrom(new URL(link.href).searchParams).page;
  };

  if (nothingFound && (!filtered || whole.data?.total === 0)) {
    return (
      <section aria-labelledby={headingId} className="mx-auto mt-8 max-w-6xl md:mt-12">
        <h2 id={headingId} className="text-2xl font-semibold">
          Open projects
        </h2>
        <p className="mt-2 text-muted">
          No project is open right now. Funds publish new ones here as they post them: check back soon.
        </p>
      </section>
    );
  }

  const clear = () => {
    setSearchText('');
    update({ ...Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined])), page: undefined });
  };

  return (
    <section ref={section} aria-labelledby={headingId} className="mx-auto mt-8 max-w-6xl scroll-mt-24 md:mt-12">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-semibold">
          Open projects
        </h2>
        {query.data && (
          <p aria-live="polite" className="text-muted tabular-nums">
            {projectCount(query.data.total, query.data.totalCapped)}
          </p>
        )}
      </div>
      <MarketFilters
        filter={filter}
        searchText={searchText}
        onSearchText={setSearchText}
        onChange={update}
        onClear={clear}
      />
      <div className="mt-8">
        {query.isPending && <MarketSkeleton />}
        {query.isError && <LoadError message={query.error.message} onRetry={() => void query.refetch()} />}
        {query.data &&
          (nothingFound ? (
            <MarketNoMatch onClear={clear} />
          ) : (
            <div
              aria-busy={query.isPlaceholderData}
              className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            >
              {query.data.projects.length === 0 ? (
                // A page past the last one (an old link after projects closed): the pages below lead back.
                <p className="py-8 text-center text-muted">This page is past the last project.</p>
              ) : (
                <ul aria-label="Projects" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {query.data.projects.map((project) => (
                    <li key={project.id}>
                      <MarketProjectCard project={project} />
                    </li>
                  ))}
                </ul>
              )}
              {/* Capture: noted before the link's own handler moves to the page (which may render at once). */}
              <div className="mt-8" onClickCapture={notePageLink}>
                <Pagination
                  page={query.data.page}
                  pageCount={pageCountOf(query.data.total, query.data.pageSize || LEAP_MARKET_PAGE_SIZE)}
                  label="Project pages"
                />
              </div>
            </div>
          ))}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { COMPETITION_CATEGORIES, type CompetitionCategory } from '../../../../shared/competitions';
import { filterCompetitions } from '../../../../shared/competitions-filter';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useCompetitions } from '../api';
import { CompetitionCard } from '../components/competition-card';

export function CompetitionsPage() {
  const { data, isPending, isError, error, refetch } = useCompetitions();
  const [selected, setSelected] = useState<ReadonlySet<CompetitionCategory>>(new Set());

  function toggle(category: CompetitionCategory) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });
  }

  // Offer only the tags some competition carries, in the spec's order.
  const available = COMPETITION_CATEGORIES.filter((c) =>
    data?.competitions.some((comp) => comp.categories.includes(c)),
  );
  const shown = data ? filterCompetitions(data.competitions, selected) : [];

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Resources"
        title="Quant Competitions"
        lead="Trading, data science and research competitions run by quant firms and universities: a proven way to get noticed."
      />

      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading competitions" />
        </div>
      ) : isError ? (
        <div className="mx-auto mt-10 max-w-xl">
          <LoadError message={error.message} onRetry={() => void refetch()} />
        </div>
      ) : (
        <>
          <section aria-labelledby="filter-heading" className="mx-auto mt-10 max-w-5xl">
            <div className="flex items-center justify-between gap-4">
              <h2 id="filter-heading" className="text-sm font-semibold">
                Filter by category
              </h2>
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
                Clear Filters
              </Button>
            </div>
            {/*
              On a phone the buttons sit in a two-column grid of fixed-height cells, so the section's height does not
              depend on the font: when the web font replaces the fallback, nothing below moves (layout shift).
            */}
            <div role="group" aria-label="Categories" className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              {available.map((category) => {
                const active = selected.has(category);
                return (
                  <button
                    key={category}
                    type="button"
                    aria-pressed={active}
                    onClick={() => toggle(category)}
                    className={cn(
                      'h-10 rounded-full border px-3 text-sm leading-tight transition-colors sm:h-auto sm:py-1.5',
                      active
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-surface text-muted hover:border-primary/50 hover:text-foreground',
                    )}
                  >
                    {category}
                  </button>
                );
              })}
            </div>
            <p aria-live="polite" className="mt-4 text-sm text-muted">
              {shown.length === 1 ? '1 competition' : `${shown.length} competitions`}
            </p>
          </section>

          {shown.length === 0 ? (
            <p className="mt-10 text-center text-muted">No competitions match the selected categories.</p>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {shown.map((competition) => (
                <li key={competition.slug} className="flex">
                  <CompetitionCard competition={competition} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageContainer>
  );
}

import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { KEYWORD_MAX } from '../../../../shared/talent';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';

/**
 * Spec §2's hero: the page heading and the search box with its Search button. The search runs on the server over
 * names, titles, bios, skills and locations; the box refills when the URL's keyword changes elsewhere.
 */
export function TalentHero({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [state, setState] = useState({ q, text: q });
  if (state.q !== q) setState({ q, text: q });

  return (
    <section className="rounded-[var(--radius-card)] border border-border bg-surface px-4 py-10 text-center sm:px-8">
      <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">For Funds</p>
      <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">Talent Directory</h1>
      <p className="mx-auto mt-3 max-w-2xl text-pretty text-muted">
        Quants who chose to be visible to verified firms: researchers, traders and developers, with their skills, rates
        and when they can start.
      </p>
      <form
        role="search"
        aria-label="Search talent"
        className="mx-auto mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(state.text.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          Search talent
        </label>
        <div className="flex-1">
          <SearchInput
            id={id}
            maxLength={KEYWORD_MAX}
            placeholder="Search by skill or location"
            className="h-11"
            value={state.text}
            onChange={(event) => setState({ q, text: event.target.value })}
          />
        </div>
        <Button type="submit" size="lg">
          <Search aria-hidden /> Search
        </Button>
      </form>
    </section>
  );
}

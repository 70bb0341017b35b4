import { useId, useState } from 'react';
import type { BlockCandidate } from '../../../../shared/contracts/quant-profile';
import { BLOCK_SEARCH_MAX, BLOCK_SEARCH_MIN } from '../../../../shared/quant-profile';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { cn } from '../../../lib/utils';
import { useBlockCandidates } from '../../quant-profile/api';
import { nextActiveOption } from './listbox-keys';

/** Typing pauses this long before a search is asked: not a request per keystroke. */
const SEARCH_DELAY_MS = 300;

export const CANDIDATE_KIND_LABEL: Record<BlockCandidate['kind'], string> = {
  company: 'Company on QuantLeap',
  firm: 'Reference firm',
};

/** What a candidate is, and the domain a block on it covers. */
export function candidateDetail(candidate: Pick<BlockCandidate, 'kind' | 'domain'>): string {
  return [CANDIDATE_KIND_LABEL[candidate.kind], candidate.domain].filter(Boolean).join(' · ');
}

/**
 * The firm search of "Hide from specific firms": an editable combobox (WAI-ARIA pattern) whose listbox holds the
 * companies and reference firms matching what is typed. Focus stays in the field; the arrows move through the
 * results, Enter hides from the active one, Escape closes the list (or clears the field when it is closed).
 */
export function FirmSearch({
  onPick,
  picking,
}: {
  onPick: (candidate: BlockCandidate) => Promise<boolean>;
  picking: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const typed = text.trim();
  const q = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const search = useBlockCandidates(q);
  // The active option belongs to one answer: a new search starts with none active.
  const [activeFor, setActiveFor] = useState({ q: '', index: -1 });
  const active = activeFor.q === q ? activeFor.index : -1;

  const ready = typed.length >= BLOCK_SEARCH_MIN && q.length >= BLOCK_SEARCH_MIN;
  const candidates = ready && search.data ? search.data : [];
  const expanded = open && candidates.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  async function pick(candidate: BlockCandidate) {
    if (picking) return;
    if (await onPick(candidate)) {
      setText('');
      setOpen(false);
    }
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const next = nextActiveOption(event.key, active, candidates.length);
    if (next !== null) {
      event.preventDefault();
      setOpen(true);
      setActiveFor({ q, index: next });
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const candidate = candidates[active];
      if (candidate) void pick(candidate);
    } else if (event.key === 'Escape' && (expanded || text)) {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
    }
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Search for a firm to hide from</Label>
      <SearchInput
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        placeholder="e.g. Jane Street"
        maxLength={BLOCK_SEARCH_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        Companies on QuantLeap and firms of the quant firms list. Type at least {BLOCK_SEARCH_MIN} letters; choose with
        the arrow keys and Enter.
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Firms matching your search"
        className={cn(
          'max-h-72 overflow-y-auto rounded-lg border border-border bg-surface-raised',
          !expanded && 'hidden',
        )}
      >
        {candidates.map((candidate, index) => (
          // Focus stays in the field (aria-activedescendant), where the keyboard works; a click picks too.
          <li
            key={`${candidate.kind}:${candidate.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void pick(candidate)}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm break-words',
              index === active ? 'bg-primary/20' : 'hover:bg-border/60',
            )}
          >
            <span className="block font-medium">{candidate.name}</span>
            <span className="block text-xs text-muted">{candidateDetail(candidate)}</span>
          </li>
        ))}
      </ul>
      <SearchState typed={typed} ready={ready} search={search} count={candidates.length} settled={q === typed} />
    </div>
  );
}

/** What the search is doing, said in words (and announced): searching, nothing found, a failure with a retry. */
function SearchState({
  typed,
  ready,
  search,
  count,
  settled,
}: {
  typed: string;
  ready: boolean;
  search: ReturnType<typeof useBlockCandidates>;
  count: number;
  settled: boolean;
}) {
  if (typed.length > 0 && typed.length < BLOCK_SEARCH_MIN) {
    return <p className="text-xs text-muted">Type at least {BLOCK_SEARCH_MIN} letters.</p>;
  }
  if (!ready) return null;
  if (search.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        <span>{search.error.message || 'The search failed.'}</span>
        <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
          Search again
        </Button>
      </div>
    );
  }
  const busy = !settled || search.isFetching;
  return (
    <p role="status" className="text-xs text-muted">
      {busy && count === 0
        ? 'Searching...'
        : count === 0
          ? `No company or firm matches “${typed}”.`
          : `${count} ${count === 1 ? 'match' : 'matches'}${busy ? ', searching...' : ''}`}
    </p>
  );
}

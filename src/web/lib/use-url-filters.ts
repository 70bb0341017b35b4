import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * Filters kept in the URL, so a shared link or the back button restores them. `update` changes some parameters
 * (an empty value removes it) without adding a history entry per keystroke or select change.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  /**
   * React Router hands setSearchParams's callback the parameters of the last render, not of the latest URL, and it
   * renders a navigation a while later (in a transition). Two changes before that render (Role then Level picked
   * quickly while the page is still busy loading) made the second overwrite the first (`?level=Senior` alone).
   * So each change starts from the address bar, or from our own write while the router has not applied it yet
   * (the address bar still shows what it showed when we wrote).
   */
  const unapplied = useRef<{ from: string; to: string } | null>(null);
  useEffect(() => {
    if (unapplied.current && window.location.search !== unapplied.current.from) unapplied.current = null;
  }, [params]);
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      const current = window.location.search;
      const latest = unapplied.current?.from === current ? unapplied.current.to : current;
      const next = new URLSearchParams(latest);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      unapplied.current = { from: current, to: next.toString() };
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return { params, update };
}

/**
 * A search box bound to `?q=`: the box answers every keystroke; the URL (and so the request) follows once typing
 * pauses, back on page 1. A change of the URL from elsewhere (back/forward, a link, Reset) refills the box.
 */
export function useUrlSearchText(
  urlValue: string,
  update: (changes: Record<string, string | undefined>) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The text this box last wrote to the URL; any other value came from elsewhere.
  const written = useRef(urlValue);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    update({ q: debounced || undefined, page: undefined });
    // Only a new debounced value should write the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (urlValue === written.current) return;
    written.current = urlValue;
    setText(urlValue);
  }, [urlValue]);
  return [text, setText];
}

/** `?page=` as a whole number from 1; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const TYPING_PAUSE_MS = 400;

type Update = (changes: Record<string, string | undefined>) => void;
/** Checks what was typed: the value to put in the URL (undefined for none), or why it cannot go there. */
export type Normalize = (text: string) => { value: string | undefined } | { error: string };

const asTyped: Normalize = (text) => ({ value: text.trim() || undefined });

/**
 * A text filter bound to one URL parameter: the box answers every keystroke, the URL (and so the request) follows
 * once typing pauses, or at once on `flush` (Enter), back on page 1. A value `normalize` refuses stays in the box
 * with its message and changes nothing. A change of the URL from elsewhere (Clear filters, back) refills the box.
 */
export function useUrlTextFilter(name: string, urlValue: string, update: Update, normalize: Normalize = asTyped) {
  const [text, setText] = useState(urlValue);
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebouncedValue(text, TYPING_PAUSE_MS);
  // The value this box last wrote to the URL; any other value came from elsewhere.
  const written = useRef(urlValue);

  const write = useCallback(
    (typed: string) => {
      const checked = normalize(typed);
      if ('error' in checked) {
        setError(checked.error);
        return;
      }
      setError(null);
      const value = checked.value ?? '';
      if (value === written.current) return;
      written.current = value;
      update({ [name]: value || undefined, page: undefined });
    },
    [name, normalize, update],
  );

  useEffect(() => {
    write(debounced);
    // Only a new debounced value should write the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  useEffect(() => {
    if (urlValue === written.current) return;
    written.current = urlValue;
    setText(urlValue);
    setError(null);
  }, [urlValue]);

  return { text, setText, error, flush: () => write(text) };
}

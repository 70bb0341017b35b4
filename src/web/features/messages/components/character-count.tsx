import { cn } from '../../../lib/utils';

/** From this share of the limit on, the count is shown: below it, it would only be noise. */
const SHOWN_FROM = 0.8;

/** "4,321 / 5,000 characters" once a text nears its limit; red beyond it. */
export function CharacterCount({ id, length, max }: { id?: string; length: number; max: number }) {
  if (length < max * SHOWN_FROM) return null;
  return (
    <span id={id} className={cn('text-xs', length > max ? 'font-medium text-destructive' : 'text-muted')}>
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
    </span>
  );
}

/**
 * Which option of a listbox is active after a key press in its combobox (WAI-ARIA combobox pattern): the arrows
 * move and wrap around, and -1 is "none" (nothing is picked by Enter). Null when the key does not move the active
 * option, so the input keeps its own handling of it (Home and End move the caret in the text, as in any field).
 */
export function nextActiveOption(key: string, active: number, count: number): number | null {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' ? -1 : null;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    default:
      return null;
  }
}

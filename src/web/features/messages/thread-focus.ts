/**
 * The navigation state of a conversation opened from the list: the opened conversation then takes focus (its
 * heading), since a phone hides the list and with it the link that had focus. Carried in the history entry rather
 * than read from where focus is, because the browser drops focus from a link that stops being displayed before the
 * conversation has loaded.
 */
export const OPENED_FROM_LIST = { openedFromList: true } as const;

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { openedFromList?: unknown }).openedFromList === true;
}

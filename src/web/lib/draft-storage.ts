/**
 * Where typed drafts live in this browser (src/web/lib/text-draft.ts). Apart from the hook so that signing out,
 * which every page can do, clears them without bringing the hook into the app's first script.
 */
export const DRAFT_PREFIX = 'quantleap.draft.';

export function draftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (a privacy mode): typing still works, without a draft
  }
}

/** Every draft of this browser: on signing out, so the next person at a shared computer does not find them. */
export function clearAllDrafts(): void {
  const store = draftStorage();
  if (!store) return;
  for (const name of Object.keys(store)) if (name.startsWith(DRAFT_PREFIX)) store.removeItem(name);
}

import type { Page } from '@playwright/test';

/**
 * The toast on screen holding `text` (its title or description). Not getByRole('status'): Radix's role="status"
 * announcer of a toast lives only 1 s, which expect's polling can miss on a slow machine. includeHidden: an open
 * modal dialog hides the rest of the page, the toast region with it, from the accessibility tree.
 */
export const toastWith = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });

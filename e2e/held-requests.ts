import type { Page } from '@playwright/test';

/**
 * Holds the page's requests that match `pattern` (a Playwright route glob) until `release` is called; `requested`
 * resolves when the first one is made. With `reachServer`, each request reaches the server at once and only its
 * answer is held back from the page (`requested` then resolves once the server has answered): for what the page
 * does while the server has already acted.
 */
export async function holdRequests(
  page: Page,
  pattern: string,
  { reachServer = false }: { reachServer?: boolean } = {},
): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(pattern, async (route) => {
    if (!reachServer) {
      markRequested();
      await released;
      return route.continue();
    }
    const response = await route.fetch();
    markRequested();
    await released;
    return route.fulfill({ response });
  });
  return { requested, release };
}

import type { Page } from '@playwright/test';
import { createAccountAndSignIn, logOut } from './accounts-helpers';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, test } from './fixtures';
import { chunkGlob } from './built-chunks';

const APP_CODE = chunkGlob('app-start');

interface HeaderFrame {
  dashboard: boolean;
  signIn: boolean;
  hydrated: boolean;
}

/**
 * Records, on every document the page opens, what the header shows in the first animation frame that has the
 * header's links: frame callbacks run just before the browser paints, and the script is installed before any of the
 * page's own scripts run, so this is what the visitor's first paint of the header shows.
 */
async function recordFirstHeaderFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = (header: Element, name: string) =>
      [...header.querySelectorAll('a')].some((a) => a.textContent === name && a.getClientRects().length > 0);
    const look = () => {
      const header = document.querySelector('header');
      // Both links are always in the HTML (CSS shows one); a busy machine can draw a frame while the parser is
      // still between them.
      const names = [...(header?.querySelectorAll('a') ?? [])].map((a) => a.textContent);
      if (!header || !names.includes('Dashboard') || !names.includes('Sign In')) {
        requestAnimationFrame(look);
        return;
      }
      (window as unknown as { firstHeaderFrame: HeaderFrame }).firstHeaderFrame = {
        dashboard: shown(header, 'Dashboard'),
        signIn: shown(header, 'Sign In'),
        hydrated: document.documentElement.dataset.hydrated === 'true',
      };
    };
    requestAnimationFrame(look);
  });
}

/** Opens `path` without touching the page (no pointer, key or focus), so a prerendered page stays unhydrated. */
async function openUntouched(page: Page, path: string): Promise<HeaderFrame> {
  await page.goto(path);
  const frame = await page.waitForFunction(
    () => (window as unknown as { firstHeaderFrame?: HeaderFrame }).firstHeaderFrame,
  );
  return (await frame.jsonValue()) as HeaderFrame;
}

test('a signed-in visitor sees Dashboard, not Sign In, from the first paint of a prerendered page', async ({
  page,
}) => {
  await createAccountAndSignIn(page, 'Mary Jackson', 'hint');
  await recordFirstHeaderFrame(page);

  // A signed-in visitor's page starts the app at once, and a cached app can hydrate before the first frame: held
  // back until the first frame was seen, it cannot have drawn this header.
  let holding = true;
  let releaseApp = () => {};
  await page.route(APP_CODE, async (route) => {
    if (holding) await new Promise<void>((resolve) => (releaseApp = resolve));
    await route.continue();
  });
  for (const path of ['/about', '/', '/blog']) {
    expect(await openUntouched(page, path), path).toEqual({ dashboard: true, signIn: false, hydrated: false });
    releaseApp();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
  }
  await expectNoSeriousViolations(page, 'signed-in header before hydration');
  holding = false;
  releaseApp();

  // The first interaction loads the app, which asks the server and shows the real user menu.
  await page.locator('body').dispatchEvent('pointerover');
  await logOut(page, 'Mary Jackson');

  expect(await openUntouched(page, '/about')).toEqual({ dashboard: false, signIn: true, hydrated: false });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeHidden();
});

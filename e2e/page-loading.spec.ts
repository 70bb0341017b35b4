import { holdRequests } from './held-requests';
import { expect, gotoReady, test } from './fixtures';
import { chunkGlob } from './built-chunks';

/**
 * Every page's code is its own chunk, fetched when the page is first opened (src/web/router.tsx). Meanwhile the
 * page the visitor is on stays, with a loading bar; a chunk that cannot be fetched shows the error page, which the
 * next move leaves.
 */
const ABOUT_CODE = chunkGlob('features/marketing/pages/about-page.tsx');
const HOME_HEADING = 'A new standard in quant talent discovery and collaboration';
const ABOUT_HEADING = 'Quant hiring, rebuilt around what people can do';

test('the page stays with a loading bar until the next page’s code is there', async ({ page }) => {
  const code = await holdRequests(page, ABOUT_CODE);
  await gotoReady(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await code.requested;

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

  code.release();
  await expect(page.getByRole('heading', { level: 1, name: ABOUT_HEADING })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toHaveCount(0);
});

test.describe('a page whose code cannot be fetched', () => {
  test.use({ allowedConsoleError: /Failed to load resource|Failed to fetch dynamically imported module/ });

  test('shows the error page, and Back returns to the page before', async ({ page }) => {
    await page.route(ABOUT_CODE, (route) => route.abort('internetdisconnected'));
    await gotoReady(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toHaveCount(0);
  });
});

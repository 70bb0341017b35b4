import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/** The home page's budget (foundation issue): at most 90 KB of gzipped JavaScript before any interaction. */
const HOME_JS_BUDGET_BYTES = 90 * 1024;

test('the home page loads only its boot script before any interaction, well within 90 KB', async ({ page }) => {
  const scripts: { url: string; gzipBytes: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push({ url: response.url(), gzipBytes: gzipSync(await response.body(), { level: 9 }).length });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  expect(scripts.map((s) => s.url).join(' ')).not.toMatch(/app-start/);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  // The first interaction brings the app.
  await page.locator('body').dispatchEvent('pointerover');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(scripts.map((s) => s.url).join(' ')).toMatch(/app-start/);
});

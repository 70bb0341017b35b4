import type { Page } from '@playwright/test';
import { filterFirms } from '../src/shared/firms-filter';
import { COMPETITIONS } from '../src/server/db/seed/competitions';
import { FIRMS } from '../src/server/db/seed/firms';
import { expect, test } from './fixtures';

/**
 * The reference pages (firms list, competitions) come with their data in the first HTML: prerendered at build time,
 * or rendered per request when the address carries filters (docs/decisions/0008-reference-pages-with-their-data.md).
 * The expected lists come from the seed the server loads, never from a number written here.
 */

/** Text as React's server renderer writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The page's markup without its scripts (the query state carries the same names as data). */
async function markupOf(
  request: { get: (url: string) => Promise<{ status(): number; text(): Promise<string> }> },
  url: string,
) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** The rows of the firms table in the markup, and the names they link. */
function tableRows(markup: string): string[] {
  const body = markup.match(/<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? '';
  return [...body.matchAll(/<tr\b[\s\S]*?<\/tr>/g)].map(([row]) => row);
}

function expectRowsFor(markup: string, names: readonly string[]) {
  const rows = tableRows(markup);
  expect(rows).toHaveLength(names.length);
  for (const name of names)
    expect(
      rows.some((row) => row.includes(`>${escapeHtml(name)}<`)),
      name,
    ).toBe(true);
}

const countText = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

test.describe('reference pages in the first HTML', () => {
  test('the firms list has every firm of the reference data, with the count', async ({ request }) => {
    const markup = await markupOf(request, '/quant-firms-list');
    expectRowsFor(
      markup,
      FIRMS.map((firm) => firm.name),
    );
    expect(markup).toContain(`>${countText(FIRMS.length, 'firm', 'firms')}<`);
    expect(markup).not.toContain('Firms pages');
  });

  test('an address with a search and a category has the filtered list in its first HTML', async ({ request }) => {
    const filter = { q: 'capital', category: 'Hedge Fund' } as const;
    const expected = filterFirms(FIRMS, filter).map((firm) => firm.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(FIRMS.length);
    const markup = await markupOf(request, '/quant-firms-list?q=capital&category=Hedge+Fund');
    expectRowsFor(markup, expected);
    expect(markup).toContain(`>${countText(expected.length, 'firm', 'firms')}<`);
    expect(markup).toMatch(/<input[^>]*value="capital"/);
  });

  test('the competitions page has every competition of the reference data, with the count', async ({ request }) => {
    const markup = await markupOf(request, '/quant-competitions');
    for (const competition of COMPETITIONS) expect(markup).toContain(`>${escapeHtml(competition.name)}</h2>`);
    expect(markup).toContain(`>${countText(COMPETITIONS.length, 'competition', 'competitions')}<`);
  });
});

test.describe('reference pages with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the firms list shows every firm', async ({ page }) => {
    await page.goto('/quant-firms-list');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(FIRMS.length);
    await expect(page.getByText(countText(FIRMS.length, 'firm', 'firms'), { exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link', { name: new RegExp(`^${FIRMS[0]!.name}`) })).toBeVisible();
  });

  test('the competitions page shows every competition', async ({ page }) => {
    await page.goto('/quant-competitions');
    for (const competition of COMPETITIONS)
      await expect(page.getByRole('heading', { level: 2, name: competition.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Official page/ })).toHaveCount(COMPETITIONS.length);
  });
});

/**
 * Hydration keeps the server's nodes; a mismatch makes React render the page again on the client (new nodes) and
 * report it as a console error, which fails the test (e2e/fixtures.ts).
 */
async function expectHydratedInPlace(page: Page, path: string, firstItem: string) {
  await page.goto(path);
  const before = await page.locator(firstItem).first().elementHandle();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  // What gotoReady does after its goto: the first pointer movement starts the app.
  await page.locator('body').dispatchEvent('pointerover');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(await before?.evaluate((node) => node.isConnected)).toBe(true);
}

test.describe('reference pages hydrate to the same page', () => {
  test('the firms list, whole and filtered, keeps its server nodes when the app starts', async ({ page }) => {
    for (const path of ['/quant-firms-list', '/quant-firms-list?q=capital&category=Hedge+Fund'])
      await expectHydratedInPlace(page, path, 'tbody tr');
  });

  test('the competitions page keeps its server nodes when the app starts', async ({ page }) => {
    await expectHydratedInPlace(page, '/quant-competitions', 'main li h2');
  });
});

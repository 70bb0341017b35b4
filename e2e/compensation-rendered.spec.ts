import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  COMPENSATION_PAGE_SIZE,
  COMPENSATION_REGIONS,
  formatUsd,
  type CompensationRegion,
} from '../src/shared/compensation';
import type { CompensationStatistics } from '../src/shared/contracts/compensation';
import { expect, gotoReady, test } from './fixtures';
import { holdRequests } from './held-requests';
import { chunkGlob, chunkPath } from './built-chunks';

/**
 * Compensation insights is rendered on the server per request, with its data (docs/decisions/0009): the first HTML
 * has the heading, the filters, the statistics and the first page of entries; the browser hydrates it in place,
 * and the charts' code (Recharts) is fetched only when the charts come into view.
 * Each test writes to a group of its own, so parallel journeys cannot change what it counts.
 */

interface Group {
  role: string;
  level: string;
  region: string;
}

type Amounts = { baseSalary: number; bonus?: number; stockValue?: number };

/**
 * The region a test that counts its group's entries writes to on this attempt. The entries of an earlier attempt
 * (a retry, --repeat-each) stay in the database, so each attempt moves on to the next region: no other journey
 * writes to these tests' role and level.
 */
function regionOfAttempt(first: CompensationRegion): CompensationRegion {
  const { retry, repeatEachIndex } = test.info();
  const index = COMPENSATION_REGIONS.indexOf(first) + retry + repeatEachIndex * 2;
  return COMPENSATION_REGIONS[index % COMPENSATION_REGIONS.length]!;
}

/** Entries sent through the API, as other visitors would have sent them; each carries a note unique to this run. */
async function seed(request: APIRequestContext, group: Group, amounts: Amounts[], label: string): Promise<string[]> {
  const { csrfToken } = (await (await request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const notes: string[] = [];
  for (const [index, entry] of amounts.entries()) {
    const note = `${label} ${run} #${index + 1}`;
    const response = await request.post('/api/compensation/entries', {
      data: { ...group, year: 2025, ...entry, notes: note },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(response.status()).toBe(201);
    notes.push(note);
  }
  return notes;
}

const query = (group: Group, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...group, ...extra }).toString();

/** The page's markup without its scripts (the query state carries the same notes as data). */
async function markupOf(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** The rows of the entries table (not the statistics table) in the markup. */
function entryRows(markup: string): string[] {
  const body = markup.match(/<caption[^>]*>Compensation entries\.[\s\S]*?<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? '';
  return [...body.matchAll(/<tr\b[\s\S]*?<\/tr>/g)].map(([row]) => row);
}

/** The number the statistics panel shows ("3,005 entries"). */
function shownCount(markup: string): number {
  const text = markup.match(/data-testid="entry-count"[^>]*>([\d,]+) entr(?:y|ies)</)?.[1];
  expect(text, 'the entry count').toBeDefined();
  return Number(text!.replace(/,/g, ''));
}

async function statisticsOf(request: APIRequestContext, search: string): Promise<CompensationStatistics> {
  const response = await request.get(`/api/compensation/statistics?${search}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as CompensationStatistics;
}

const isChartCode = (request: Request) =>
  request.url().endsWith(chunkPath('features/compensation/components/chart-plot.tsx'));

test.describe('compensation insights in the first HTML', () => {
  test('the bare address has the heading, the filter panel, the statistics and the first page of entries', async ({
    request,
  }) => {
    // The largest totals of any journey, so they lead the default order (total compensation, highest first).
    const notes = await seed(
      request,
      { role: 'Portfolio Manager', level: 'Lead', region: 'EMEA' },
      [0, 1, 2, 3, 4].map((i) => ({ baseSalary: 9_000_000 + i * 1_000, bonus: 900_000 })),
      'First HTML',
    );
    // The server keeps a rendered page 10 s per address: another journey may have opened it just before we wrote.
    let markup = '';
    await expect
      .poll(
        async () => {
          markup = await markupOf(request, '/compensation-insights');
          return notes.filter((note) => markup.includes(note)).length;
        },
        { timeout: 20_000, message: 'the rendered page shows the new entries once its short cache has turned over' },
      )
      .toBe(notes.length);

    expect(markup).toMatch(/<h1[^>]*>Quant Compensation Insights<\/h1>/);
    expect(markup).toContain('Real salary data for quant roles. Anonymous. Filterable. Always growing.');
    expect(markup).toMatch(/<search aria-label="Filter compensation data"/);
    for (const option of ['All roles', 'All levels', 'All regions', 'Include stock', 'Include bonus'])
      expect(markup).toContain(`>${option}<`);
    expect(markup).toContain('>Submit Data</button>');

    expect(markup).toContain('>Statistics for this filter</h2>');
    const count = shownCount(markup);
    expect(count).toBeGreaterThanOrEqual(notes.length);
    expect(markup).toContain('>Percentiles of compensation for the current filter</caption>');

    expect(markup).toContain('>Sorted by total compensation, highest first<');
    const rows = entryRows(markup);
    expect(rows).toHaveLength(Math.min(count, COMPENSATION_PAGE_SIZE));
    for (const note of notes) expect(rows.some((row) => row.includes(note))).toBe(true);
    expect(rows[0]).toContain('Portfolio Manager');
    // No spinner stands in for data the server had.
    expect(markup).not.toMatch(/aria-label="Loading (statistics|compensation data)"/);
  });

  test('a filtered and sorted address has that view in its first HTML', async ({ request }) => {
    const group = { role: 'Quant Trader', level: 'Intern', region: 'APAC' };
    const amounts = [
      { baseSalary: 80_000, bonus: 5_000 },
      { baseSalary: 60_000, bonus: 10_000 },
      { baseSalary: 90_000 },
      { baseSalary: 70_000, bonus: 20_000 },
      { baseSalary: 65_000, bonus: 15_000 },
      { baseSalary: 75_000, bonus: 8_000 },
    ];
    const notes = await seed(request, group, amounts, 'Filtered HTML');
    const search = query(group, { includeBonus: 'false', sort: 'baseSalary', dir: 'asc' });
    const markup = await markupOf(request, `/compensation-insights?${search}`);

    // The filter panel shows the address's choices.
    for (const value of Object.values(group))
      expect(markup).toMatch(new RegExp(`<option (selected(="")? )?value="${value}"( selected(="")?)?>`));
    expect(markup).toMatch(/<input type="checkbox"[^>]*\schecked(="")?(\s[^>]*)?\/><label[^>]*>Include stock</);
    expect(markup).toMatch(/<input type="checkbox"(?![^>]*checked)[^>]*\/><label[^>]*>Include bonus</);

    // The statistics of the group, without bonuses.
    const statistics = await statisticsOf(request, query(group, { includeBonus: 'false' }));
    expect(shownCount(markup)).toBe(statistics.count);
    expect(statistics.total).not.toBeNull();
    expect(markup).toContain(`>${formatUsd(statistics.total!.p50)}</td>`);
    expect(markup).toContain('Excluded by the filter');

    // Its entries, by base salary, lowest first; totals without the bonus.
    expect(markup).toContain('>Sorted by base salary, lowest first<');
    const rows = entryRows(markup);
    expect(rows).toHaveLength(Math.min(statistics.count, COMPENSATION_PAGE_SIZE));
    for (const row of rows) expect(row).toContain('>Quant Trader<');
    for (const note of notes) expect(rows.some((row) => row.includes(note))).toBe(true);
    const ours = rows.find((row) => row.includes(notes[1]!));
    expect(ours).toContain('>$60,000<');
    expect(ours).toContain('line-through');
    const bases = rows.map((row) => Number(row.match(/<td[^>]*>\$([\d,]+)<\/td>/)?.[1]?.replace(/,/g, '')));
    expect(bases).toEqual([...bases].sort((a, b) => a - b));
  });
});

test.describe('compensation insights with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the statistics and the entries are shown', async ({ page }) => {
    const group = { role: 'Quant Developer', level: 'Intern', region: regionOfAttempt('South America') };
    const notes = await seed(
      page.request,
      group,
      [100_000, 110_000, 120_000, 130_000, 140_000].map((baseSalary) => ({ baseSalary })),
      'No script',
    );
    await page.goto(`/compensation-insights?${query(group)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quant Compensation Insights' })).toBeVisible();
    const statistics = page.getByRole('region', { name: 'Statistics for this filter' });
    await expect(statistics).toContainText('5 entries');
    await expect(
      statistics
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Total' }) })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('$120,000');
    const rows = page.getByRole('table', { name: /Compensation entries/ }).locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText('$140,000');
    for (const note of notes) await expect(rows.filter({ hasText: note })).toHaveCount(1);
  });
});

/** The first row of the entries table. */
const firstRow = (page: Page) =>
  page
    .getByRole('table', { name: /Compensation entries/ })
    .locator('tbody tr')
    .first();

test.describe('compensation insights after hydration', () => {
  test('a filtered, sorted page keeps its server nodes; sort, filters and a submission then work', async ({ page }) => {
    const group = { role: 'Risk Analyst', level: 'Lead', region: regionOfAttempt('APAC') };
    await seed(
      page.request,
      group,
      [
        { baseSalary: 200_000, bonus: 50_000 },
        { baseSalary: 150_000, bonus: 300_000 },
        { baseSalary: 250_000 },
        { baseSalary: 180_000, bonus: 20_000 },
        { baseSalary: 220_000, bonus: 10_000 },
      ],
      'Hydrated',
    );
    await page.goto(`/compensation-insights?${query(group, { sort: 'baseSalary', dir: 'asc' })}`);
    const serverRow = await firstRow(page).elementHandle();
    await expect(firstRow(page)).toContainText('$150,000');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    // What gotoReady does after its goto: the first pointer movement starts the app. A mismatch between the
    // server's HTML and the first render would replace the nodes and log a console error (e2e/fixtures.ts).
    await page.locator('body').dispatchEvent('pointerover');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await serverRow?.evaluate((node) => node.isConnected)).toBe(true);

    // Sort: Base Salary ascending -> descending.
    const baseHeader = page.getByRole('columnheader', { name: 'Base Salary' });
    await expect(baseHeader).toHaveAttribute('aria-sort', 'ascending');
    await baseHeader.getByRole('button').click();
    await expect(baseHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=baseSalary&dir=desc/);
    await expect(firstRow(page)).toContainText('$250,000');

    // Filter: without bonuses the totals shrink; another level has none of these entries.
    await page.getByLabel('Include bonus').click();
    await expect(page.getByLabel('Include bonus')).not.toBeChecked();
    await expect(page).toHaveURL(/includeBonus=false/);
    const statistics = page.getByRole('region', { name: 'Statistics for this filter' });
    await expect(statistics).toContainText('5 entries');
    await expect(statistics).toContainText('Excluded by the filter');
    await page.getByLabel('Include bonus').click();
    await expect(page.getByLabel('Include bonus')).toBeChecked();

    // A submission shows at once, although the server may still hold this address's page from a moment ago:
    // the client refetches from the API, which is not cached.
    const note = `Hydrated submission ${Date.now()}`;
    await page.getByRole('button', { name: 'Submit Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Compensation Data' });
    await dialog.getByLabel('Role').selectOption(group.role);
    await dialog.getByLabel('Level').selectOption(group.level);
    await dialog.getByLabel('Region').selectOption(group.region);
    await dialog.getByLabel('Base Salary (USD)').fill('400000');
    await dialog.getByLabel('Year').fill('2025');
    await dialog.getByLabel('Notes').fill(note);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(statistics).toContainText('6 entries');
    await expect(firstRow(page)).toContainText(note);

    await page.getByLabel('Level').selectOption('Intern');
    await expect(page).toHaveURL(/level=Intern/);
    await expect(page.getByRole('row').filter({ hasText: note })).toHaveCount(0);
  });
});

test.describe('compensation insights before the app has loaded', () => {
  test('Submit Data pressed first opens the dialog once the app is there; closing it returns to the button', async ({
    page,
  }) => {
    await page.goto('/compensation-insights');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const button = page.getByRole('button', { name: 'Submit Data' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Submit Compensation Data' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Base Salary (USD)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('the Submit Data button while the dialog code arrives', () => {
  test('a press that goes down before the code has arrived and up after it opens the dialog', async ({ page }) => {
    const code = await holdRequests(page, chunkGlob('features/compensation/components/submit-dialog.tsx'));
    await gotoReady(page, '/compensation-insights');
    const button = page.getByRole('button', { name: 'Submit Data' });
    const box = (await button.boundingBox())!;
    // Hovering asks for the dialog's code; the pointer goes down while it is held back.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await code.requested;
    await page.mouse.down();
    code.release();
    // The code (and what it imports) has arrived and been rendered before the pointer comes up.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Submit Compensation Data' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Role')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('compensation charts', () => {
  // A phone-sized screen: the charts start well below it.
  test.use({ viewport: { width: 390, height: 600 } });

  test('their code is fetched only when they come into view; then they are drawn in the space kept for them', async ({
    page,
  }) => {
    const group = { role: 'Data Scientist', level: 'Lead', region: 'North America' };
    await seed(
      page.request,
      group,
      [210_000, 240_000, 260_000, 300_000, 350_000].map((baseSalary) => ({ baseSalary })),
      'Charts',
    );
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (isChartCode(request)) chartRequests.push(request.url());
    });
    await gotoReady(page, `/compensation-insights?${query(group)}`);

    const chart = page.getByRole('figure', { name: 'Distribution of total compensation' });
    const placeholderBox = await chart.boundingBox();
    const viewportHeight = page.viewportSize()!.height;
    expect(placeholderBox!.y).toBeGreaterThan(viewportHeight);

    // After a round trip to the API (a new sort), the page has had every chance to ask for the charts too.
    await page.getByLabel('Sort entries').selectOption({ label: 'Base salary, lowest first' });
    await expect(page).toHaveURL(/sort=baseSalary&dir=asc/);
    await expect(
      page
        .getByRole('list', { name: /Compensation entries/ })
        .getByRole('listitem')
        .first(),
    ).toContainText('$210,000');
    expect(chartRequests).toEqual([]);
    await expect(chart.locator('svg.recharts-surface')).toHaveCount(0);

    const fetched = page.waitForRequest(isChartCode);
    await chart.scrollIntoViewIfNeeded();
    await fetched;
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading chart' })).toHaveCount(0);
    await expect(
      page.getByRole('figure', { name: 'Median total compensation by level' }).locator('svg.recharts-surface'),
    ).toBeVisible();
    expect((await chart.boundingBox())!.height).toBe(placeholderBox!.height);
    expect(chartRequests).toHaveLength(1);
  });
});

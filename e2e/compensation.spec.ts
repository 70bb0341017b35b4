import type { Locator, Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

/** A group no other journey writes to, so its statistics are ours alone. */
const GROUP = { role: 'Quantitative Strategist', level: 'Lead', region: 'South America', year: 2024 };

/**
 * Five entries through the API, as other visitors would have sent them. Their base order differs from their total
 * order, so each step of the sort cycle puts a different row first.
 */
const OTHERS = [
  { baseSalary: 150000, bonus: 400000, stockValue: 0 }, // total 550,000 (highest total)
  { baseSalary: 300000, bonus: 0 }, // 300,000 (highest base)
  { baseSalary: 200000, bonus: 50000, stockValue: 100000 }, // 350,000
  { baseSalary: 250000, bonus: 20000 }, // 270,000
  { baseSalary: 180000, bonus: 100000, stockValue: 20000 }, // 300,000
];

async function submitThroughApi(page: Page) {
  const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  for (const entry of OTHERS) {
    const response = await page.request.post('/api/compensation/entries', {
      data: { ...GROUP, ...entry, notes: 'Seeded by the journey' },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(response.status()).toBe(201);
  }
}

const firstRow = (page: Page) =>
  page
    .getByRole('table', { name: /Compensation entries/ })
    .locator('tbody tr')
    .first();
const totalMedian = (page: Page): Locator =>
  page
    .getByRole('region', { name: 'Statistics for this filter' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total' }) })
    .getByRole('cell')
    .nth(1);

/**
 * The switches are controlled by the URL, which React Router updates a moment after the click; Playwright's
 * check()/uncheck() look at the box at once, so click and wait for the state instead.
 */
async function toggle(page: Page, label: string, on: boolean) {
  const box = page.getByLabel(label);
  await box.click();
  if (on) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

test.describe('compensation insights', () => {
  test('submit (after a validation failure), find the entry, filter, sort through the cycle, toggle stock and bonus', async ({
    page,
  }) => {
    await gotoReady(page, '/compensation-insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Quant Compensation Insights' })).toBeVisible();
    await expect(
      page.getByText('Real salary data for quant roles. Anonymous. Filterable. Always growing.'),
    ).toBeVisible();
    await submitThroughApi(page);

    // Submit Data: an empty form shows the spec's messages and sends nothing.
    await page.getByRole('button', { name: 'Submit Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Compensation Data' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(500);
    await expect(dialog.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    for (const message of ['Role is required', 'Level is required', 'Region is required', 'Base salary is required'])
      await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByLabel('Role')).toHaveAttribute('aria-invalid', 'true');

    const note = `Journey ${Date.now()} <b>not bold</b>`;
    await dialog.getByLabel('Role').selectOption(GROUP.role);
    await dialog.getByLabel('Level').selectOption(GROUP.level);
    await dialog.getByLabel('Region').selectOption(GROUP.region);
    await dialog.getByLabel('Base Salary (USD)').fill('120000');
    await dialog.getByLabel('Bonus (USD)').fill('13000');
    await dialog.getByLabel('Stock Value (USD)').fill('7000');
    await dialog.getByLabel('Year').fill('2024');
    await dialog.getByLabel('Notes').fill(note);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(toastWith(page, 'Thank you for your submission!')).toContainText(
      'Your compensation data has been recorded anonymously.',
    );
    await expect(dialog).toBeHidden();

    // Filter to the group: only its entries remain, ours among them, its notes shown as text.
    await page.getByLabel('Role').selectOption(GROUP.role);
    await page.getByLabel('Level').selectOption(GROUP.level);
    await page.getByLabel('Region').selectOption(GROUP.region);
    await expect(page).toHaveURL(/role=Quantitative\+Strategist/);
    await expect(page).toHaveURL(/region=South\+America/);
    const ours = page.getByRole('row').filter({ hasText: note });
    await expect(ours).toContainText('$120,000');
    await expect(ours).toContainText('$140,000');
    const rows = page.getByRole('table', { name: /Compensation entries/ }).locator('tbody tr');
    await expect(rows).toHaveCount(6);
    for (const row of await rows.all()) await expect(row).toContainText('Quantitative Strategist');

    // Default order: total compensation, highest first.
    await expect(page.getByText('Sorted by total compensation, highest first', { exact: true })).toBeVisible();
    await expect(firstRow(page)).toContainText('$550,000');

    // Sort cycle on Base Salary: ascending, descending, then back to the default.
    const baseHeader = page.getByRole('columnheader', { name: 'Base Salary' });
    await baseHeader.getByRole('button').click();
    await expect(baseHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=baseSalary&dir=asc/);
    await expect(firstRow(page)).toContainText(note);
    await baseHeader.getByRole('button').click();
    await expect(baseHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow(page)).toContainText('$300,000');
    await expect(firstRow(page)).not.toContainText(note);
    await baseHeader.getByRole('button').click();
    await expect(baseHeader).not.toHaveAttribute('aria-sort');
    await expect(page).not.toHaveURL(/sort=/);
    await expect(firstRow(page)).toContainText('$550,000');

    // Statistics: 6 entries; median total 300,000, then without stock 275,000, without both the median base.
    const statistics = page.getByRole('region', { name: 'Statistics for this filter' });
    await expect(statistics).toContainText('6 entries');
    await expect(totalMedian(page)).toHaveText('$300,000');

    await toggle(page, 'Include stock', false);
    await expect(page).toHaveURL(/includeStock=false/);
    await expect(ours).toContainText('$133,000');
    await expect(totalMedian(page)).toHaveText('$275,000');

    await toggle(page, 'Include bonus', false);
    await expect(ours).toContainText('$120,000');
    await expect(ours).not.toContainText('$133,000');
    await expect(totalMedian(page)).toHaveText('$190,000');
    await expect(statistics.getByRole('row').filter({ hasText: 'Bonus' })).toContainText('Excluded by the filter');

    await toggle(page, 'Include stock', true);
    await toggle(page, 'Include bonus', true);
    await expect(totalMedian(page)).toHaveText('$300,000');
    await expect(ours).toContainText('$140,000');

    // The view survives a reload: filters and sort are in the URL.
    await page.reload();
    await expect(page.getByLabel('Region')).toHaveValue(GROUP.region);
  });

  test('a narrow filter with fewer than 5 entries shows no statistics', async ({ page }) => {
    await gotoReady(page, '/compensation-insights?role=Risk+Analyst&level=Intern&region=Remote');
    await expect(page.getByText('No compensation data found for the selected filters.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Statistics for this filter' })).toContainText('Not enough data');
  });
});

test.describe('@mobile compensation insights on a phone', () => {
  // Issue 11: a table scrolling inside its box hid the money columns off-screen; a phone gets cards instead.
  test('entries are cards (no table scrolling sideways), the page does not scroll, and the dialog fits the screen', async ({
    page,
  }) => {
    await gotoReady(page, '/compensation-insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Quant Compensation Insights' })).toBeVisible();
    // One entry outside GROUP, whose statistics the desktop journey owns.
    const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
    const sent = await page.request.post('/api/compensation/entries', {
      data: { role: 'Data Scientist', level: 'Junior', region: 'Remote', year: 2024, baseSalary: 90000 },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(sent.status()).toBe(201);
    await gotoReady(page, '/compensation-insights');
    await expect(
      page
        .getByRole('list', { name: /Compensation entries/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /Compensation entries/ })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Submit Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Compensation Data' });
    await expect(dialog).toBeVisible();
    const dialogBox = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(dialogBox && viewport && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= viewport.width).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

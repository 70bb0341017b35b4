import { expect, gotoReady, test } from './fixtures';

test.describe('quant firms list', () => {
  test('searches as you type, filters by category and keeps the filters in the URL', async ({ page }) => {
    await gotoReady(page, '/quant-firms-list');
    const table = page.getByRole('table');
    const total = Number((await page.getByText(/^\d+ firms$/).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(140);
    await expect(page.getByText('Last updated May 2025')).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(total);

    await page.getByLabel('Search firms').fill('jane street');
    await expect(table.getByRole('link', { name: /^Jane Street/ })).toBeVisible();
    await expect(page).toHaveURL(/q=jane\+street/);
    // Jane Street is in the whole list too: wait for the list to shrink before counting it.
    await expect.poll(() => table.locator('tbody tr').count()).toBeLessThan(total);
    const rows = await table.locator('tbody tr').count();
    await expect(page.getByText(/^\d+ firms?$/)).toHaveText(rows === 1 ? '1 firm' : `${rows} firms`);

    await page.getByLabel('Search firms').fill('');
    await expect(page).not.toHaveURL(/q=/);
    await page.getByLabel('Category').selectOption('Bank');
    await expect(page).toHaveURL(/category=Bank/);
    await expect(table.locator('tbody tr').first()).toContainText('Bank');
    const categories = await table.locator('tbody td:nth-child(2)').allTextContents();
    expect(new Set(categories)).toEqual(new Set(['Bank']));

    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('Bank');
  });

  test('shows every firm that matches on one page, without pages; an old ?page= link shows them all', async ({
    page,
  }) => {
    await gotoReady(page, '/quant-firms-list?page=2');
    const total = Number((await page.getByText(/^\d+ firms$/).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(140);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(total);
    await expect(page.getByRole('navigation', { name: 'Firms pages' })).toHaveCount(0);

    // The first search drops the old parameter: the address names only what the page shows.
    await page.getByLabel('Search firms').fill('capital');
    await expect(page).toHaveURL(/\?q=capital$/);
  });

  test('filters the list it came with: no request for firms while searching and choosing a category', async ({
    page,
  }) => {
    // The list itself comes with the page; only which firms are verified on QuantLeap is asked for, once.
    const firmsRequests: string[] = [];
    const verifiedRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/firms/verified') verifiedRequests.push(pathname);
      else if (pathname.startsWith('/api/firms')) firmsRequests.push(request.url());
    });
    await gotoReady(page, '/quant-firms-list');
    const rows = page.getByRole('table').locator('tbody tr');
    const total = await rows.count();

    await page.getByLabel('Search firms').fill('citadel');
    await expect(
      page
        .getByRole('table')
        .getByRole('link', { name: /^Citadel/ })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/q=citadel/);
    await expect.poll(() => rows.count()).toBeLessThan(total);
    await page.getByLabel('Search firms').fill('');
    await page.getByLabel('Category').selectOption('Market Maker');
    await expect(page).toHaveURL(/category=Market\+Maker/);
    const categories = await page.getByRole('table').locator('tbody td:nth-child(2)').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Market Maker']));

    expect(firmsRequests).toEqual([]);
    expect(verifiedRequests.length).toBeLessThanOrEqual(1);
  });

  test('a shared link with a search and a category opens filtered, and the back button restores both', async ({
    page,
  }) => {
    await gotoReady(page, '/quant-firms-list?q=capital&category=Hedge+Fund');
    await expect(page.getByLabel('Search firms')).toHaveValue('capital');
    await expect(page.getByLabel('Category')).toHaveValue('Hedge Fund');
    const table = page.getByRole('table');
    const categories = await table.locator('tbody td:nth-child(2)').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Hedge Fund']));
    for (const text of await table.locator('tbody tr').allTextContents())
      expect(text.toLowerCase()).toContain('capital');

    await page.getByLabel('Category').selectOption('');
    await expect(page).not.toHaveURL(/category=/);
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(categories.length);
    const wider = await table.locator('tbody tr').count();
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await expect(page.getByLabel('Search firms')).toHaveValue('capital');
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(table.locator('tbody tr')).toHaveCount(wider);
  });

  test('the back button restores an earlier search in the box and the table', async ({ page }) => {
    await gotoReady(page, '/quant-firms-list?q=optiver');
    await expect(page.getByLabel('Search firms')).toHaveValue('optiver');
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await expect(page.getByLabel('Search firms')).toHaveValue('optiver');
    await expect(page.getByRole('table').getByRole('link', { name: /^Optiver/ })).toBeVisible();
  });

  test('offers All Categories plus each distinct category', async ({ page }) => {
    await gotoReady(page, '/quant-firms-list');
    const options = await page.getByLabel('Category').locator('option').allTextContents();
    expect(options[0]).toBe('All Categories');
    expect(options.slice(1).sort()).toEqual(['Asset Manager', 'Bank', 'Hedge Fund', 'Market Maker', 'Prop Trading']);
  });

  test('says so when nothing matches', async ({ page }) => {
    await gotoReady(page, '/quant-firms-list?q=zzzz-nothing');
    await expect(page.getByText('No firms found matching your search.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Firms pages' })).toHaveCount(0);
  });

  test('external links open in a new tab without handing over the opener', async ({ page }) => {
    await gotoReady(page, '/quant-firms-list');
    const link = page.getByRole('table').getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('quant competitions', () => {
  test('filters by any selected category and clears', async ({ page }) => {
    await gotoReady(page, '/quant-competitions');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(10);
    await expect(page.getByText('10 competitions')).toBeVisible();

    const group = page.getByRole('group', { name: 'Categories' });
    const first = group.getByRole('button').first();
    const firstName = (await first.textContent()) ?? '';
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const afterOne = await cards.count();
    expect(afterOne).toBeGreaterThan(0);
    expect(afterOne).toBeLessThanOrEqual(10);
    for (const card of await cards.all()) await expect(card.getByText(firstName, { exact: true })).toBeVisible();

    const second = group.getByRole('button').nth(1);
    await second.click();
    expect(await cards.count()).toBeGreaterThanOrEqual(afterOne);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(cards).toHaveCount(10);
    await expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  test('each card links to its official page safely', async ({ page }) => {
    await gotoReady(page, '/quant-competitions');
    const links = page.getByRole('link', { name: /Official page/ });
    await expect(links).toHaveCount(10);
    await expect(links.first()).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

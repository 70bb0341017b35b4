import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

/** Five intern reports for one group, from `baseSalary` a year up, so the board can compare pay with them. */
async function seedInternReports(page: Page, group: { role: string; region: string }, baseSalary: number) {
  const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post('/api/compensation/entries', {
      data: {
        ...group,
        level: 'Intern',
        year: 2026,
        baseSalary: baseSalary + i * 6000,
        notes: 'Seeded by the internship board journey',
      },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(response.status()).toBe(201);
  }
}

/** The signed-in page's user creates a company at their own work domain (verified at once) or elsewhere (pending). */
async function createOwnCompany(page: Page, email: string, verified: boolean) {
  const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  const domain = email.slice(email.indexOf('@') + 1);
  const response = await page.request.post('/api/company', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: {
      name: `Board Capital ${Date.now()}`,
      website: verified ? `https://www.${domain}` : 'https://board-capital-elsewhere.test',
      category: 'Hedge Fund',
      sizeBand: '11–50',
      headquarters: 'Chicago, IL',
    },
  });
  expect(response.status()).toBe(201);
}

async function fillPosition(page: Page, title: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Department').fill('Data Science');
  await dialog.getByLabel('Location').fill('New York, NY');
  await dialog
    .getByLabel('Application deadline')
    .fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await dialog.getByLabel('Region').selectOption('North America');
  await dialog.getByLabel('Role').selectOption('Data Scientist');
  await dialog.getByLabel('Requirements (one per line)').fill('Python\nStatistics');
  await dialog.getByLabel('Description').fill('Ten weeks building forecasting models with our data science team.');
}

test.describe('the internship board', () => {
  // Refused saves (400) are logged by Chromium as failed resource loads.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 4\d\d/ });

  test('a verified firm posts a position with pay (compared with intern reports), quants find it, the firm closes, reopens and duplicates it', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const email = await signIn('Bianca Board');
    await createOwnCompany(page, email, true);
    await seedInternReports(page, { role: 'Data Scientist', region: 'North America' }, 108_000);
    const title = `Forecasting Intern ${Date.now()}`;

    // The company dashboard leads to the board.
    await gotoReady(page, '/funds/company-dashboard');
    await page.getByRole('link', { name: 'Internship Board' }).click();
    await expect(page).toHaveURL(/\/funds\/internship-board$/);
    await expect(page.getByRole('heading', { name: 'Internship Board', level: 1 })).toBeVisible();
    await expect(page.getByText('No positions posted yet')).toBeVisible();
    await expectNoSeriousViolations(page, 'empty board');

    await page.getByRole('button', { name: 'Post New Position' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Position' });
    await expect(dialog).toBeVisible();
    await fillPosition(page, title);
    // Publishing without pay is refused, beside the pay, and nothing is saved.
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(
      dialog.getByText('Add the pay range to publish: applicants trust postings that say what they pay.'),
    ).toBeVisible();
    await dialog.getByLabel('From').fill('8000');
    await dialog.getByLabel('To').fill('7000');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog.getByText('The highest pay cannot be below the lowest')).toBeVisible();
    await dialog.getByLabel('To').fill('9000');
    await expect(
      dialog.getByText(/Interns in Data Scientist, North America report \$[\d,]+–\$[\d,]+ a month/),
    ).toBeVisible();
    await expect(dialog.getByText('below most')).toBeVisible();
    await expectNoSeriousViolations(page, 'create position dialog');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(toastWith(page, 'Position published')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expect(card.getByText('$8,000–$9,000 a month')).toBeVisible();
    await expectNoSeriousViolations(page, 'board with a position');

    // A quant finds it in the finder with its pay.
    const quant = await apiUser(browser, baseURL!, 'Quinn Quant');
    const finder = await quant.context.newPage();
    await gotoReady(finder, `/quants/internship-finder?q=${encodeURIComponent(title)}`);
    await expect(finder.getByRole('heading', { name: title })).toBeVisible();
    await expect(finder.getByText('$8,000–$9,000 a month')).toBeVisible();

    // Closing takes it out of the finder; reopening puts it back.
    await card.getByRole('button', { name: `Close ${title}` }).click();
    await card.getByRole('button', { name: 'Confirm close' }).click();
    await expect(card.getByText('Closed', { exact: true })).toBeVisible();
    await finder.reload();
    await expect(finder.getByText('No internships found')).toBeVisible();
    await card.getByRole('button', { name: `Reopen ${title}` }).click();
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await finder.reload();
    await expect(finder.getByRole('heading', { name: title })).toBeVisible();
    await quant.context.close();

    // Duplicate: a draft copy, edited into its own position.
    await card.getByRole('button', { name: `Duplicate ${title}` }).click();
    await expect(toastWith(page, 'Position duplicated')).toBeVisible();
    const copies = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(copies).toHaveCount(2);
    const draft = copies.filter({ hasText: 'Draft' });
    await draft.getByRole('button', { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit position' });
    await expect(editDialog.getByLabel('From')).toHaveValue('8000');
    await editDialog.getByLabel('Title').fill(`${title} (spring)`);
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: `${title} (spring)` })).toBeVisible();
  });

  test('an unverified firm prepares drafts but cannot publish, and is told why', async ({ page, signIn }) => {
    const email = await signIn('Umberto Unverified');
    await createOwnCompany(page, email, false);
    await gotoReady(page, '/funds/internship-board');
    await expect(
      page.getByText('Your company is not verified yet, so you can prepare drafts but not publish them.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Post New Position' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Position' });
    await expect(dialog.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await fillPosition(page, 'Draft Only Intern');
    await dialog.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toastWith(page, 'Draft saved')).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Draft Only Intern' }) });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card.getByText('No pay yet: add it to publish')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
  });
});

test.describe('@mobile the internship board on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the board and the position dialog fit a 390 px phone', async ({ page, signIn }) => {
    const email = await signIn('Pocket Board');
    await createOwnCompany(page, email, true);
    await gotoReady(page, '/funds/internship-board');
    await page.getByRole('button', { name: 'Post New Position' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Position' });
    await fillPosition(page, 'Pocket Forecasting Intern');
    await dialog.getByLabel('From').fill('45');
    await dialog.getByLabel('To').fill('60');
    await dialog.getByLabel('Paid').selectOption('hour');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE_VIEWPORT.width).toBe(true);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('$45–$60 an hour')).toBeVisible();
    expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'board on a phone');
  });
});

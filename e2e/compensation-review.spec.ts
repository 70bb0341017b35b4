import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { uniqueTag } from './company-helpers';
import { expect, gotoReady, signInOperatorContext, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

type Cell = { role: string; level: string; region: string };

/**
 * An intern total above $1,000,000 (the Intern cap), sent as a visitor sends one: held whatever its cell holds.
 * Each test uses a cell of its own, so its statistics are its alone. Returns the note that finds its card.
 */
async function heldEntry(page: Page, cell: Cell): Promise<string> {
  const note = `Held by the journey ${uniqueTag()}`;
  const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/compensation/entries', {
    data: { ...cell, year: 2024, baseSalary: 900000, bonus: 300000, notes: note },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(201);
  // The sender is told what every sender is told.
  expect(await response.json()).toEqual({ ok: true, message: 'Your compensation data has been recorded anonymously.' });
  return note;
}

const cellQuery = (cell: Cell) => new URLSearchParams(cell).toString();

const entryCard = (page: Page, list: 'Held entries' | 'Hidden entries', note: string): Locator =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: note });

test('an operator sees the held count, approves a held entry, and it then counts in the statistics', async ({
  page,
  baseURL,
}) => {
  // A cell no other journey reads: compensation.spec.ts expects Risk Analyst, Intern, Remote to stay empty.
  const cell = { role: 'Data Scientist', level: 'Intern', region: 'Remote' };
  const note = await heldEntry(page, cell);
  await gotoReady(page, `/compensation-insights?${cellQuery(cell)}`);
  const count = page.getByTestId('entry-count');
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())?.replace(/ entr(y|ies)$/, '').replace(/,/g, ''));
  await expect(page.getByText(note)).toHaveCount(0);

  await signInOperatorContext(page.context(), baseURL!);
  await gotoReady(page, '/admin');
  const queues = page.getByRole('list', { name: 'Queues' });
  await expect(queues.getByRole('listitem')).toHaveCount(4);
  await expect(queues.getByText(/^[1-9]\d* entr(y|ies) waiting$/)).toBeVisible();
  await queues.getByRole('link', { name: 'Compensation entries held for review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compensation review' })).toBeVisible();

  const card = entryCard(page, 'Held entries', note);
  await expect(card.getByText('Held', { exact: true })).toBeVisible();
  await expect(card).toContainText('Total$1,200,000');
  await expect(card).toContainText('Total above $1,000,000, the cap for the Intern level');
  await expectNoSeriousViolations(page, '/admin/compensation');

  await card.getByRole('button', { name: 'Approve the $1,200,000 Intern Data Scientist entry' }).click();
  await card.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(toastWith(page, 'Entry approved')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /held for review$/ })).toBeFocused();

  await gotoReady(page, `/compensation-insights?${cellQuery(cell)}`);
  await expect(count).toHaveText(before + 1 === 1 ? '1 entry' : `${before + 1} entries`);
  await expect(page.getByRole('cell', { name: note })).toBeVisible();
});

test('an operator hides a held entry with a reason and shows it again with a reason', async ({ page, baseURL }) => {
  const cell = { role: 'Portfolio Manager', level: 'Intern', region: 'Remote' };
  const note = await heldEntry(page, cell);
  await signInOperatorContext(page.context(), baseURL!);
  await gotoReady(page, '/admin/compensation');
  const held = entryCard(page, 'Held entries', note);

  // A reason is required: the dialog says so and nothing changes.
  await held.getByRole('button', { name: 'Hide the $1,200,000 Intern Portfolio Manager entry' }).click();
  const hideDialog = page.getByRole('dialog', { name: 'Hide this entry' });
  await hideDialog.getByRole('button', { name: 'Hide entry' }).click();
  await expect(hideDialog.getByRole('alert')).toHaveText('A reason is required');
  await hideDialog.getByLabel('Reason').fill('Not a real internship offer');
  await hideDialog.getByRole('button', { name: 'Hide entry' }).click();
  await expect(toastWith(page, 'Entry hidden')).toBeVisible();
  await expect(held).toHaveCount(0);

  await page.getByRole('tab', { name: 'Hidden' }).click();
  await expect(page).toHaveURL(/\/admin\/compensation\?queue=hidden$/);
  const hidden = entryCard(page, 'Hidden entries', note);
  await expect(hidden.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(hidden).toContainText('Why it is hiddenNot a real internship offer');
  await expectNoSeriousViolations(page, '/admin/compensation?queue=hidden');

  await hidden.getByRole('button', { name: 'Show again the $1,200,000 Intern Portfolio Manager entry' }).click();
  const showDialog = page.getByRole('dialog', { name: 'Show this entry again' });
  await showDialog.getByLabel('Reason').fill('The firm confirmed the offer');
  await showDialog.getByRole('button', { name: 'Show again' }).click();
  await expect(toastWith(page, 'Entry shown again')).toBeVisible();
  await expect(hidden).toHaveCount(0);

  await gotoReady(page, `/compensation-insights?${cellQuery(cell)}`);
  await expect(page.getByRole('cell', { name: note })).toBeVisible();
});

test.describe('someone who is not an operator', () => {
  // The API's refusal is a 403, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 403/ });

  test('is told plainly that the review queue is for operators', async ({ page, signIn }) => {
    await signIn('Curious Quant');
    await gotoReady(page, '/admin/compensation');
    await expect(page.getByRole('heading', { level: 2, name: 'For QuantLeap operators' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Held entries' })).toHaveCount(0);
    await expectNoSeriousViolations(page, '/admin/compensation for a non-operator');
  });
});

test.describe('@mobile compensation review on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the held entries and their actions fit a 390 px screen without sideways scrolling', async ({
    page,
    baseURL,
  }) => {
    const note = await heldEntry(page, { role: 'Quant Researcher', level: 'Intern', region: 'Remote' });
    await signInOperatorContext(page.context(), baseURL!);
    await gotoReady(page, '/admin/compensation');
    const card = entryCard(page, 'Held entries', note);
    await expect(card).toBeVisible();
    const problems = await layoutProblems(page);
    expect(problems.sidewaysScroll, '/admin/compensation scrolls sideways').toBeLessThanOrEqual(0);
    expect(problems.clipped, '/admin/compensation has clipped text').toEqual([]);
    for (const name of [/^Hide/, /^Approve/]) {
      const box = await card.getByRole('button', { name }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }
    await expectNoSeriousViolations(page, '/admin/compensation on a phone');
    await gotoReady(page, '/admin');
    expect((await layoutProblems(page)).sidewaysScroll, '/admin scrolls sideways').toBeLessThanOrEqual(0);
  });
});

import type { Page } from '@playwright/test';
import type { QuantProfileView } from '../src/shared/contracts/quant-profile';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

/** Issue 14, "What the quant controls": availability, rate range, degree, hiding from firms, who viewed. */

async function openWizard(page: Page) {
  await gotoReady(page, '/quants/create-profile');
  await expect(page.getByRole('status', { name: 'Loading your quant profile' })).toHaveCount(0);
  return page.getByRole('tabpanel', { name: 'Basic Info' });
}

async function savedProfile(page: Page): Promise<QuantProfileView> {
  const response = await page.request.get('/api/quant-profile');
  expect(response.ok()).toBe(true);
  return (await response.json()) as QuantProfileView;
}

/** The /profile card, found by its heading. */
const hideCard = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Hide from specific firms' }) });

test('a quant sets a rate range, availability and the degree shown in the wizard, and finds them kept after a reload', async ({
  page,
  signIn,
}) => {
  await signIn('Nadia Rahman');
  let basic = await openWizard(page);
  await basic.getByLabel('Professional Title').fill('Volatility Researcher');
  await basic.getByLabel('Minimum hourly rate (USD)').fill('120');
  await basic.getByLabel('Maximum hourly rate (USD)').fill('100');
  await basic.getByLabel('Availability').selectOption('Available within 2 weeks');
  await basic.getByLabel('Available from (optional)').fill('2027-01-15');

  // A maximum below the minimum is refused beside the field, and nothing typed is lost.
  await basic.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(
    basic.getByRole('alert').filter({ hasText: 'Maximum hourly rate cannot be below the minimum' }),
  ).toBeVisible();
  await expect(basic.getByLabel('Maximum hourly rate (USD)')).toHaveAttribute('aria-invalid', 'true');
  await expect(basic.getByLabel('Availability')).toHaveValue('Available within 2 weeks');
  expect((await savedProfile(page)).exists).toBe(false);

  await basic.getByLabel('Maximum hourly rate (USD)').fill('180');
  await basic.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toastWith(page, 'Information saved')).toBeVisible();

  // Education: the degree is derived from the entries unless the quant picks one.
  const education = page.getByRole('tabpanel', { name: 'Education' });
  await education.getByLabel('Degree', { exact: true }).fill('MSc');
  const shown = education.getByLabel('Highest degree shown to firms');
  await expect(shown.locator('option').first()).toHaveText('From my education (none)');
  await education.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toastWith(page, 'Education saved')).toBeVisible();
  // The save moved on to Skills; back on Education, the choice names what the saved entries give.
  await page.getByRole('tab', { name: 'Education' }).click();
  await expect(shown.locator('option').first()).toHaveText("From my education (Master's)");
  await shown.selectOption('Ph.D.');
  await education.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toastWith(page, 'Education saved')).toBeVisible();
  expect(await savedProfile(page)).toMatchObject({
    hourlyRateMin: 120,
    hourlyRateMax: 180,
    availability: 'Available within 2 weeks',
    availableFrom: '2027-01-15',
    degreeOverride: 'Ph.D.',
    highestDegree: 'Ph.D.',
  });

  await page.reload();
  basic = await openWizard(page);
  await expect(basic.getByLabel('Minimum hourly rate (USD)')).toHaveValue('120');
  await expect(basic.getByLabel('Maximum hourly rate (USD)')).toHaveValue('180');
  await expect(basic.getByLabel('Availability')).toHaveValue('Available within 2 weeks');
  await expect(basic.getByLabel('Available from (optional)')).toHaveValue('2027-01-15');
  await page.getByRole('tab', { name: 'Education' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Education' }).getByLabel('Highest degree shown to firms'),
  ).toHaveValue('Ph.D.');
  await expectNoSeriousViolations(page, 'wizard education step');
});

test('a quant hides from a firm found by search, by keyboard, and removes it again; no firm has viewed yet', async ({
  page,
  signIn,
}) => {
  await signIn('Tomasz Wiśniewski');
  await gotoReady(page, '/profile');
  const card = hideCard(page);
  await expect(card.getByText('You do not hide from any firm yet.')).toBeVisible();
  await expect(page.getByText('No firm has opened your profile yet.')).toBeVisible();
  await expectNoSeriousViolations(page, 'profile with empty lists');

  // One letter asks nothing; two find the reference firm.
  const search = card.getByRole('combobox', { name: 'Search for a firm to hide from' });
  await search.fill('j');
  await expect(card.getByText('Type at least 2 letters.')).toBeVisible();
  await search.fill('jane stre');
  const results = card.getByRole('listbox', { name: 'Firms matching your search' });
  await expect(results.getByRole('option', { name: /Jane Street/ })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousViolations(page, 'firm search open');

  await search.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await results.getByRole('option').first().getAttribute('id'))!,
  );
  await search.press('Enter');
  const hidden = card.getByRole('list', { name: 'Firms you hide from' });
  await expect(hidden.getByText('Jane Street', { exact: true })).toBeVisible();
  await expect(hidden.getByText('Reference firm · janestreet.com')).toBeVisible();
  await expect(
    card.getByRole('status').filter({ hasText: 'Jane Street can no longer see your profile.' }),
  ).toBeVisible();
  await expect(search).toHaveValue('');

  // Kept on the server; a firm already hidden is not offered again.
  await page.reload();
  await page.locator('body').dispatchEvent('pointerover');
  await expect(hidden.getByText('Jane Street', { exact: true })).toBeVisible();
  await search.fill('jane street');
  await expect(card.getByText('No company or firm matches “jane street”.')).toBeVisible();
  await search.press('Escape');
  await search.press('Escape');
  await expect(search).toHaveValue('');

  await hidden.getByRole('button', { name: 'Remove Jane Street' }).click();
  await expect(card.getByText('You do not hide from any firm yet.')).toBeVisible();
  await expect(card.getByRole('status').filter({ hasText: 'You no longer hide from Jane Street.' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Hidden from' })).toBeFocused();
  const blocks = await (await page.request.get('/api/quant-profile/blocks')).json();
  expect(blocks.blocks).toEqual([]);
});

test('the current employer is offered with one click', async ({ page, signIn }) => {
  await signIn('Ines Ferreira');
  const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  const saved = await page.request.put('/api/quant-profile/experience', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: {
      entries: [
        { jobTitle: 'Quant Trader', company: 'Jane Street Group, LLC', fromDate: '01/2022', toDate: 'Present' },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  await gotoReady(page, '/profile');
  const card = hideCard(page);
  await expect(card.getByText('Your current job (Quant Trader, Present)')).toBeVisible();
  await card.getByRole('button', { name: 'Hide from Jane Street' }).click();
  await expect(
    card.getByRole('list', { name: 'Firms you hide from' }).getByText('Jane Street', { exact: true }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Hide from Jane Street' })).toHaveCount(0);
  await expect(card.getByRole('heading', { name: 'Hidden from' })).toBeFocused();
});

test.describe('@mobile the quant controls on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('/profile fits 390 px with a firm hidden and the search open', async ({ page, signIn }) => {
    await signIn('Pocket Quant');
    const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
    const candidates = await (await page.request.get('/api/quant-profile/block-candidates?q=capital')).json();
    const longest = [...candidates.candidates].sort((a, b) => b.name.length - a.name.length)[0];
    const blocked = await page.request.post('/api/quant-profile/blocks', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: { kind: longest.kind, id: longest.id },
    });
    expect(blocked.ok()).toBe(true);

    await gotoReady(page, '/profile');
    const card = hideCard(page);
    await expect(card.getByRole('list', { name: 'Firms you hide from' })).toContainText(longest.name);
    await card.getByRole('combobox', { name: 'Search for a firm to hide from' }).fill('management');
    await expect(
      card.getByRole('listbox', { name: 'Firms matching your search' }).getByRole('option').first(),
    ).toBeVisible();
    expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'profile on a phone');
  });
});

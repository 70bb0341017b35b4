import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { csrfHeaders, shownDay, uniqueTag } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { publishProject, verifiedFirm } from './project-helpers';
import { becomeVisibleQuant } from './quant-helpers';

const COVER_NOTE =
  'I built fill-level execution analytics for two equity desks and would start with an audit of your fills.';
/** A start date the server takes whatever the hour: a week from today (UTC). */
const START = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const HOURLY_REFUSAL = 'Propose an hourly rate within the posted range, $90–$140 an hour';

const proposalForm = (page: Page) => page.getByRole('form', { name: /Send a proposal|Edit your proposal/ });
const myProposal = (page: Page) => page.getByRole('region', { name: 'Your proposal' });
const proposalsCard = (page: Page) => page.getByRole('list', { name: 'Your proposals' });

async function expectFitsThePhone(page: Page, label: string) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const problems = await layoutProblems(page);
  expect(problems.sidewaysScroll, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(problems.clipped, `${label} has clipped text`).toEqual([]);
}

/** Presses Tab until `target` has focus, as a keyboard user moves on (fails after `max` presses). */
async function tabUntilFocused(page: Page, target: Locator, max: number) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

/** A verified firm's fixed project with two milestones, and an hourly one paying $90–$140. */
async function twoProjects(browser: Browser, baseURL: string, tag: string) {
  const firm = await verifiedFirm(browser, baseURL, 'Northgate Execution');
  const fixedTitle = `Execution signal review ${tag}`;
  const fixedId = await publishProject(firm, {
    title: fixedTitle,
    budget: { type: 'fixed', min: 30_000 },
    milestones: [
      { title: 'Fill audit', description: 'Two years of fills.', amount: null },
      { title: 'Decay study', description: '', amount: null },
    ],
  });
  const hourlyId = await publishProject(firm, {
    title: `Factor model refresh ${tag}`,
    budget: { type: 'hourly', min: 90, max: 140 },
  });
  const companyName = firm.company.name;
  await firm.context.close();
  return { fixedId, fixedTitle, hourlyId, companyName };
}

test.describe('Proposals, the quant’s side', () => {
  test('a quant proposes on a fixed project with milestones, sees it, edits it and withdraws it', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    const tag = uniqueTag();
    const { fixedId, fixedTitle, hourlyId, companyName } = await twoProjects(browser, baseURL!, tag);
    await signIn('Quinn Proposer');
    await becomeVisibleQuant(page, 'Quinn Proposer', tag);

    // An hourly rate outside the posted range: refused in the form with the rule's message, and by the server too.
    await gotoReady(page, `/leap-market/projects/${hourlyId}`);
    const hourlyForm = proposalForm(page);
    await expect(hourlyForm.getByText('The firm pays $90–$140 an hour: propose one rate in that range.')).toBeVisible();
    await hourlyForm.getByLabel('Cover note').fill(COVER_NOTE);
    await hourlyForm.getByLabel('Your hourly rate (US dollars)').fill('200');
    await hourlyForm.getByLabel('Earliest start date').fill(START);
    await hourlyForm.getByRole('button', { name: 'Send proposal' }).click();
    await expect(hourlyForm.getByText(HOURLY_REFUSAL)).toBeVisible();
    await expect(hourlyForm.getByLabel('Your hourly rate (US dollars)')).toBeFocused();
    await expect(hourlyForm.getByLabel('Cover note')).toHaveValue(COVER_NOTE);
    const refused = await page.request.post(`/api/leap-market/${hourlyId}/proposal`, {
      headers: await csrfHeaders(page.request),
      data: { coverNote: COVER_NOTE, price: { min: 200 }, startDate: START },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(HOURLY_REFUSAL);

    // The fixed project: milestone amounts must add up to the price, with the running sum shown.
    await gotoReady(page, `/leap-market/projects/${fixedId}`);
    const form = proposalForm(page);
    await expect(form.getByText('The firm’s budget is $30,000.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the project page with the proposal form');
    await form.getByLabel('Cover note').fill(COVER_NOTE);
    await form.getByLabel('Your price (US dollars)').fill('30000');
    await form.getByLabel('Earliest start date').fill(START);
    await form.getByLabel('1. Fill audit').fill('10000');
    await form.getByLabel('2. Decay study').fill('15000');
    await expect(form.getByText('Milestones add up to $25,000 · your price is $30,000')).toBeVisible();
    await form.getByRole('button', { name: 'Send proposal' }).click();
    await expect(
      form.getByText('The milestone amounts add up to $25,000, but your price is $30,000: make them equal.'),
    ).toBeVisible();
    await expect(form.getByLabel('1. Fill audit')).toBeFocused();
    await form.getByLabel('2. Decay study').fill('20000');
    await form.getByRole('button', { name: 'Send proposal' }).click();

    // Sent: the status card with its terms.
    const card = myProposal(page);
    await expect(card.getByText('Sent', { exact: true })).toBeVisible();
    await expect(card.getByText('$30,000', { exact: true })).toBeVisible();
    await expect(card.getByText('$10,000 · $20,000')).toBeVisible();
    await expect(card.getByText(shownDay(START))).toBeVisible();
    await expect(proposalForm(page)).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the project page with a sent proposal');

    // Edited while sent: the form comes back filled in; the new price shows.
    await card.getByRole('button', { name: 'Edit proposal' }).click();
    const edit = proposalForm(page);
    await expect(edit.getByLabel('Cover note')).toHaveValue(COVER_NOTE);
    await edit.getByLabel('Your price (US dollars)').fill('28000');
    await edit.getByLabel('1. Fill audit').fill('8000');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(myProposal(page).getByText('$28,000', { exact: true })).toBeVisible();
    await expect(myProposal(page).getByText('$8,000 · $20,000')).toBeVisible();

    // The dashboard lists it with the company and its status.
    await gotoReady(page, '/dashboard');
    const row = proposalsCard(page).getByRole('listitem').filter({ hasText: fixedTitle });
    await expect(row.getByRole('link', { name: fixedTitle })).toHaveAttribute(
      'href',
      `/leap-market/projects/${fixedId}`,
    );
    await expect(row.getByText(companyName)).toBeVisible();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();

    // Withdrawn after a confirmation: nothing left to edit or withdraw, and it cannot be sent again.
    await row.getByRole('link', { name: fixedTitle }).click();
    await myProposal(page).getByRole('button', { name: 'Withdraw proposal' }).click();
    await expect(myProposal(page).getByText('You cannot send another proposal for this project.')).toBeVisible();
    await myProposal(page).getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(myProposal(page).getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(myProposal(page).getByRole('button', { name: /Withdraw proposal|Edit proposal/ })).toHaveCount(0);
    await expect(proposalForm(page)).toHaveCount(0);

    await gotoReady(page, '/dashboard');
    await expect(
      proposalsCard(page).getByRole('listitem').filter({ hasText: fixedTitle }).getByText('Withdrawn', { exact: true }),
    ).toBeVisible();
  });

  test('the form by keyboard alone; a visitor is asked to sign in; the page and the card at 390 px', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    const tag = uniqueTag();
    const { fixedId, fixedTitle } = await twoProjects(browser, baseURL!, tag);

    // A visitor reads why they cannot propose, with the way back here.
    await gotoReady(page, `/leap-market/projects/${fixedId}`);
    await expect(page.getByRole('link', { name: 'Sign in to send a proposal' })).toBeVisible();
    await expect(proposalForm(page)).toHaveCount(0);

    await signIn('Kim Keyboard');
    await becomeVisibleQuant(page, 'Kim Keyboard', tag);
    await page.setViewportSize(PHONE_VIEWPORT);
    await gotoReady(page, `/leap-market/projects/${fixedId}`);
    const form = proposalForm(page);
    await expect(form).toBeVisible();
    await expectFitsThePhone(page, 'the project page with the proposal form');
    await expectNoSeriousViolations(page, 'the project page with the proposal form at 390 px');

    // Tab order: cover note, price, start date, each milestone, then Send; Enter sends.
    await form.getByLabel('Cover note').focus();
    await page.keyboard.type(COVER_NOTE);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Your price (US dollars)')).toBeFocused();
    await page.keyboard.type('30000');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Earliest start date')).toBeFocused();
    await form.getByLabel('Earliest start date').fill(START);
    // Chromium's date input takes Tab between its month, day and year parts before leaving it.
    await tabUntilFocused(page, form.getByLabel('1. Fill audit'), 4);
    await page.keyboard.type('12000');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('2. Decay study')).toBeFocused();
    await page.keyboard.type('18000');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send proposal' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(myProposal(page).getByText('Sent', { exact: true })).toBeVisible();
    await expectFitsThePhone(page, 'the project page with a sent proposal');

    await gotoReady(page, '/dashboard');
    await expect(proposalsCard(page).getByRole('link', { name: fixedTitle })).toBeVisible();
    await proposalsCard(page).scrollIntoViewIfNeeded();
    await expectFitsThePhone(page, 'the dashboard with the proposals card');
    await expectNoSeriousViolations(page, 'the dashboard with the proposals card');
  });
});

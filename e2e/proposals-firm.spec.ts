import type { Locator, Page } from '@playwright/test';
import { PROJECT_MESSAGES, PROPOSAL_DECLINE_REASON_LABELS } from '../src/shared/projects';
import { expectNoSeriousViolations } from './axe-helpers';
import { uniqueTag, type ApiUser } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { pageFirm, proposingQuant, publishProject, saveProjectDraft, verifiedFirm } from './project-helpers';

/** The firm's review of proposals (issue 17): the quants propose through the API, the firm acts in the browser. */

/** A fixed-budget project with two milestones, so proposals carry per-milestone amounts. */
const PROJECT = {
  budget: { type: 'fixed', min: 12_000 },
  milestones: [
    { title: 'Data pipeline', description: '', amount: 4_000 },
    { title: 'Forecast and report', description: '', amount: 8_000 },
  ],
};

/** The quant's own proposal as they read it (what the firm's decision shows them). */
async function ownProposal(quant: ApiUser, projectId: string) {
  const answer = await quant.request.get('/api/my-proposals');
  expect(answer.status()).toBe(200);
  const { proposals } = (await answer.json()) as {
    proposals: { projectId: string; status: string; declineReason: string | null }[];
  };
  return proposals.find((p) => p.projectId === projectId);
}

const COVER = (who: string) =>
  `${who} here: I built intraday volatility forecasts for an index futures desk and can start on the date below.`;

/** The card of the proposal sent by `name`. */
const proposalCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Proposals' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * Presses Tab (or Shift+Tab, when `target` comes before the focused element) until `target` has focus, as a
 * keyboard user moves through the page; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  const before = await target.evaluate(
    (element) =>
      !!document.activeElement &&
      document.activeElement !== document.body &&
      (element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs into a radio group and moves through it with the arrow keys until `choice` is checked. */
async function chooseByKeyboard(page: Page, group: Locator, choice: Locator) {
  for (let i = 0; i < 20; i++) {
    if (await group.evaluate((element) => element.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 6 && !(await choice.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(choice).toBeChecked();
  await expect(choice).toBeFocused();
}

test.describe('the firm reviews proposals', () => {
  // A foreign project's 404 is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 4\d\d/ });

  test('a verified firm shortlists one, declines one with a reason and accepts one, by keyboard; the project goes In progress and the conversation opens', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    const email = await signIn('Fiona Firm');
    const firm = await pageFirm(page, email, true, 'Proposal Capital');
    const title = `Intraday vol forecast ${uniqueTag()}`;
    const projectId = await publishProject(firm, { ...PROJECT, title });

    const ada = await proposingQuant(browser, baseURL!, projectId, 'Ada Proposer', {
      price: 11_000,
      milestoneAmounts: [3_000, 8_000],
      coverNote: COVER('Ada'),
    });
    const ben = await proposingQuant(browser, baseURL!, projectId, 'Ben Proposer', {
      price: 10_500,
      milestoneAmounts: null,
      coverNote: COVER('Ben'),
    });
    const cy = await proposingQuant(browser, baseURL!, projectId, 'Cy Proposer', {
      price: 9_500,
      milestoneAmounts: null,
      coverNote: COVER('Cy'),
    });

    // The dashboard's project card links to the proposals with their count.
    await gotoReady(page, '/funds/company-dashboard');
    const link = page.getByRole('link', { name: `Proposals (3) for ${title}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/funds/projects/${projectId}/proposals$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('$12,000', { exact: true })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    // Newest first, each with the quant's summary, the price, the start and the per-milestone amounts; no e-mail.
    const headings = page.getByRole('list', { name: 'Proposals' }).getByRole('heading', { level: 3 });
    await expect(headings).toHaveText(['Cy Proposer', 'Ben Proposer', 'Ada Proposer']);
    const adaCard = proposalCard(page, 'Ada Proposer');
    await expect(adaCard.getByText(COVER('Ada'))).toBeVisible();
    await expect(adaCard.getByText('$11,000', { exact: true })).toBeVisible();
    await expect(adaCard.getByText('1. Data pipeline')).toBeVisible();
    await expect(adaCard.getByText('$3,000', { exact: true })).toBeVisible();
    await expect(adaCard.getByText('$110–$140 an hour')).toBeVisible();
    await expect(adaCard.getByText('Stockholm, Sweden')).toBeVisible();
    await expect(adaCard.getByText('Available within 2 weeks')).toBeVisible();
    await expect(adaCard.getByText(/^Sent on /)).toBeVisible();
    for (const quant of [ada, ben, cy]) await expect(page.getByText(quant.email)).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the proposals page');

    // Keyboard: Shortlist Ada's proposal.
    const shortlist = adaCard.getByRole('button', { name: 'Shortlist the proposal from Ada Proposer' });
    await tabTo(page, shortlist);
    await page.keyboard.press('Enter');
    await expect(adaCard.getByText('Shortlisted', { exact: true })).toBeVisible();
    await expect(adaCard.getByText('You shortlisted Ada Proposer’s proposal.', { exact: false })).toBeFocused();
    await expect(shortlist).toHaveCount(0);
    expect((await ownProposal(ada, projectId))?.status).toBe('shortlisted');

    // Keyboard: Decline Ben's proposal with a reason, in the dialog.
    const benCard = proposalCard(page, 'Ben Proposer');
    await tabTo(page, benCard.getByRole('button', { name: 'Decline the proposal from Ben Proposer' }));
    await page.keyboard.press('Enter');
    const declineDialog = page.getByRole('dialog', { name: 'Decline Ben Proposer’s proposal?' });
    await expect(declineDialog).toBeVisible();
    await expectNoSeriousViolations(page, 'the decline dialog');
    // Declining without a reason is refused in place.
    await tabTo(page, declineDialog.getByRole('button', { name: 'Decline proposal' }), 20);
    await page.keyboard.press('Enter');
    await expect(declineDialog.getByText('Choose a reason for declining')).toBeVisible();
    const timing = declineDialog.getByRole('radio', { name: PROPOSAL_DECLINE_REASON_LABELS.timing });
    await page.keyboard.press('Shift+Tab');
    await chooseByKeyboard(page, declineDialog.getByRole('group', { name: 'Reason' }), timing);
    await tabTo(page, declineDialog.getByRole('button', { name: 'Decline proposal' }), 20);
    await page.keyboard.press('Enter');
    await expect(declineDialog).toBeHidden();
    await expect(benCard.getByText('Declined', { exact: true })).toBeVisible();
    await expect(benCard.getByText(PROPOSAL_DECLINE_REASON_LABELS.timing, { exact: false })).toBeVisible();
    await expect(benCard.getByText('You declined Ben Proposer’s proposal.')).toBeFocused();
    const benSees = await ownProposal(ben, projectId);
    expect(benSees).toMatchObject({ status: 'declined', declineReason: 'timing' });

    // The status filter is kept in the address, through a reload.
    await page.getByLabel('Status').selectOption({ label: 'Declined' });
    await expect(page).toHaveURL(/\?status=declined$/);
    await expect(headings).toHaveText(['Ben Proposer']);
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('declined');
    await expect(headings).toHaveText(['Ben Proposer']);
    await page.getByLabel('Status').selectOption({ label: 'Withdrawn' });
    await expect(page.getByText('No proposals are withdrawn')).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'All statuses' });
    await expect(headings).toHaveText(['Cy Proposer', 'Ben Proposer', 'Ada Proposer']);

    // Keyboard: Accept Ada's shortlisted proposal, after the confirmation says what follows.
    await tabTo(page, adaCard.getByRole('button', { name: 'Accept the proposal from Ada Proposer' }));
    await page.keyboard.press('Enter');
    const acceptDialog = page.getByRole('dialog', { name: 'Accept Ada Proposer’s proposal at $11,000?' });
    await expect(acceptDialog).toBeVisible();
    await expect(acceptDialog.getByText('The project’s status becomes In progress.')).toBeVisible();
    await expect(acceptDialog.getByText(/A conversation with Ada Proposer opens in Messages/)).toBeVisible();
    await expectNoSeriousViolations(page, 'the accept dialog');
    await tabTo(page, acceptDialog.getByRole('button', { name: 'Accept proposal' }), 20);
    await page.keyboard.press('Enter');
    await expect(acceptDialog).toBeHidden();
    await expect(page.getByText('In progress', { exact: true })).toBeVisible();
    await expect(adaCard.getByText('Accepted', { exact: true })).toBeVisible();
    const messagesLink = adaCard.getByRole('link', { name: 'Open the conversation with Ada Proposer' });
    await expect(messagesLink).toBeFocused();
    // Cy's proposal is left as it was, but can no longer be accepted on a project in progress.
    const cyCard = proposalCard(page, 'Cy Proposer');
    await expect(cyCard.getByText('Sent', { exact: true })).toBeVisible();
    await expect(cyCard.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    await expect(cyCard.getByText('Proposals can be accepted only on a published project.')).toBeVisible();
    expect((await ownProposal(ada, projectId))?.status).toBe('accepted');

    // The link opens the very conversation accepting opened, with the firm's message stating the price.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('log').getByText(/accepted your proposal for .* at \$11,000/)).toBeVisible();

    // The dashboard's card shows the project in progress.
    await gotoReady(page, '/funds/company-dashboard');
    const card = page.getByRole('list', { name: 'Active Projects' }).getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('In progress', { exact: true })).toBeVisible();
    for (const quant of [ada, ben, cy]) await quant.context.close();
  });

  test('an unverified firm is told why it cannot read or act on proposals; another company’s project is not found', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    const other = await verifiedFirm(browser, baseURL!, 'Elsewhere Capital');
    const foreignId = await publishProject(other, { title: `Foreign project ${uniqueTag()}` });
    await other.context.close();

    const email = await signIn('Una Unverified');
    const firm = await pageFirm(page, email, false, 'Proposal Capital');
    const title = `Waiting project ${uniqueTag()}`;
    const draftId = await saveProjectDraft(firm, { title });

    await gotoReady(page, `/funds/projects/${draftId}/proposals`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByText('No budget yet')).toBeVisible();
    await expect(page.getByRole('note')).toContainText(
      'your company must be verified before it can read, shortlist, decline or accept them',
    );
    await expect(page.getByRole('heading', { name: 'Proposals' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'an unverified firm’s proposals page');

    await gotoReady(page, `/funds/projects/${foreignId}/proposals`);
    await expect(page.getByRole('heading', { name: PROJECT_MESSAGES.notFound, level: 1 })).toBeVisible();
    await expect(page.getByText('Foreign project')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to your projects' })).toHaveAttribute(
      'href',
      '/funds/company-dashboard',
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test('the proposals page and its decline dialog fit 390 px without sideways scrolling', async ({
      page,
      browser,
      baseURL,
      signIn,
    }) => {
      const email = await signIn('Pia Phone');
      const firm = await pageFirm(page, email, true, 'Proposal Capital');
      const title = `Phone project with a rather long title to wrap ${uniqueTag()}`;
      const projectId = await publishProject(firm, { ...PROJECT, title });
      const quant = await proposingQuant(browser, baseURL!, projectId, 'Phoebe Proposer', {
        price: 12_000,
        milestoneAmounts: [4_000, 8_000],
        coverNote: COVER('Phoebe'),
      });

      await gotoReady(page, `/funds/projects/${projectId}/proposals`);
      await expect(proposalCard(page, 'Phoebe Proposer')).toBeVisible();
      expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
      await expectNoSeriousViolations(page, 'the proposals page on a phone');

      await page.getByRole('button', { name: 'Decline the proposal from Phoebe Proposer' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await quant.context.close();
    });
  });
});

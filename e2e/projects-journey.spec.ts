import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, uniqueTag } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { pageFirm, publishProject } from './project-helpers';
import { becomeVisibleQuant } from './quant-helpers';

/**
 * Issue 17's "Done when", as one story: a firm posts a fixed-budget project with three milestones adding up to its
 * budget and a private NDA project; a quant finds the public one on LeapMarket by keyword and filter and proposes;
 * the firm shortlists, then accepts, and the conversation opens; the quant's dashboard shows it; the company
 * dashboard's cards show the real counts; an invited quant sees the private project, another does not. Each step's
 * details (bad input, keyboard, phones) have their own specs; this one checks they join up, with axe on each screen.
 */
const START = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

const loaded = (page: Page) => expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);

test('a project from posting to an accepted proposal, with the dashboard counting it', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const email = await signIn('Fern Founder');
  const firm = await pageFirm(page, email, true, 'Journey Capital');
  const publicTitle = `Term structure toolkit ${tag}`;
  const publicId = await publishProject(firm, {
    title: publicTitle,
    description: `Build a term-structure toolkit (${tag}) that bootstraps curves and reports the fit each morning.`,
    category: 'fixed-income',
    budget: { type: 'fixed', min: 24_000 },
    milestones: [
      { title: 'Bootstrap', description: 'Curves from deposits and swaps.', amount: 8_000 },
      { title: 'Fit report', description: 'A morning report of the fit.', amount: 10_000 },
      { title: 'Handover', description: 'Documentation and a session.', amount: 6_000 },
    ],
  });
  const privateTitle = `Confidential desk study ${tag}`;
  const privateId = await publishProject(firm, {
    title: privateTitle,
    summary: 'A confidential study for a rates desk.',
    visibility: 'private',
    nda: true,
  });

  // Ada finds the public project by keyword and filter, and proposes with amounts per milestone.
  const ada = await apiUser(browser, baseURL!, 'Ada Journey');
  const adaPage = await ada.context.newPage();
  await becomeVisibleQuant(adaPage, 'Ada Journey', tag);
  await gotoReady(adaPage, '/leap-market');
  await adaPage.getByRole('searchbox', { name: 'Search projects' }).fill(tag);
  await adaPage.getByLabel('Category').selectOption({ label: 'Fixed income' });
  await loaded(adaPage);
  const cards = adaPage.getByRole('list', { name: 'Projects' }).locator(':scope > li');
  await expect(cards).toHaveCount(1);
  await expectNoSeriousViolations(adaPage, 'LeapMarket searched and filtered');
  await cards.first().getByRole('link', { name: publicTitle }).click();
  const form = adaPage.getByRole('form', { name: 'Send a proposal' });
  await form.getByLabel('Cover note').fill('I bootstrap curves daily for a rates desk and can start in ten days.');
  await form.getByLabel('Your price (US dollars)').fill('24000');
  await form.getByLabel('Earliest start date').fill(START);
  await form.getByLabel('1. Bootstrap').fill('8000');
  await form.getByLabel('2. Fit report').fill('10000');
  await form.getByLabel('3. Handover').fill('6000');
  await expectNoSeriousViolations(adaPage, 'the project page with the proposal form');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  const mine = adaPage.getByRole('region', { name: 'Your proposal' });
  await expect(mine.getByText('Sent', { exact: true })).toBeVisible();

  // Bo is invited to the private project and proposes there; Cy, not invited, cannot open it.
  const bo = await apiUser(browser, baseURL!, 'Bo Invited');
  const boPage = await bo.context.newPage();
  await becomeVisibleQuant(boPage, 'Bo Invited', `${tag}b`);
  const found = (await (await page.request.get(`/api/talent?q=${tag}b`)).json()) as {
    profiles: { id: string; fullName: string }[];
  };
  const invited = await page.request.post(`/api/projects/${privateId}/invitations`, {
    headers: firm.headers,
    data: { profileId: found.profiles.find((p) => p.fullName === 'Bo Invited')!.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await gotoReady(boPage, '/leap-market');
  const section = boPage.getByRole('region', { name: 'Projects you are invited to' });
  await section.getByRole('link', { name: privateTitle }).click();
  await expect(boPage.getByRole('heading', { level: 1, name: privateTitle })).toBeVisible();
  await boPage.getByRole('button', { name: 'Accept and read the full description' }).click();
  const boForm = boPage.getByRole('form', { name: 'Send a proposal' });
  await boForm.getByLabel('Cover note').fill('I have run this kind of desk study twice and can share a plan.');
  await boForm.getByLabel('Your price (US dollars)').fill('12000');
  await boForm.getByLabel('Earliest start date').fill(START);
  await boForm.getByRole('button', { name: 'Send proposal' }).click();
  await expect(boPage.getByRole('region', { name: 'Your proposal' }).getByText('Sent', { exact: true })).toBeVisible();
  const cy = await apiUser(browser, baseURL!, 'Cy Outside');
  const cyPage = await cy.context.newPage();
  await gotoReady(cyPage, `/leap-market/projects/${privateId}`);
  await expect(cyPage.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();

  // The firm shortlists Ada's proposal, then accepts it: the project goes In progress, the conversation opens.
  await gotoReady(page, `/funds/projects/${publicId}/proposals`);
  const adaCard = page
    .getByRole('list', { name: 'Proposals' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Ada Journey', exact: true }) });
  await expect(adaCard.getByRole('listitem').filter({ hasText: '3. Handover' })).toContainText('$6,000');
  await adaCard.getByRole('button', { name: 'Shortlist the proposal from Ada Journey' }).click();
  await expect(adaCard.getByText('Shortlisted', { exact: true })).toBeVisible();
  await adaCard.getByRole('button', { name: 'Accept the proposal from Ada Journey' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept proposal' }).click();
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the proposals page after accepting');
  await adaCard.getByRole('link', { name: 'Open the conversation with Ada Journey' }).click();
  await expect(page.getByRole('log').getByText(/accepted your proposal for .* at \$24,000/)).toBeVisible();

  // Ada's dashboard shows the proposal accepted, with the way to the same conversation.
  await gotoReady(adaPage, '/dashboard');
  const row = adaPage
    .getByRole('list', { name: 'Your proposals' })
    .getByRole('listitem')
    .filter({ hasText: publicTitle });
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(adaPage, 'the quant dashboard with an accepted proposal');
  await row.getByRole('link', { name: /Open the conversation/ }).click();
  await expect(adaPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);

  // The company dashboard counts it: the private project is still listed (the public one is In progress), Bo's
  // proposal waits on the firm, and no interview is booked.
  await gotoReady(page, '/funds/company-dashboard');
  await expect(page.getByRole('link', { name: /^Active Projects\s*1$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Talent Pipeline\s*1/ })).toContainText(
    '0 applications · 1 proposal · 0 messages',
  );
  await expect(page.getByRole('link', { name: /^Pending Interviews\s*0$/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'the company dashboard');
  for (const context of [ada.context, bo.context, cy.context]) await context.close();
});

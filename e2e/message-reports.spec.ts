import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, uniqueTag } from './company-helpers';
import { expect, gotoReady, signInOperatorContext, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

/** Markup and a long unbroken word in a message: shown as text, never as HTML, and wrapped on a phone. */
const FIRST_MESSAGE = 'Send us <b>your bank details</b> to secure the role.\nReply within the hour!';
const LONG_WORD = `https://pay-now.example/${'x'.repeat(120)}`;

/**
 * A report made as people make them, through the API: a verified firm writes to a visible quant with an offer,
 * the quant answers, then reports the conversation as a scam. Returns the names the operator's page shows.
 */
async function reportedConversation(browser: Browser, baseURL: string) {
  const tag = uniqueTag();
  const firm = await apiUser(browser, baseURL, 'Rex Recruiter');
  const company = await createCompany(
    firm,
    { name: `Shady Capital ${tag}`, website: `https://www.${firm.domain}` },
    'verified',
  );
  const quantName = 'Quinn Reporter';
  const quant = await apiUser(browser, baseURL, quantName);
  const basic = await quant.request.put('/api/quant-profile/basic', {
    headers: quant.headers,
    data: {
      fullName: quantName,
      title: `Options Researcher ${tag}`,
      location: 'London, UK',
      bio: '',
      hourlyRateMin: null,
      linkedinUrl: '',
      githubUrl: '',
      isVisible: true,
      preferences: { remote: true, fullTime: true, contract: false },
    },
  });
  expect(basic.status(), await basic.text()).toBe(200);

  const found = await firm.request.get(`/api/talent?q=${tag}`);
  const { profiles } = (await found.json()) as { profiles: { id: string; fullName: string }[] };
  expect(profiles.map((p) => p.fullName)).toEqual([quantName]);
  const started = await firm.request.post('/api/messages/conversations', {
    headers: firm.headers,
    data: {
      as: 'company',
      to: { kind: 'profile', profileId: profiles[0]!.id },
      offer: {
        roleTitle: 'Options Researcher',
        roleCategory: 'Quant Researcher',
        level: 'Junior',
        region: 'EMEA',
        remote: false,
        location: 'London, UK',
        pay: { period: 'month', min: 9000, max: 11000 },
        nextStep: 'Pay the onboarding fee',
      },
      body: FIRST_MESSAGE,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };

  const reply = await quant.request.post(`/api/messages/conversations/${id}/messages`, {
    headers: quant.headers,
    data: { body: `Is this real? ${LONG_WORD}` },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const reported = await quant.request.post(`/api/messages/conversations/${id}/report`, {
    headers: quant.headers,
    data: { reason: 'scam', details: `They ask for money before any interview.\nTag ${tag}` },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  await firm.context.close();
  await quant.context.close();
  return { tag, companyName: company.name, quantName };
}

/** The card of the report about `companyName` (the operator shares the list with every other journey). */
const reportCard = (page: Page, companyName: string): Locator =>
  page.getByRole('list', { name: 'Reported conversations' }).getByRole('listitem').filter({ hasText: companyName });

test('an operator reads a reported conversation with its messages as text and warns the company', async ({
  page,
  browser,
  baseURL,
}) => {
  const { tag, companyName, quantName } = await reportedConversation(browser, baseURL!);

  await signInOperatorContext(page.context(), baseURL!);
  await gotoReady(page, '/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reported conversations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /open reports?$/ })).toBeVisible();

  const card = reportCard(page, companyName);
  await expect(card.getByRole('heading', { level: 3, name: 'Scam or asks for money' })).toBeVisible();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Reported by${quantName} (the quant)`);
  await expect(card).toContainText(`Quant${quantName}`);
  await expect(card).toContainText(`Company${companyName}`);
  await expect(card.getByText(`They ask for money before any interview.\nTag ${tag}`)).toBeVisible();

  // The messages as they stood, oldest first, with their authors; markup is text, line breaks are kept.
  const messages = card.getByRole('list', { name: `Messages between ${quantName} and ${companyName}` });
  await expect(card.getByRole('heading', { level: 4, name: '2 messages' })).toBeVisible();
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByRole('listitem').first()).toContainText('Rex Recruiter');
  await expect(messages.getByRole('listitem').first()).toContainText('(the firm)');
  await expect(messages.getByText(FIRST_MESSAGE)).toBeVisible();
  await expect(messages.locator('b')).toHaveCount(0);
  await expect(messages.getByRole('listitem').last()).toContainText(`${quantName} (the quant)`);
  await expect(messages.getByRole('link')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/admin/reports');

  // Warn, by keyboard: the dialog says who is told what, refuses a blank reason, then the card shows the outcome.
  const warn = card.getByRole('button', { name: `Warn (the report about ${quantName} and ${companyName})` });
  await warn.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Warn the owners of ${companyName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("without the reporter's name");
  await expectNoSeriousViolations(page, '/admin/reports warning dialog');
  await dialog.getByRole('button', { name: 'Send warning' }).click();
  await expect(dialog.getByText('Give the reason the person will be told')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('Never ask candidates for money.\nThis is your first warning.');
  await dialog.getByRole('button', { name: 'Send warning' }).click();
  await expect(toastWith(page, 'Warning sent')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
  await expect(card.getByRole('group', { name: 'Act on the report' })).toHaveCount(0);
  await expect(card).toContainText(/Warned by .+ \w{3}, \w{3} \d{1,2}/);
  await expect(card.getByText('Never ask candidates for money.\nThis is your first warning.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /open reports?$/ })).toBeFocused();
  await page.reload();
  await expect(reportCard(page, companyName).getByText('Handled', { exact: true })).toBeVisible();
  await expect(reportCard(page, companyName)).toContainText('Warned');

  // The two operators' pages link to each other.
  await page.getByRole('link', { name: 'Company reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company reviews' })).toBeVisible();
  await page.getByRole('link', { name: 'Reported conversations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reported conversations' })).toBeVisible();
});

test('the operator console counts what waits in each queue and opens it', async ({ page, browser, baseURL }) => {
  await reportedConversation(browser, baseURL!);
  await signInOperatorContext(page.context(), baseURL!);
  await gotoReady(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  const queues = page.getByRole('list', { name: 'Queues' });
  await expect(queues.getByRole('listitem')).toHaveCount(4);
  // At least the report just filed waits; the companies' count is whatever the run has made.
  await expect(queues.getByText(/^[1-9]\d* reports? waiting$/)).toBeVisible();
  await expect(queues.getByText(/^(No companies|\d+ compan(y|ies)) waiting$/)).toBeVisible();
  await expectNoSeriousViolations(page, '/admin');
  await queues.getByRole('link', { name: 'Reported conversations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reported conversations' })).toBeVisible();
  await page.goBack();
  await queues.getByRole('link', { name: 'Companies to verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company reviews' })).toBeVisible();
});

test.describe('someone who is not an operator', () => {
  // The API's refusal is a 403, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 403/ });

  test('is told plainly that the reports are for operators', async ({ page, signIn }) => {
    await signIn('Nosy Quant');
    await gotoReady(page, '/admin/reports');
    await expect(page.getByRole('heading', { level: 2, name: 'For QuantLeap operators' })).toBeVisible();
    await expect(page.getByText('Only QuantLeap operators can do this.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reported conversations' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectNoSeriousViolations(page, '/admin/reports for a non-operator');
  });
});

test.describe('@mobile reported conversations on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the report cards and their messages fit a 390 px screen without sideways scrolling', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { companyName } = await reportedConversation(browser, baseURL!);
    await signInOperatorContext(page.context(), baseURL!);
    await gotoReady(page, '/admin/reports');
    await expect(reportCard(page, companyName)).toBeVisible();
    const problems = await layoutProblems(page);
    expect(problems.sidewaysScroll, '/admin/reports scrolls sideways').toBeLessThanOrEqual(0);
    expect(problems.clipped, '/admin/reports has clipped text').toEqual([]);
    for (const name of [/^Dismiss/, /^Warn/, /^Suspend company/, /^Suspend account/]) {
      const box = await reportCard(page, companyName).getByRole('button', { name }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }
    // The suspension dialog asks for confirmation in its wording, and fits the phone too.
    await reportCard(page, companyName)
      .getByRole('button', { name: /^Suspend company/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${companyName}?` });
    await expect(dialog).toBeVisible();
    expect((await layoutProblems(page)).sidewaysScroll, 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

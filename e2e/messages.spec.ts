import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MESSAGE_MESSAGES } from '../src/shared/message-rules';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, csrfHeaders, uniqueTag, type ApiUser } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { becomeVisibleQuant } from './quant-helpers';

/** Issue 16: the other party sees a new message within 3 s; the checks allow a little more for a busy machine. */
const ARRIVES_WITHIN = { timeout: 5000 };

const OFFER = {
  roleTitle: 'Volatility Researcher',
  roleCategory: 'Quant Researcher',
  level: 'Junior',
  region: 'EMEA',
  remote: false,
  location: 'London, UK',
  pay: { period: 'month', min: 9000, max: 11000 },
  nextStep: 'A 30-minute call with the desk head',
};

/** A member of a new verified company, in a browser context of their own; returns the company's name too. */
async function verifiedFirm(browser: Browser, baseURL: string, person: string, company: string) {
  const firm = await apiUser(browser, baseURL, person);
  const created = await createCompany(
    firm,
    { name: `${company} ${uniqueTag()}`, website: `https://www.${firm.domain}` },
    'verified',
  );
  return { ...firm, company: created.name };
}

/** The quant's profile id, as the firm finds it in the directory by the journey's tag. */
async function profileIdOf(firm: ApiUser, tag: string): Promise<string> {
  const answer = await firm.request.get(`/api/talent?q=${tag}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { profiles } = (await answer.json()) as { profiles: { id: string }[] };
  expect(profiles, 'the quant in the directory').toHaveLength(1);
  return profiles[0]!.id;
}

/** The firm's first message through the API (the compose screen is walked through in the first journey). */
async function contactThroughApi(firm: ApiUser, profileId: string, body: string): Promise<string> {
  const started = await firm.request.post('/api/messages/conversations', {
    headers: firm.headers,
    data: { as: 'company', to: { kind: 'profile', profileId }, offer: OFFER, body },
  });
  expect(started.status(), await started.text()).toBe(201);
  return ((await started.json()) as { id: string }).id;
}

/** Enough compensation entries in the offer's group for its benchmark (5 are needed). */
async function seedBenchmark(request: APIRequestContext) {
  const headers = await csrfHeaders(request);
  for (let i = 0; i < 5; i++) {
    const response = await request.post('/api/compensation/entries', {
      headers,
      data: {
        role: 'Quant Researcher',
        level: 'Junior',
        region: 'EMEA',
        year: 2025,
        baseSalary: 110_000 + i * 5_000,
        bonus: 20_000,
        stockValue: 0,
        notes: 'Seeded by the messages journey',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

const unreadLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });
const conversationIn = (page: Page, counterpart: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: counterpart });

test('a firm writes with an offer, the quant sees the badge and the card without reloading, and they talk', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const quantName = 'Ines Lindgren';
  await signIn(quantName);
  await becomeVisibleQuant(page, quantName, tag);
  const firm = await verifiedFirm(browser, baseURL!, 'Felix Brandt', 'Helix Capital');
  await seedBenchmark(firm.request);
  const profileId = await profileIdOf(firm, tag);

  // The quant has /messages open, with nothing in it yet.
  await gotoReady(page, '/messages');
  await expect(page.getByText('No active conversations yet')).toBeVisible();
  await expect(unreadLink(page, 'Messages')).toBeVisible();
  await expectNoSeriousViolations(page, 'the empty list');

  // The firm writes its structured first message from the compose screen.
  const firmPage = await firm.context.newPage();
  await gotoReady(firmPage, `/messages/new?profile=${profileId}`);
  await expect(firmPage.getByRole('heading', { name: `Write to ${quantName}`, level: 1 })).toBeVisible();
  await expect(firmPage.getByText(/You can start \d+ more conversations? today/)).toBeVisible();
  await firmPage.getByRole('button', { name: 'Send message' }).click();
  await expect(firmPage.getByText(MESSAGE_MESSAGES.roleTitle)).toBeVisible();
  await expect(firmPage.getByText(MESSAGE_MESSAGES.empty)).toBeVisible();
  await firmPage.getByRole('textbox', { name: 'Role title' }).fill(OFFER.roleTitle);
  await firmPage.getByRole('combobox', { name: 'Kind of role' }).selectOption(OFFER.roleCategory);
  await firmPage.getByRole('combobox', { name: 'Level' }).selectOption(OFFER.level);
  await firmPage.getByRole('combobox', { name: 'Region' }).selectOption(OFFER.region);
  await firmPage.getByRole('textbox', { name: 'Location' }).fill(OFFER.location);
  await firmPage.getByRole('textbox', { name: 'From', exact: true }).fill('9,000');
  await firmPage.getByRole('textbox', { name: 'To', exact: true }).fill('11000');
  await expect(
    firmPage.getByText(/QuantLeap data for Quant Researcher, Junior, EMEA: median \$[\d,]+ a month/),
  ).toBeVisible();
  await expect(firmPage.getByText(/Your range’s midpoint is/)).toBeVisible();
  await firmPage.getByRole('textbox', { name: 'Next step' }).fill(OFFER.nextStep);
  await firmPage
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('We liked your rates work.\nThe role: https://example.com/roles/vol <b>not bold</b>');
  await expectNoSeriousViolations(firmPage, 'the compose screen');
  await firmPage.getByRole('button', { name: 'Send message' }).click();

  // The firm's thread: the card, its message, "Sent", and no composer until the quant replies.
  await expect(firmPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(firmPage.getByRole('region', { name: `Approach: ${OFFER.roleTitle}` })).toBeVisible();
  await expect(firmPage.getByText(MESSAGE_MESSAGES.waitForReply)).toBeVisible();
  await expect(firmPage.getByRole('textbox', { name: /Message to/ })).toHaveCount(0);
  const secondTry = await firm.request.post(`/api/messages/conversations/${firmPage.url().split('/').pop()}/messages`, {
    headers: firm.headers,
    data: { body: 'Just checking you saw this.' },
  });
  expect(secondTry.status()).toBe(409);
  expect(await secondTry.text()).toContain(MESSAGE_MESSAGES.waitForReply);

  // The quant, without reloading: the badge, the conversation in the list, then the card above the message.
  await expect(unreadLink(page, 'Messages, 1 unread')).toBeVisible(ARRIVES_WITHIN);
  await conversationIn(page, firm.company).click();
  const card = page.getByRole('region', { name: `Approach: ${OFFER.roleTitle}` });
  await expect(card).toBeVisible(ARRIVES_WITHIN);
  for (const text of [
    'Quant Researcher · Junior · EMEA',
    'London, UK',
    '$9,000–$11,000 a month',
    OFFER.nextStep,
    /QuantLeap data for Quant Researcher, Junior, EMEA: median \$[\d,]+ a month \(25th–75th: \$[\d,]+–\$[\d,]+\), \d+ entries/,
  ]) {
    await expect(card.getByText(text)).toBeVisible();
  }
  const log = page.getByRole('log', { name: `Messages with ${firm.company}` });
  await expect(log.getByText('Felix Brandt')).toBeVisible();
  // Text is shown as written (no markup), with its address a link that is only a link.
  await expect(log.getByText('<b>not bold</b>', { exact: false })).toBeVisible();
  const link = log.getByRole('link', { name: 'https://example.com/roles/vol' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(link).toHaveAttribute('target', '_blank');
  // Opened and read: the badge goes, and the firm sees "Seen".
  await expect(unreadLink(page, 'Messages')).toBeVisible(ARRIVES_WITHIN);
  await expect(firmPage.getByText('Seen', { exact: true })).toBeVisible(ARRIVES_WITHIN);
  await expectNoSeriousViolations(page, 'the thread');

  // The quant replies with Enter; the firm sees it without reloading and can write again.
  const quantBox = page.getByRole('textbox', { name: `Message to ${firm.company}` });
  await quantBox.fill('Thanks, the role sounds interesting.');
  await quantBox.press('Enter');
  await expect(log.getByText('Thanks, the role sounds interesting.')).toBeVisible();
  await expect(quantBox).toHaveValue('');
  await expect(firmPage.getByRole('log').getByText('Thanks, the role sounds interesting.')).toBeVisible(ARRIVES_WITHIN);
  const firmBox = firmPage.getByRole('textbox', { name: `Message to ${quantName}` });
  await firmBox.fill('Great. Does Tuesday at 10 work?');
  await firmPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.getByText('Great. Does Tuesday at 10 work?')).toBeVisible(ARRIVES_WITHIN);
  await expectNoSeriousViolations(page, 'the list beside the thread');
  await firm.context.close();
});

test('a firm approaches with a yearly salary and bonus; the quant reads an approach, not an offer', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const quantName = 'Yusuf Salaried';
  await signIn(quantName);
  await becomeVisibleQuant(page, quantName, tag);
  const firm = await verifiedFirm(browser, baseURL!, 'Hana Hiring', 'Yearly Capital');
  await seedBenchmark(firm.request);
  const profileId = await profileIdOf(firm, tag);

  const firmPage = await firm.context.newPage();
  await gotoReady(firmPage, `/messages/new?profile=${profileId}`);
  await firmPage.getByRole('textbox', { name: 'Role title' }).fill('Full-time Volatility Researcher');
  await firmPage.getByRole('combobox', { name: 'Kind of role' }).selectOption(OFFER.roleCategory);
  await firmPage.getByRole('combobox', { name: 'Level' }).selectOption(OFFER.level);
  await firmPage.getByRole('combobox', { name: 'Region' }).selectOption(OFFER.region);
  await firmPage.getByRole('textbox', { name: 'Location' }).fill(OFFER.location);
  await expect(firmPage.getByRole('textbox', { name: /Yearly bonus/ })).toHaveCount(0);
  await firmPage.getByRole('combobox', { name: 'Paid' }).selectOption('year');
  await firmPage.getByRole('textbox', { name: 'From', exact: true }).fill('150,000');
  await firmPage.getByRole('textbox', { name: 'To', exact: true }).fill('170000');
  await firmPage.getByRole('textbox', { name: 'Yearly bonus, up to (optional)' }).fill('40,000');
  await expect(
    firmPage.getByText(/QuantLeap data for Quant Researcher, Junior, EMEA: median \$[\d,]+ a year/),
  ).toBeVisible();
  await expect(firmPage.getByText(/Your range’s midpoint is/)).toBeVisible();
  await firmPage.getByRole('textbox', { name: 'Next step' }).fill(OFFER.nextStep);
  await firmPage
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('A full-time seat on our volatility desk.');
  await firmPage.getByRole('button', { name: 'Send message' }).click();
  await expect(firmPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);

  await gotoReady(page, '/messages');
  await conversationIn(page, firm.company).click();
  const card = page.getByRole('region', { name: 'Approach: Full-time Volatility Researcher' });
  await expect(card).toBeVisible(ARRIVES_WITHIN);
  await expect(card.getByText('$150,000–$170,000 a year plus a bonus of up to $40,000')).toBeVisible();
  await expect(card.getByText(/median \$[\d,]+ a year/)).toBeVisible();
  await expect(card.getByText(/offer/i)).toHaveCount(0);
  await firm.context.close();
});

test('a refused send keeps the text with the reason; the quant declines with a reason the firm reads, then blocks another firm', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const quantName = 'Tomas Varga';
  await signIn(quantName);
  await becomeVisibleQuant(page, quantName, tag);
  const decliner = await verifiedFirm(browser, baseURL!, 'Dana Decker', 'Decline Partners');
  const blocked = await verifiedFirm(browser, baseURL!, 'Boris Block', 'Blocked Trading');
  const profileId = await profileIdOf(decliner, tag);
  const declinedId = await contactThroughApi(decliner, profileId, 'Would you consider a junior role?');
  const blockedId = await contactThroughApi(blocked, profileId, 'Quick chat?');

  // Too long a message is refused in the box, which keeps the text.
  await gotoReady(page, `/messages/${declinedId}`);
  const box = page.getByRole('textbox', { name: `Message to ${decliner.company}` });
  await box.fill('x'.repeat(5001));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(MESSAGE_MESSAGES.tooLong)).toBeVisible();
  await expect(page.getByText('5,001 / 5,000 characters')).toBeVisible();
  await expect(box).toHaveValue('x'.repeat(5001));
  await box.fill('');

  // One click to decline, with a reason; the firm reads it and cannot write.
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this conversation?' });
  await dialog.getByRole('radio', { name: 'The pay' }).check();
  await expectNoSeriousViolations(page, 'the decline dialog');
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/You declined this conversation \(reason: The pay\)/)).toBeVisible();
  const firmPage = await decliner.context.newPage();
  await gotoReady(firmPage, `/messages/${declinedId}`);
  await expect(firmPage.getByText('Declined — reason: The pay')).toBeVisible();
  await expect(firmPage.getByText(MESSAGE_MESSAGES.declined)).toBeVisible();

  // Blocking the other firm takes the conversation away from it.
  const blockedPage = await blocked.context.newPage();
  await gotoReady(blockedPage, `/messages/${blockedId}`);
  await expect(blockedPage.getByRole('log').getByText('Quick chat?')).toBeVisible();
  await gotoReady(page, `/messages/${blockedId}`);
  await page.getByRole('button', { name: 'Block company' }).click();
  const confirm = page.getByRole('dialog', { name: `Block ${blocked.company}?` });
  await expect(confirm.getByText('Hide from specific firms')).toBeVisible();
  await confirm.getByRole('button', { name: 'Block company' }).click();
  await expect(page.getByText(MESSAGE_MESSAGES.blocked)).toBeVisible();
  await expect(conversationIn(page, blocked.company).getByText('Blocked', { exact: true })).toBeVisible();
  await expect(blockedPage.getByRole('heading', { name: MESSAGE_MESSAGES.notFound })).toBeVisible(ARRIVES_WITHIN);

  // Either side can report a conversation.
  await page.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report this conversation' });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText(MESSAGE_MESSAGES.reportReason)).toBeVisible();
  await report.getByLabel('Reason').selectOption({ label: 'Spam or mass messaging' });
  await report.getByLabel('Details (optional)').fill('Same message to many quants.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByText('Report sent', { exact: true })).toBeVisible();
  await decliner.context.close();
  await blocked.context.close();
});

test('on a 390 px phone the list and the conversation take turns, with a way back, and nothing scrolls sideways', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const quantName = 'Pia Okonkwo-Lindqvist';
  await signIn(quantName);
  await becomeVisibleQuant(page, quantName, tag);
  const firm = await verifiedFirm(browser, baseURL!, 'Wolfgang Amadeus Longname', 'Extraordinarily Long Capital Name');
  const id = await contactThroughApi(
    firm,
    await profileIdOf(firm, tag),
    `A long word that must wrap: ${'supercalifragilistic'.repeat(6)}, and a long address https://example.com/${'path/'.repeat(20)}`,
  );
  await page.setViewportSize(PHONE_VIEWPORT);

  await gotoReady(page, '/messages');
  const item = conversationIn(page, firm.company);
  await expect(item).toBeVisible();
  await expect(page.getByText('Choose a conversation from the list')).toBeHidden();
  expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/messages/${id}$`));
  const heading = page.getByRole('heading', { name: firm.company, level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await expect(page.getByRole('region', { name: `Approach: ${OFFER.roleTitle}` })).toBeVisible();
  expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
  await expectNoSeriousViolations(page, 'the thread on a phone');

  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(item).toBeVisible();
  await firm.context.close();
});

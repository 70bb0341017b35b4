import { expectNoSeriousViolations } from './axe-helpers';
import { applyAs } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';

/**
 * Issue 16's entry points that start from an application: the applicant writes first from their dashboard's
 * Message the firm, the firm answers at once (the applicant wrote first) and, from the internship board's Message
 * applicant, finds the same conversation. Both sides' message e-mails are in the development mailbox.
 */
const ARRIVES_WITHIN = { timeout: 5000 };

test('an applicant writes to the firm about their application; the firm answers from the board', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const firmEmail = await signIn('Petra Position');
  const { verifiedFirmWithPosition } = await import('./company-helpers');
  const { positionId } = await verifiedFirmWithPosition(page, firmEmail, 'Rates Research Intern', 'Applied Capital');
  const applicant = await applyAs(browser, baseURL!, positionId, 'Anil Applicant');

  // The applicant opens Message the firm on their dashboard and writes a plain first message (no offer card).
  const quantPage = await applicant.context.newPage();
  await gotoReady(quantPage, '/dashboard');
  await quantPage.getByRole('link', { name: 'Message the firm about Rates Research Intern' }).click();
  await expect(quantPage).toHaveURL(/\/messages\/new\?application=/);
  await expect(quantPage.getByText('Rates Research Intern').first()).toBeVisible();
  await expectNoSeriousViolations(quantPage, 'the applicant compose screen');
  await quantPage.getByRole('textbox').fill('Is the internship open to students graduating in 2027?');
  await quantPage.getByRole('button', { name: /Send/ }).click();
  await expect(quantPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(
    quantPage.getByRole('log').getByText('Is the internship open to students graduating in 2027?'),
  ).toBeVisible();

  // The firm's Message applicant finds that conversation, where it may answer at once.
  await gotoReady(page, '/funds/internship-board');
  await page.getByRole('tab', { name: 'Internship Applications' }).click();
  await page.getByRole('link', { name: 'Message applicant Anil Applicant' }).first().click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('log').getByText('Is the internship open to students graduating in 2027?')).toBeVisible();
  await page.getByRole('textbox', { name: /Message to/ }).fill('Yes: 2027 graduates are welcome.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(quantPage.getByRole('log').getByText('Yes: 2027 graduates are welcome.')).toBeVisible(ARRIVES_WITHIN);

  // Each side was e-mailed once about the conversation, through the mail port.
  const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as {
    messages: { to: string; kind: string; subject: string }[];
  };
  const digests = (to: string) => mailbox.messages.filter((m) => m.kind === 'message-digest' && m.to === to);
  expect(digests(firmEmail).map((m) => m.subject)).toEqual(['New message from Anil Applicant (Rates Research Intern)']);
  expect(digests(applicant.email)).toHaveLength(1);
  await applicant.context.close();
});

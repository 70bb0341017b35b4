import type { Page } from '@playwright/test';
import { uniqueEmail } from './accounts-helpers';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, signInOperatorContext, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

/** A word of letters only (a name takes no digits) that no earlier run has used. */
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Joins the waitlist through /contact, as a visitor. */
async function joinWaitlist(page: Page, name: string, email: string, message: string) {
  await gotoReady(page, '/contact?source=waitlist');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Your Role').selectOption('quant');
  await page.getByLabel('Message (optional)').fill(message);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(toastWith(page, 'Submission successful!')).toBeVisible();
}

test('an operator finds a waitlist entry, marks it handled, undoes it and exports the list', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext();
  const name = `Wanda ${letters()}`;
  const email = uniqueEmail('waitlist');
  await joinWaitlist(await visitor.newPage(), name, email, '=HYPERLINK("http://evil.example","click me")');
  await visitor.close();

  await signInOperatorContext(page.context(), baseURL!);
  await gotoReady(page, '/admin');
  const queues = page.getByRole('list', { name: 'Queues' });
  // At least the entry just sent waits.
  await expect(queues.getByText(/^[1-9]\d* messages? waiting$/)).toBeVisible();
  await queues.getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.getByLabel('Search').fill(name);
  const entries = page.getByRole('list', { name: 'Waitlist entries' });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries.getByText(email)).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/inbox');

  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  const csv = await (await page.request.get(new URL((await exportLink.getAttribute('href'))!, baseURL).href)).text();
  expect(csv).toContain(email);
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click me"")"`);

  // By keyboard: Tab to the button and press Enter.
  await page.getByRole('button', { name: `Mark handled: ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nothing here matches the search.')).toBeVisible();
  await page.getByLabel('Show').selectOption('handled');
  await expect(entries.getByText(/Handled .* by /)).toBeVisible();
  await page.getByRole('button', { name: `Undo handled: ${name}` }).click();
  await expect(page.getByText('Nothing here matches the search.')).toBeVisible();
  await page.getByLabel('Show').selectOption('open');
  await expect(entries.getByRole('button', { name: `Mark handled: ${name}` })).toBeVisible();

  await page.getByRole('tab', { name: 'Newsletter subscribers' }).click();
  await expect(page.getByLabel('Show')).toHaveValue('confirmed');
  await expectNoSeriousViolations(page, '/admin/inbox, newsletter subscribers');
});

test('a newsletter sign-up is confirmed from the mailed link, and the next mail unsubscribes without signing in', async ({
  page,
}) => {
  const email = uniqueEmail('reader');
  await gotoReady(page, '/blog');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastWith(page, 'Check your inbox')).toBeVisible();

  await gotoReady(page, '/dev/mailbox');
  const confirmation = page
    .getByRole('article', { name: /Confirm your QuantLeap newsletter subscription/ })
    .filter({ hasText: email });
  await confirmation.getByRole('link').first().click();
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
  await expectNoSeriousViolations(page, '/newsletter/confirm');

  await gotoReady(page, '/dev/mailbox');
  const welcome = page
    .getByRole('article', { name: /You are subscribed to the QuantLeap newsletter/ })
    .filter({ hasText: email });
  await welcome.locator('a[href*="/unsubscribe?token="]').click();
  await expect(page.getByText('You are unsubscribed from the QuantLeap newsletter.')).toBeVisible();
  await expectNoSeriousViolations(page, '/unsubscribe');
});

test.describe('a tampered mail link', () => {
  // The page's request is refused with a 400, which the browser logs.
  test.use({ allowedConsoleError: /status of 400/ });

  test('says the link is not valid', async ({ page }) => {
    await gotoReady(page, '/unsubscribe?token=tampered.token');
    await expect(page.getByRole('alert')).toHaveText(/This link is not valid/);
    await gotoReady(page, '/newsletter/confirm?token=tampered.token');
    await expect(page.getByRole('alert')).toHaveText(/This link is not valid/);
  });
});

test.describe('@mobile the inbox on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('fits a 390 px screen without sideways scrolling', async ({ page, browser, baseURL }) => {
    const visitor = await browser.newContext();
    const name = `Phoebe ${letters()}`;
    await joinWaitlist(await visitor.newPage(), name, uniqueEmail('phone'), 'A long message '.repeat(20));
    await visitor.close();
    await signInOperatorContext(page.context(), baseURL!);
    await gotoReady(page, `/admin/inbox?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('button', { name: `Mark handled: ${name}` })).toBeVisible();
    const problems = await layoutProblems(page);
    expect(problems.sidewaysScroll, '/admin/inbox scrolls sideways').toBeLessThanOrEqual(0);
    expect(problems.clipped, '/admin/inbox has clipped text').toEqual([]);
    await expectNoSeriousViolations(page, '/admin/inbox on a phone');
  });
});

import type { Page } from '@playwright/test';
import { VERIFICATION_CALLBACK_PATH } from '../src/shared/auth';
import { logOut, PASSWORD, signInByMagicLink, signUp, signUpAndConfirm, uniqueEmail } from './accounts-helpers';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, test } from './fixtures';

/** The address of the newest mailed link to `email` whose subject matches, read from the development mailbox. */
async function mailedLinkAddress(page: Page, email: string, subject: RegExp): Promise<string> {
  await gotoReady(page, '/dev/mailbox');
  const link = page
    .getByRole('article', { name: subject })
    .filter({ hasText: email })
    .first()
    .getByRole('link')
    .first();
  return (await link.getAttribute('href')) ?? '';
}

test('the verification link says the address is verified and puts the cursor in the sign-in form', async ({ page }) => {
  await signUpAndConfirm(page, 'Dorothy Vaughan', uniqueEmail('verified'));
  await expect(page).toHaveURL(/\/login\?link=verification$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
});

test.describe('before the address is verified', () => {
  // Chromium logs the refused sign-in (403) itself.
  test.use({ allowedConsoleError: /status of 403/ });

  test('sign-in offers to resend the verification e-mail, and the new link verifies', async ({ page }) => {
    const email = uniqueEmail('unverified');
    await signUp(page, 'Annie Easley', email);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText('not verified');

    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(page.getByText('Verification e-mail sent. Please check your inbox.')).toBeVisible();

    await page.goto(await mailedLinkAddress(page, email, /Confirm your e-mail address/));
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' })).toBeVisible();
  });

  test('a broken verification link says so and offers a new one', async ({ page }) => {
    await page.goto(
      `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(VERIFICATION_CALLBACK_PATH)}`,
    );
    await expect(page).toHaveURL(/error=INVALID_TOKEN/);
    await expect(page.getByRole('alert').filter({ hasText: 'This verification link is invalid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
    await expectNoSeriousViolations(page, 'login after a broken verification link');
  });
});

test('a used magic link says it is invalid or expired and opens the form for a new one', async ({ page }) => {
  const email = uniqueEmail('usedlink');
  await signUpAndConfirm(page, 'Christine Darden', email);
  await signInByMagicLink(page, email);
  await expect(page.getByRole('button', { name: 'Account menu for Christine Darden' })).toBeVisible();
  await logOut(page, 'Christine Darden');

  await page.goto(await mailedLinkAddress(page, email, /Your QuantLeap sign-in link/));
  await expect(page).toHaveURL(/\/login\?link=magic-link&error=INVALID_TOKEN$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This sign-in link is invalid or has expired.' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Magic Link', selected: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic link has been sent to your email. Please check your inbox.')).toBeVisible();
});

test('any other refused link on /login says it is invalid or expired', async ({ page }) => {
  await gotoReady(page, '/login?error=INVALID_TOKEN');
  await expect(page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired.' })).toBeVisible();
});

test('a refused reset link leads to the Reset tab, ready to send a new one', async ({ page }) => {
  await gotoReady(page, '/reset-password?error=INVALID_TOKEN');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('tab', { name: 'Reset', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    'That reset link is invalid or has expired. Enter your e-mail to get a new one.',
  );
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

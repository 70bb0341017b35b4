import { AUTH_MESSAGES } from '../src/shared/auth';
import { totpCode } from '../src/server/test/totp';
import { createAccountAndSignIn, logOut, signInByMagicLink, turnOnAuthenticator } from './accounts-helpers';
import { expect, gotoReady, test } from './fixtures';

test('with the authenticator on, a magic link asks for the code before signing in', async ({ page }) => {
  const email = await createAccountAndSignIn(page, 'Katherine Johnson', 'magic2fa');

  await gotoReady(page, '/profile');
  const secret = await turnOnAuthenticator(page);
  await logOut(page, 'Katherine Johnson');
  await signInByMagicLink(page, email);

  await expect(page).toHaveURL(/\/login\?step=two-factor$/);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  // The link alone opened no session: the browser's cookies do not sign anyone in yet.
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();

  // The code of the next step: the enrolment code was used already and works once.
  await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Katherine Johnson' })).toBeVisible();
  expect((await (await page.request.get('/api/auth/get-session')).json()).user.email).toBe(email);
});

test.describe('a code step whose pending sign-in is gone', () => {
  // The verify call answers 401 (no pending sign-in), which Chromium logs as a failed resource.
  test.use({ allowedConsoleError: /status of 401/ });

  test('says the sign-in expired and returns to the sign-in form', async ({ page }) => {
    await gotoReady(page, '/login?step=two-factor');
    await page.getByLabel('Authentication code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(AUTH_MESSAGES.secondFactorExpired);
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  });

  test('can be left for the sign-in form by keyboard', async ({ page }) => {
    await gotoReady(page, '/login?step=two-factor');
    await page.getByRole('button', { name: 'Back to sign in' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    await expect(page.getByLabel('Authentication code')).toHaveCount(0);
  });
});

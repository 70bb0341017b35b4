import { logOut, openMailedLink, PASSWORD, signInByMagicLink, signUpAndConfirm, uniqueEmail } from './accounts-helpers';
import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

test.describe('accounts', () => {
  test('each tab checks its fields with the shared schema first: one message in the card, the spec toast, no request', async ({
    page,
  }) => {
    const authRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/auth/sign-in')) authRequests.push(request.url());
    });
    await gotoReady(page, '/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You must provide either an email or phone number and a password' }),
    ).toBeVisible();
    await expect(toastWith(page, 'Authentication Error')).toBeVisible();

    await page.getByRole('tab', { name: 'Magic Link' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
    expect(authRequests).toEqual([]);
  });

  test('sign up, verify from the mailbox, be sent back to the guarded page, sign out', async ({ page }) => {
    const email = uniqueEmail();
    await gotoReady(page, '/signup');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('Different1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: "Passwords don't match. Please check your password and try again." }),
    ).toBeVisible();

    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('Registration successful! Please check your email to verify your account.'),
    ).toBeVisible();

    await openMailedLink(page, email, /Confirm your e-mail address/);
    await expect(page).toHaveURL(/\/login/);

    // The guard keeps the requested page and returns to it after sign-in.
    await gotoReady(page, '/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // A brand-new account's first sign-in is greeted as one.
    await expect(toastWith(page, 'Welcome to QuantLeap!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

    // Signed-in header: Dashboard button and the user menu with initials, name and e-mail.
    const menu = page.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await expect(menu).toHaveText('AL');
    await menu.click();
    await expect(page.getByRole('menu')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(toastWith(page, 'Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await gotoReady(page, '/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe('with a refused sign-in', () => {
    // Chromium logs the expected 401 answer itself.
    test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 401/ });

    test('a wrong password shows the server message and the Authentication Error toast', async ({ page }) => {
      await gotoReady(page, '/login');
      await page.getByLabel('Email').fill(uniqueEmail());
      await page.getByLabel('Password', { exact: true }).fill('Wrong2026!');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible();
      await expect(toastWith(page, 'Authentication Error')).toBeVisible();
    });
  });

  test('switching tabs clears the messages, and the footer toggles sign-in and sign-up', async ({ page }) => {
    await gotoReady(page, '/login');
    await page.getByRole('tab', { name: 'Reset' }).click();
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset instructions have been sent to your email.')).toBeVisible();
    await page.getByRole('tab', { name: 'Magic Link' }).click();
    await expect(page.getByText('Password reset instructions have been sent to your email.')).toHaveCount(0);
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Already have an account?')).toBeVisible();
  });

  test('magic link and password reset both sign in through the mailbox', async ({ page }) => {
    const email = uniqueEmail();
    await signUpAndConfirm(page, 'Grace Hopper', email);

    await signInByMagicLink(page, email);
    await gotoReady(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await logOut(page, 'Grace Hopper');

    await gotoReady(page, '/login');
    await page.getByRole('tab', { name: 'Reset' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await openMailedLink(page, email, /Reset your QuantLeap password/);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New Password').fill('NewQuant2026');
    await page.getByLabel('Confirm Password').fill('NewQuant2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('NewQuant2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu for Grace Hopper' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { secretFromUri, totpCode } from '../src/server/test/totp';
import { expect, gotoReady } from './fixtures';
import { toastWith } from './toast-helpers';

export const PASSWORD = 'Quant2026!';

/** Follows the newest link mailed to `email` whose subject matches, from the development mailbox. */
export async function openMailedLink(page: Page, email: string, subject: RegExp): Promise<void> {
  await gotoReady(page, '/dev/mailbox');
  const message = page.getByRole('article', { name: subject }).filter({ hasText: email }).first();
  await expect(message.getByRole('link').first()).toBeVisible();
  await message.getByRole('link').first().click();
}

/** An address no earlier run has used. */
export const uniqueEmail = (prefix = 'e2e') => `${prefix}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs up through the UI, as a new user would; the address is not confirmed yet. */
export async function signUp(page: Page, name: string, email: string): Promise<void> {
  await gotoReady(page, '/signup');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/Registration successful!/)).toBeVisible();
}

/** Signs up through the UI and follows the confirmation link from the mailbox. */
export async function signUpAndConfirm(page: Page, name: string, email: string): Promise<void> {
  await signUp(page, name, email);
  await openMailedLink(page, email, /Confirm your e-mail address/);
}

/** Signs up, confirms and signs in through the UI; returns the e-mail. */
export async function createAccountAndSignIn(page: Page, name: string, prefix = 'user'): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUpAndConfirm(page, name, email);
  await expect(page).toHaveURL(/\/login/);
  await gotoReady(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  return email;
}

/** Logs out through the user menu of the signed-in `name`; the app lands on the home page. */
export async function logOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // The toast, not the address alone: a page signed in on / is already there before the session has ended.
  await expect(toastWith(page, 'Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Asks for a magic link on /login and follows it from the mailbox. */
export async function signInByMagicLink(page: Page, email: string): Promise<void> {
  await gotoReady(page, '/login');
  await page.getByRole('tab', { name: 'Magic Link' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic link has been sent to your email. Please check your inbox.')).toBeVisible();
  await openMailedLink(page, email, /Your QuantLeap sign-in link/);
}

/**
 * On the profile's Security tab: starts enrolling an authenticator with the account's password and types the app's
 * current code, short of pressing Turn on; returns its secret.
 */
export async function startAuthenticator(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up authenticator' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secretFromUri(`otpauth://totp/x?secret=${secret}`)).toBe(secret);
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  return secret;
}

/** On the profile's Security tab: enrols an authenticator with the account's password; returns its secret. */
export async function turnOnAuthenticator(page: Page): Promise<string> {
  const secret = await startAuthenticator(page);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(toastWith(page, 'Two-factor authentication on')).toBeVisible();
  return secret;
}

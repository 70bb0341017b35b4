import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killAllServers, startServer, stopServer, type ServerProcess } from '../src/server/test/server-process';
import { PASSWORD, uniqueEmail } from './accounts-helpers';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, test } from './fixtures';

/**
 * Past an address's normal sign-up budget the server asks for a proof of work. The shared journey server allows
 * thousands of sign-ups, so this journey runs its own server whose budget is one sign-up an hour.
 */
let server: ServerProcess;
const dataDir = mkdtempSync(path.join(tmpdir(), 'quantleap-e2e-challenge-'));

test.beforeAll(async () => {
  server = await startServer(dataDir, { SIGN_UP_RATE_LIMIT: '1', DEV_MAILBOX: 'on' });
});
test.afterAll(async () => {
  if (server) await stopServer(server);
  await killAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

async function fillSignUp(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test.describe('sign-up beyond the normal budget', () => {
  // The refused sign-up answers 428, which Chromium logs as a failed resource.
  test.use({ allowedConsoleError: /status of 428/ });

  test('asks for a human check, solves it in the browser and creates the account', async ({ page }) => {
    await gotoReady(page, `${server.url}/login`);
    await fillSignUp(page, uniqueEmail('budget'));
    await expect(
      page.getByText('Registration successful! Please check your email to verify your account.'),
    ).toBeVisible();

    const challenged = uniqueEmail('challenged');
    await fillSignUp(page, challenged);
    await expect(page.locator('altcha-widget')).toBeVisible();
    await expect(page.getByText('Registration successful!', { exact: false })).toBeHidden();
    await expectNoSeriousViolations(page, 'sign-up with the human check');
    await expect(
      page.getByText('Registration successful! Please check your email to verify your account.'),
    ).toBeVisible({
      timeout: 60_000,
    });
    const mailbox = (await (await fetch(`${server.url}/api/dev/mailbox`)).json()) as { messages: { to: string }[] };
    expect(mailbox.messages.map((message) => message.to)).toContain(challenged);
  });
});

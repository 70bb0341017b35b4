import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { claimSignedInUser, readOperator } from './signed-in-pool';

/**
 * Every journey fails on an unexpected console error or uncaught page error: a page that "works" while logging
 * errors is broken. A test that expects one (the 404 page logs the path) describes it in `allowedConsoleError`.
 */
export const test = base.extend<{
  allowedConsoleError: RegExp | undefined;
  consoleGuard: void;
  signIn: (name: string) => Promise<string>;
}>({
  allowedConsoleError: [undefined, { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleError }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleError?.test(text)) problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Signs the page in as a new, verified user called `name`, without the form (signInContext), and opens the home
   * page, where the sign-in form lands, with the user menu shown. Returns the user's e-mail. Journeys about signing
   * up or signing in keep using the form.
   */
  signIn: async ({ page, baseURL }, provide) => {
    await provide(async (name) => {
      const email = await signInContext(page.context(), baseURL!, name);
      await gotoReady(page, '/');
      await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
      return email;
    });
  },
});

export { expect };

/**
 * Signs `context` in as a new, verified user called `name`, without the form: a user with an open session from the
 * pool made before the server started (seed-signed-in-users.ts), its cookies set on the context as a sign-in sets
 * them, renamed through the API as the account page renames. Returns the user's e-mail.
 */
export async function signInContext(context: BrowserContext, baseURL: string, name: string): Promise<string> {
  const user = claimSignedInUser(process.env.E2E_DATA_DIR!);
  const expires = Math.floor(Date.now() / 1000) + user.maxAge;
  await context.addCookies(
    user.cookies.map((cookie) => ({ ...cookie, url: baseURL, sameSite: 'Lax' as const, expires })),
  );
  const renamed = await context.request.post(`${baseURL}/api/auth/update-user`, {
    data: { name },
    headers: { Origin: baseURL },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  return user.email;
}

/**
 * Signs `context` in as the e2e server's operator (ADMIN_EMAILS), as signInContext signs in a pooled user: the
 * session written before the server started, its cookies set on the context. The operator is shared by every
 * journey and keeps its name. Returns its e-mail.
 */
export async function signInOperatorContext(context: BrowserContext, baseURL: string): Promise<string> {
  const operator = readOperator(process.env.E2E_DATA_DIR!);
  const expires = Math.floor(Date.now() / 1000) + operator.maxAge;
  await context.addCookies(
    operator.cookies.map((cookie) => ({ ...cookie, url: baseURL, sameSite: 'Lax' as const, expires })),
  );
  return operator.email;
}

/**
 * Opens a page and waits until React runs it. Prerendered pages load the app on the first interaction, so this
 * moves the pointer over the page first, as a visitor would.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('body').dispatchEvent('pointerover');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

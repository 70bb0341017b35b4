import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on an unexpected console error or uncaught page error: a page that "works" while logging
 * errors is broken. A test that expects one (the 404 page logs the path) describes it in `allowedConsoleError`.
 */
export const test = base.extend<{ allowedConsoleError: RegExp | undefined; consoleGuard: void }>({
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
});

export { expect };

/**
 * Opens a page and waits until React runs it. Prerendered pages load the app on the first interaction, so this
 * moves the pointer over the page first, as a visitor would.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('body').dispatchEvent('pointerover');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

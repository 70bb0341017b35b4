import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the four login tabs fit on one line each, without scrolling the page sideways', async ({ page }) => {
  await gotoReady(page, '/login');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Sign In', 'Sign Up', 'Magic Link', 'Reset']);
  const layout = await page.getByRole('tablist', { name: 'How to sign in' }).evaluate((list) => ({
    // How many lines each tab's label takes: the distinct tops of its text's line boxes.
    lines: [...list.querySelectorAll('[role="tab"]')].map((tab) => {
      const range = document.createRange();
      range.selectNodeContents(tab);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
    listOverflows: list.scrollWidth > list.clientWidth,
    pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
  }));
  expect(layout).toEqual({ lines: [1, 1, 1, 1], listOverflows: false, pageOverflows: false });
  await expectNoSeriousViolations(page, '/login at 390 px');

  // Every tab can still be reached and chosen by keyboard.
  // Wait for focus to reach the next tab before the next key, as a person would.
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Magic Link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Magic Link', selected: true })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/** What has focus: the tag and text of document.activeElement. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent?.trim() ?? '',
  }));

test.describe('focus after in-app navigation', () => {
  test('a followed link puts focus on the new page’s heading, by mouse and by keyboard; the first load does not', async ({
    page,
  }) => {
    await gotoReady(page, '/about');
    expect((await focused(page)).tag).toBe('BODY');

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Quant Firms List' }).click();
    await expect(page).toHaveURL(/\/quant-firms-list$/);
    const firmsHeading = page.getByRole('heading', { level: 1 });
    await expect(firmsHeading).toBeFocused();
    expect((await focused(page)).tag).toBe('H1');

    await footer.getByRole('link', { name: 'Compensation Data' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/compensation-insights$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quant Compensation Insights' })).toBeFocused();
  });

  test('a filter that changes only the query keeps focus on the filter', async ({ page }) => {
    await gotoReady(page, '/compensation-insights');
    const role = page.getByLabel('Role', { exact: true });
    await role.focus();
    await role.selectOption('Quant Trader');
    await expect(page).toHaveURL(/role=Quant\+Trader|role=Quant%20Trader/);
    // Give a misplaced focus move its frames to happen.
    await page.waitForTimeout(300);
    await expect(role).toBeFocused();
  });
});

test.describe('scroll position across in-app moves', () => {
  test('a followed link opens the next page at its top, and Back returns to where the visitor was', async ({
    page,
  }) => {
    await gotoReady(page, '/privacy');
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    await terms.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(0);

    await terms.click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});

import { expect, gotoReady, test } from './fixtures';

test('tabs: only the chosen tab is in the Tab order, arrows loop, Home and End, one panel', async ({ page }) => {
  await gotoReady(page, '/login');
  const tab = (name: string) => page.getByRole('tab', { name });
  const tabs = page.getByRole('tablist', { name: 'How to sign in' }).getByRole('tab');
  const panel = page.getByRole('tabpanel');

  // The tab and its panel name each other.
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAccessibleName('Sign In');
  await expect(tab('Sign In')).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? 'no id');

  // Only the chosen tab can be reached with Tab; the others by arrows.
  await expect(tabs).toHaveText(['Sign In', 'Sign Up', 'Magic Link', 'Reset']);
  expect(await tabs.evaluateAll((all) => all.map((t) => t.getAttribute('tabindex')))).toEqual(['0', '-1', '-1', '-1']);
  await panel.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(tab('Sign In')).toBeFocused();

  await page.keyboard.press('End');
  await expect(tab('Reset')).toBeFocused();
  await expect(tab('Reset')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Sign In')).toBeFocused();
  await expect(tab('Sign In')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Reset')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Magic Link')).toBeFocused();
  await expect(tab('Magic Link')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('Sign In')).toBeFocused();
  await expect(tab('Sign In')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Sign In')).toHaveAttribute('aria-selected', 'false');

  // The Tab order follows the choice: from the chosen tab straight to its panel, and back.
  expect(await tabs.evaluateAll((all) => all.map((t) => t.getAttribute('tabindex')))).toEqual(['-1', '0', '-1', '-1']);
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tab('Sign Up')).toBeFocused();

  // Only the chosen tab's panel is in the page.
  await expect(panel).toHaveCount(1);
  await expect(panel.getByLabel('Confirm Password')).toBeVisible();

  // A Ctrl-press (a context menu on a Mac) does not choose a tab; a plain press does.
  await tab('Magic Link').click({ modifiers: ['Control'] });
  await expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
  await tab('Magic Link').click();
  await expect(tab('Magic Link')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
});

test('a tab chosen after the app has loaded on a prerendered page and its panel name each other', async ({ page }) => {
  await gotoReady(page, '/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(panel.getByLabel('Confirm Password')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
    'aria-controls',
    (await panel.getAttribute('id')) ?? 'no id',
  );
});

import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, test } from './fixtures';

test.describe('@mobile phone layout', () => {
  test('the header links live in a right-side drawer', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.round(box.x + box.width)).toBe(viewport?.width);
    await expect(drawer.getByRole('link', { name: 'Join Waitlist' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Quant Competitions' }).click();
    await expect(page).toHaveURL(/\/quant-competitions$/);
    await expect(drawer).toBeHidden();
  });

  test('Escape closes the drawer and returns focus to the menu button', async ({ page }) => {
    await gotoReady(page, '/about');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('pages do not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/quant-firms-list', '/quant-competitions', '/contact', '/for-funds']) {
      await gotoReady(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('@mobile before the app has loaded', () => {
  test('a tap on the menu button of a prerendered page is kept and replayed once React is ready', async ({ page }) => {
    await page.goto('/about');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('@mobile accessibility', () => {
  test('the open drawer passes axe-core with no serious or critical violation', async ({ page }) => {
    await gotoReady(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'open drawer');
  });
});

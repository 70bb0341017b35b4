import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { holdRequests } from './held-requests';
import { chunkGlob } from './built-chunks';

/**
 * The user menu's code (Radix DropdownMenu) is fetched when its button is first hovered, focused or pressed
 * (src/web/features/auth/components/user-menu.tsx). Whenever the press lands while that code is on its way, before
 * the menu's own button has replaced the stand-in, or just as it does, the menu must open once it is there, once,
 * with focus in the menu as Radix puts it.
 */

/** Holds the user menu's chunk until the returned function is called; resolves `requested` when it is asked for. */
const holdUserMenuChunk = (page: Page) =>
  holdRequests(page, chunkGlob('features/auth/components/user-menu-dropdown.tsx'));

const NAME = 'Grace Hopper';
const menuButton = (page: Page) => page.getByRole('button', { name: `Account menu for ${NAME}` });
/** Radix's own trigger, which replaces the stand-in once the code is there, carries an id (the stand-in has none). */
const radixTrigger = (page: Page) => page.locator('header button[aria-haspopup="menu"][id]');

async function expectOpenWithFocusInside(page: Page): Promise<void> {
  await expect(page.getByRole('menu')).toHaveCount(1);
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(true);
  // It stays open: nothing that happened while it loaded closes it afterwards.
  await page.waitForTimeout(300);
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
}

async function openSignedIn(page: Page, signIn: (name: string) => Promise<string>) {
  await signIn(NAME);
  // A fresh page load, so the menu's code is not loaded yet; the route is set before the page asks for it.
  const chunk = await holdUserMenuChunk(page);
  await gotoReady(page, '/dashboard');
  await expect(menuButton(page)).toBeVisible();
  return chunk;
}

async function pointAt(page: Page) {
  const box = await menuButton(page).boundingBox();
  if (!box) throw new Error('the account menu button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

test('a click while the menu loads opens it once it is there, with focus in the menu', async ({ page, signIn }) => {
  const chunk = await openSignedIn(page, signIn);
  await pointAt(page);
  await chunk.requested;
  await page.mouse.down();
  await page.mouse.up();
  chunk.release();
  await expectOpenWithFocusInside(page);
});

test('a press that the menu arrives in the middle of (down before, up after) opens it', async ({ page, signIn }) => {
  const chunk = await openSignedIn(page, signIn);
  await pointAt(page);
  await chunk.requested;
  await page.mouse.down();
  chunk.release();
  await expect(radixTrigger(page)).toBeVisible();
  await page.mouse.up();
  await expectOpenWithFocusInside(page);
});

test('a click just after the menu arrived opens it', async ({ page, signIn }) => {
  const chunk = await openSignedIn(page, signIn);
  await pointAt(page);
  await chunk.requested;
  chunk.release();
  await expect(radixTrigger(page)).toBeVisible();
  await page.mouse.down();
  await page.mouse.up();
  await expectOpenWithFocusInside(page);
});

for (const key of ['Enter', ' ', 'ArrowDown']) {
  test(`${JSON.stringify(key)} on the focused button while the menu loads opens it on its first item`, async ({
    page,
    signIn,
  }) => {
    const chunk = await openSignedIn(page, signIn);
    await menuButton(page).focus();
    await chunk.requested;
    await page.keyboard.press(key);
    chunk.release();
    await expectOpenWithFocusInside(page);
    await expect(page.getByRole('menuitem').first()).toBeFocused();
  });
}

test('two clicks while the menu loads still leave it open (one open, not a toggle)', async ({ page, signIn }) => {
  const chunk = await openSignedIn(page, signIn);
  await pointAt(page);
  await chunk.requested;
  await page.mouse.down();
  await page.mouse.up();
  await page.mouse.down();
  await page.mouse.up();
  chunk.release();
  await expectOpenWithFocusInside(page);
});

test('a menu opened while the sign-in page still redirects home stays open when home arrives', async ({
  page,
  signIn,
}) => {
  await signIn(NAME);
  // /login sends a signed-in visitor home; hold the home page's code so the redirect is still under way.
  const homePage = await holdRequests(page, chunkGlob('features/marketing/pages/home-page.tsx'));
  await gotoReady(page, '/login');
  await menuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  homePage.release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectOpenWithFocusInside(page);
});

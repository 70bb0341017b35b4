import type { Page, Request } from '@playwright/test';
import { MESSAGE_POLL_MS } from '../src/shared/message-rules';
import { PASSWORD, startAuthenticator } from './accounts-helpers';
import { expect, gotoReady, test } from './fixtures';
import { holdRequests } from './held-requests';
import { toastWith } from './toast-helpers';

/**
 * Turning two-factor on or off makes the server sign the session in anew and delete the old one. The header's
 * unread badge polls every MESSAGE_POLL_MS; a poll sent with the old cookie after the server replaced it would meet
 * a deleted session (a 401 in the console, a clean-clone CI flake). So no poll goes out while the change is on its
 * way, and polling resumes with the new session after it.
 */

/** The unread polls the page sends from now on. */
function unreadPolls(page: Page): Request[] {
  const polls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/messages/unread') polls.push(request);
  });
  return polls;
}

test('no unread poll is sent while two-factor is turned on or off, and polling resumes after', async ({
  page,
  signIn,
}) => {
  await signIn('Rosalind Franklin');
  await gotoReady(page, '/profile');
  expect(await startAuthenticator(page)).not.toBe('');

  for (const [button, path, done] of [
    ['Turn on', '/api/auth/two-factor/verify-totp', 'Two-factor authentication on'],
    ['Remove authenticator', '/api/auth/two-factor/disable', 'Two-factor authentication off'],
  ] as const) {
    if (button === 'Remove authenticator') {
      await page.getByRole('button', { name: 'Remove authenticator' }).click();
      await page.getByLabel('Current password').fill(PASSWORD);
    }
    const held = await holdRequests(page, `**${path}`, { reachServer: true });
    await page.getByRole('button', { name: button }).click();
    await held.requested;
    // Counted from the change's request on: a poll that went out just before the click is not one sent during it
    // (counting from before the click saw one such poll: the clean-clone CI flake of d99b9e4).
    const polls = unreadPolls(page);
    // Two polls' time with the old session deleted on the server and its answer not yet at the page.
    await page.waitForTimeout(2 * MESSAGE_POLL_MS + 500);
    expect(polls, `unread polls while "${button}" was on its way`).toHaveLength(0);
    held.release();
    await expect(toastWith(page, done)).toBeVisible();
    await expect.poll(() => polls.length, { timeout: 4 * MESSAGE_POLL_MS }).toBeGreaterThan(0);
    const answer = await polls[0]!.response();
    expect(answer?.status()).toBe(200);
    await page.unroute(`**${path}`);
  }
});

import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { PASSWORD } from './accounts-helpers';
import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

const NOT_AN_IMAGE = 'Please choose an image file (JPG, PNG, WebP or GIF).';

test('a file that is not a picture is refused beside the chooser at once, and the old picture stays', async ({
  page,
  signIn,
}) => {
  await signIn('Zoë Nowak');
  await gotoReady(page, '/profile');
  const chooser = page.getByLabel(/Change picture/);

  // Named and typed as a PNG, but text inside: the browser cannot draw it.
  await chooser.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByRole('alert').filter({ hasText: NOT_AN_IMAGE })).toBeVisible();
  await expect(chooser).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/New picture chosen/)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText('ZN', { exact: true })).toBeVisible();

  // Saving now saves the rest with the old picture, and says nothing about an upload.
  await page.getByRole('button', { name: 'Save Personal Info' }).click();
  await expect(toastWith(page, 'Profile Updated')).toBeVisible();
  await expect(page.getByText('Upload Failed')).toHaveCount(0);

  // A real picture clears the refusal and is previewed.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 56, g: 189, b: 248 } } })
    .png()
    .toBuffer();
  await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/New picture chosen/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: NOT_AN_IMAGE })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
});

test.describe('two-factor backup codes', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('can be copied and downloaded as a .txt, by keyboard', async ({ page, signIn }) => {
    await signIn('Łukasz Nowak');
    await gotoReady(page, '/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set up authenticator' }).click();
    const list = page.getByRole('list', { name: 'Backup codes' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes.length).toBeGreaterThanOrEqual(8);

    await page.getByRole('button', { name: 'Copy codes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Backup codes copied to the clipboard.' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const code of codes) expect(copied).toContain(code);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .txt' }).focus();
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('quantleap-backup-codes.txt');
    const saved = await readFile(await download.path(), 'utf8');
    for (const code of codes) expect(saved).toContain(code);
    await expect(page.getByRole('status').filter({ hasText: 'saved as quantleap-backup-codes.txt' })).toBeVisible();
  });
});

test('switching visibility on without a quant profile: the placeholder is not shown as data, and the quant is told why', async ({
  page,
  signIn,
}) => {
  await signIn('José Álvarez');
  await gotoReady(page, '/profile');
  const visible = page.getByRole('switch', { name: 'Make profile visible to funds' });
  await expect(page.getByText(/Switching on creates an empty quant profile/)).toBeVisible();
  await visible.click();
  await expect(toastWith(page, 'Firms see nothing useful until you complete your quant profile.')).toBeVisible();
  await expect(page.getByText(/Your quant profile holds no details yet/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete your quant profile' })).toHaveAttribute(
    'href',
    '/quants/create-profile',
  );

  await gotoReady(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, José Álvarez' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByText(/firms see nothing useful until you complete it/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Profile summary' })).toHaveCount(0);
  await expect(page.getByText('Update your profile')).toHaveCount(0);
  await expect(page.getByText('Update your skills')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).withRules(['heading-order']).analyze()).violations).toEqual([]);
});

test('the message e-mail switch saves only its own choice, and the choice outlives a reload', async ({
  page,
  signIn,
}) => {
  await signIn('Mia Mailless');
  await gotoReady(page, '/profile');
  const messages = page.getByRole('switch', { name: 'E-mail me about new messages' });
  const applications = page.getByRole('switch', { name: 'E-mail me about my applications' });
  await expect(page.getByText('At most one e-mail per conversation every 15 minutes', { exact: false })).toBeVisible();
  await expect(messages).toBeChecked();
  await expect(applications).toBeChecked();

  const saving = page.waitForRequest(
    (request) => request.url().endsWith('/api/profile/email-preferences') && request.method() === 'PUT',
  );
  await messages.click();
  expect((await saving).postDataJSON()).toEqual({ messageEmails: false });
  await expect(toastWith(page, 'No more e-mails about messages')).toBeVisible();
  await expect(messages).not.toBeChecked();
  await expect(applications).toBeChecked();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'E-mail me about new messages' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'E-mail me about my applications' })).toBeChecked();
  const profile = (await (await page.request.get('/api/profile')).json()) as Record<string, unknown>;
  expect(profile).toMatchObject({ messageEmails: false, applicationStatusEmails: true });
});

test.describe('two-factor with a wrong password', () => {
  // better-auth refuses the password with a 400, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 400/ });

  test('says why under the form, keeps what was typed, and leaves two-factor off', async ({ page, signIn }) => {
    await signIn('Wanda Wrongpass');
    await gotoReady(page, '/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('button', { name: 'Set up authenticator' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('not-my-password');
    await expect(page.getByRole('button', { name: 'Set up authenticator' })).toBeEnabled();
    await expect(page.getByTestId('totp-secret')).toHaveCount(0);
  });
});

test.describe('deleting the account', () => {
  // Refusals (a wrong password, a company owner) are 400 answers, which Chromium logs as failed resource loads.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 400/ });

  test('a company owner is told to hand over or delete the company first; a quant deletes theirs and is signed out', async ({
    page,
    signIn,
  }) => {
    const email = await signIn('Owen Leaving');
    const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
    const created = await page.request.post('/api/company', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: {
        name: 'Leaving Owner Capital',
        website: `https://${email.slice(email.indexOf('@') + 1)}`,
        category: 'Hedge Fund',
        sizeBand: '1–10',
        headquarters: 'Boston, MA',
      },
    });
    expect(created.status()).toBe(201);
    await gotoReady(page, '/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Password to confirm').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(
      page.getByText(
        'You own Leaving Owner Capital on QuantLeap. Hand ownership to another member or delete the company in its settings first.',
      ),
    ).toBeVisible();
    expect((await page.request.get('/api/profile')).status()).toBe(200);

    // The owner deletes the company, then the account goes.
    expect((await page.request.delete('/api/company', { headers: { 'X-CSRF-Token': csrfToken } })).status()).toBe(204);
    await page.getByLabel('Password to confirm').fill('not-my-password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
    await page.getByLabel('Password to confirm').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(toastWith(page, 'Your account was deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    expect((await page.request.get('/api/profile')).status()).toBe(401);
  });
});

test.describe('changing the password', () => {
  // A wrong old password is a 400 answer, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 400/ });

  test('from the Security tab signs out every other device and keeps this one', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const email = await signIn('Pat Newpass');
    const laptop = await browser.newContext();
    const signedIn = await laptop.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email, password: PASSWORD },
      headers: { Origin: baseURL! },
    });
    expect(signedIn.status()).toBe(200);
    const laptopUser = async () =>
      ((await (await laptop.request.get(`${baseURL}/api/auth/get-session`)).json()) as { user?: unknown } | null)?.user;
    expect(await laptopUser()).toBeTruthy();

    await gotoReady(page, '/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    const card = page.getByRole('form', { name: 'Change password' });
    await card.getByLabel('Old password').fill('NotMine2026');
    await card.getByLabel('New password', { exact: true }).fill('Changed2026!');
    await card.getByLabel('Confirm new password').fill('Changed2026');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      "Passwords don't match. Please check your password and try again.",
    );

    await card.getByLabel('Confirm new password').fill('Changed2026!');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByRole('alert')).toContainText(/password/i);
    await expect(card.getByLabel('New password', { exact: true })).toHaveValue('Changed2026!');
    expect(await laptopUser()).toBeTruthy();

    await card.getByLabel('Old password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByRole('status')).toHaveText('Your password was changed. Every other device was signed out.');
    await expect(card.getByLabel('Old password')).toHaveValue('');
    expect(await laptopUser()).toBeFalsy();

    await gotoReady(page, '/profile');
    await expect(page.getByRole('button', { name: 'Account menu for Pat Newpass' })).toBeVisible();
    await laptop.close();
  });
});

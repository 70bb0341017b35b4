import sharp from 'sharp';
import { totpCode } from '../src/server/test/totp';
import { logOut, PASSWORD, turnOnAuthenticator } from './accounts-helpers';
import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

test('edit personal info with a picture, reload and see it; protect the account with an authenticator', async ({
  page,
  signIn,
}) => {
  const email = await signIn('Ada Lovelace');
  await gotoReady(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText('Recommended: Square JPG, PNG. Max 5MB.')).toBeVisible();

  await page.getByLabel('Full Name').fill('Ada King Lovelace');
  await page.getByLabel('Username').fill(`ada${Date.now() % 100000}`);
  await page.getByLabel('Bio').fill('Volatility surfaces and analytical engines.');
  await page.getByLabel('Website').fill('not a url');
  await page.getByRole('button', { name: 'Save Personal Info' }).click();
  await expect(page.getByText('Please enter a valid URL for Website')).toBeVisible();

  await page.getByLabel('Website').fill('https://ada.example.com');
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 167, g: 139, b: 250 } } })
    .png()
    .toBuffer();
  await page.getByLabel(/Change picture/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/New picture chosen/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Personal Info' }).click();
  await expect(toastWith(page, 'Profile Updated')).toBeVisible();

  await page.reload();
  await page.locator('body').dispatchEvent('pointerover');
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada King Lovelace');
  await expect(page.getByLabel('Bio')).toHaveValue('Volatility surfaces and analytical engines.');
  const picture = page.getByRole('img', { name: 'Your profile picture' });
  await expect(picture).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  // Visibility: the first switch-on creates the quant profile; the state survives a reload.
  const visible = page.getByRole('switch', { name: 'Make profile visible to funds' });
  await expect(visible).toHaveAttribute('aria-checked', 'false');
  await visible.click();
  await expect(toastWith(page, 'Your profile is now visible to funds.')).toBeVisible();
  await page.reload();
  await page.locator('body').dispatchEvent('pointerover');
  await expect(page.getByRole('switch', { name: 'Make profile visible to funds' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Education and experience are lists; saving one never loses the other.
  await page.getByRole('tab', { name: 'Experience' }).click();
  await page.getByLabel('Job title').fill('Quant Researcher');
  await page.getByLabel('Company', { exact: true }).fill('Example Capital');
  await page.getByLabel('From (MM/YYYY)').fill('2020-01');
  await page.getByRole('button', { name: 'Save Experience' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Experience' }).getByText('From date must be MM/YYYY, e.g. 06/2023'),
  ).toBeVisible();
  await page.getByLabel('From (MM/YYYY)').fill('01/2020');
  await page.getByLabel("To (MM/YYYY or 'Present')").fill('Present');
  await page.getByRole('button', { name: 'Save Experience' }).click();
  await expect(toastWith(page, 'Experience Updated')).toBeVisible();
  await page.getByRole('tab', { name: 'Education' }).click();
  await page.getByLabel('School', { exact: true }).fill('Imperial College London');
  await page.getByRole('button', { name: 'Add another' }).click();
  await page.getByLabel('School', { exact: true }).nth(1).fill('University of Cambridge');
  await page.getByRole('button', { name: 'Save Education' }).click();
  await expect(toastWith(page, 'Education Updated')).toBeVisible();
  await page.reload();
  await page.locator('body').dispatchEvent('pointerover');
  await page.getByRole('tab', { name: 'Experience' }).click();
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Example Capital');
  await page.getByRole('tab', { name: 'Education' }).click();
  await expect(page.getByLabel('School', { exact: true }).nth(1)).toHaveValue('University of Cambridge');

  // Security: enrol an authenticator, then sign in with password and code.
  const secret = await turnOnAuthenticator(page);
  await logOut(page, 'Ada King Lovelace');

  await gotoReady(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  // The code of the next step: the enrolment code was used already and works once.
  await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Ada King Lovelace' })).toBeVisible();
});

import type { Page, Request } from '@playwright/test';
import { PASSWORD, signUpAndConfirm, uniqueEmail } from './accounts-helpers';
import { expect, gotoReady, test } from './fixtures';
import { holdRequests } from './held-requests';
import { toastWith } from './toast-helpers';
import { chunkGlob } from './built-chunks';

/**
 * The form pages are prerendered (or, with a query, rendered per request): the form paints from the first HTML,
 * takes typing before the app has loaded, and a submission pressed meanwhile is sent once the app is ready
 * (src/web/boot.ts).
 */
const FORM_PAGES: { path: string; heading: string; fields: string[] }[] = [
  { path: '/contact', heading: 'Contact Us', fields: ['Full Name', 'Email', 'Message', 'Subscribe to newsletter'] },
  {
    path: '/contact?source=waitlist',
    heading: 'Join the Waitlist',
    fields: ['Full Name', 'Email', 'Your Role', 'Message (optional)', 'Subscribe to newsletter'],
  },
  { path: '/login', heading: 'Sign in', fields: ['Email', 'Password'] },
  { path: '/signup', heading: 'Sign up', fields: ['Full Name', 'Email', 'Password', 'Confirm Password'] },
  { path: '/login?step=two-factor', heading: 'Sign in', fields: ['Authentication code'] },
  { path: '/reset-password?token=any', heading: 'Choose a new password', fields: ['New Password', 'Confirm Password'] },
  { path: '/email-test', heading: 'Email Testing Tool', fields: ['Test Email', 'Welcome Email', 'Email address'] },
];

/** Holds the app's code until `release` is called: the page stays as the server sent it, with only boot.ts. */
const holdApp = (page: Page) => holdRequests(page, chunkGlob('app-start'));

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** The POST requests the page sends to `path`, collected from now on. */
function postsTo(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts.push(request);
  });
  return posts;
}

test.describe('form pages rendered on the server', () => {
  for (const { path, heading, fields } of FORM_PAGES) {
    test(`${path} has its form in the first HTML, and shows it with JavaScript disabled`, async ({
      request,
      browser,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<form\b/);
      expect(html.match(/<(input|select|textarea)\b/g)?.length ?? 0).toBeGreaterThanOrEqual(fields.length);
      const text = html.replace(/<[^>]+>/g, '');
      for (const field of fields) expect(text, field).toContain(field);

      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      for (const field of fields) await expect(page.getByLabel(field, { exact: true })).toBeVisible();
      await context.close();
    });
  }
});

test.describe('typing before the app has loaded', () => {
  test('contact: typed text, a ticked box and a double press send one message with them', async ({ page }) => {
    const app = await holdApp(page);
    const posts = postsTo(page, '/api/contact');
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada.early@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Typed before the app had loaded, and sent once.');
    await page.getByLabel('Subscribe to newsletter').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await app.requested;
    expect(await isHydrated(page)).toBe(false);
    expect(posts).toHaveLength(0);

    app.release();
    const toast = toastWith(page, 'Submission successful!');
    await expect(toast).toContainText('Your message has been sent. We will get back to you soon!');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      formType: 'general',
      name: 'Ada Lovelace',
      email: 'ada.early@example.com',
      message: 'Typed before the app had loaded, and sent once.',
      newsletterSignup: true,
    });
  });

  test('waitlist: a role chosen and Enter pressed before the app has loaded join the waitlist', async ({ page }) => {
    const app = await holdApp(page);
    const posts = postsTo(page, '/api/contact');
    await page.goto('/contact?source=waitlist');
    await page.getByLabel('Your Role').selectOption({ label: 'Quant / Data Scientist' });
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace.early@example.com');
    await page.getByLabel('Email').press('Enter');
    await page.getByLabel('Email').press('Enter');
    await app.requested;
    expect(await isHydrated(page)).toBe(false);

    app.release();
    await expect(toastWith(page, 'Submission successful!')).toContainText(
      'You have been added to our waitlist! We will notify you when QuantLeap launches.',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      formType: 'waitlist',
      name: 'Grace Hopper',
      email: 'grace.early@example.com',
      role: 'quant',
    });
  });

  test('login: an address and password typed and Enter pressed twice sign in once', async ({ page }) => {
    const email = uniqueEmail('early');
    await signUpAndConfirm(page, 'Katherine Johnson', email);
    const app = await holdApp(page);
    const posts = postsTo(page, '/api/auth/sign-in/email');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await app.requested;
    expect(await isHydrated(page)).toBe(false);

    app.release();
    await expect(toastWith(page, 'Welcome to QuantLeap!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Katherine Johnson' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({ email, password: PASSWORD });
  });

  test('login: a sign-in sent as the app starts wins over the session read the app sent before it', async ({
    page,
  }) => {
    const email = uniqueEmail('race');
    await signUpAndConfirm(page, 'Mary Jackson', email);
    const app = await holdApp(page);
    // The app's first session read reaches the server before the sign-in does ("nobody"); its answer is held back
    // from the page until the sign-in has been answered. Later reads go through.
    let reads = 0;
    let firstAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
    let releaseFirst!: () => void;
    const released = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route('**/api/auth/get-session', async (route) => {
      if (reads++ > 0) return route.continue();
      const response = await route.fetch();
      firstAnswered();
      await released;
      return route.fulfill({ response });
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await app.requested;
    const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
    app.release();
    await answered;
    expect((await signedIn).status()).toBe(200);
    releaseFirst();
    await expect(toastWith(page, 'Welcome to QuantLeap!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Mary Jackson' })).toBeVisible();
  });

  test('sign-up: fields typed and a double click create one account', async ({ page }) => {
    const email = uniqueEmail('earlysignup');
    const app = await holdApp(page);
    const posts = postsTo(page, '/api/auth/sign-up/email');
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Mary Jackson');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).dblclick();
    await app.requested;
    expect(await isHydrated(page)).toBe(false);

    app.release();
    await expect(
      page.getByText('Registration successful! Please check your email to verify your account.'),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({ name: 'Mary Jackson', email, password: PASSWORD });
  });

  test('login tabs: a tab pressed before the app has loaded is chosen once it has', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Magic Link' }).click();
    await app.requested;
    expect(await isHydrated(page)).toBe(false);
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();

    app.release();
    await expect(page.getByRole('tab', { name: 'Magic Link', selected: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
  });

  test('email test: a radio chosen and an address typed before the app has loaded send that mail', async ({ page }) => {
    const email = uniqueEmail('earlymail');
    const app = await holdApp(page);
    const posts = postsTo(page, '/api/email-test');
    await page.goto('/email-test');
    await page.getByRole('radio', { name: 'Welcome Email' }).check();
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await app.requested;
    expect(await isHydrated(page)).toBe(false);

    app.release();
    await expect(toastWith(page, 'Email sent! Please check your inbox (or spam folder)')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Welcome Email' })).toBeChecked();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({ type: 'welcome', email });
  });

  test('reset password: a new password typed before the app has loaded is set', async ({ page }) => {
    const email = uniqueEmail('earlyreset');
    await signUpAndConfirm(page, 'Dorothy Vaughan', email);
    await gotoReady(page, '/login');
    await page.getByRole('tab', { name: 'Reset' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset instructions have been sent to your email.')).toBeVisible();
    await gotoReady(page, '/dev/mailbox');
    const link = page
      .getByRole('article', { name: /Reset your QuantLeap password/ })
      .filter({ hasText: email })
      .first()
      .getByRole('link')
      .first();
    const address = (await link.getAttribute('href')) ?? '';

    const app = await holdApp(page);
    const posts = postsTo(page, '/api/auth/reset-password');
    await page.goto(address);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New Password').fill('Early2026Reset');
    await page.getByLabel('Confirm Password').fill('Early2026Reset');
    await page.getByRole('button', { name: 'Set new password' }).dblclick();
    await app.requested;
    expect(await isHydrated(page)).toBe(false);

    app.release();
    await expect(toastWith(page, 'Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({ newPassword: 'Early2026Reset' });
  });
});

import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { openMailedLink } from './accounts-helpers';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, signInContext, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

/** The work domain of a pooled user (pooledN@firmN.test): a company website there is verified by their e-mail. */
const domainOf = (email: string) => email.slice(email.indexOf('@') + 1);

/** A second person in a browser of their own, signed in as a new pooled user. */
async function secondPerson(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext();
  const email = await signInContext(context, baseURL, name);
  const page = await context.newPage();
  return { context, page, email };
}

async function fillCompanyForm(page: Page, company: { name: string; website: string }) {
  await page.getByLabel('Company name').fill(company.name);
  await page.getByLabel('Website').fill(company.website);
  await page.getByLabel('Category').selectOption('Hedge Fund');
  await page.getByLabel('Size (employees)').selectOption('11–50');
  await page.getByLabel('Headquarters').fill('Chicago, IL');
  await page.getByLabel('Other offices (one per line)').fill('London, UK\nSingapore');
  await page.getByLabel('Description').fill('Systematic volatility trading across listed options.');
}

/** The signed-in page's user creates a verified company through the API and invites `invitee` to it. */
async function createCompanyAndInvite(page: Page, company: { ownerEmail: string; name: string; invitee: string }) {
  const csrf = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  const headers = { 'X-CSRF-Token': csrf.csrfToken };
  const created = await page.request.post('/api/company', {
    headers,
    data: {
      name: company.name,
      website: `https://${domainOf(company.ownerEmail)}`,
      category: 'Prop Trading',
      sizeBand: '1–10',
      headquarters: 'Amsterdam, NL',
    },
  });
  expect(created.status()).toBe(201);
  const invited = await page.request.post('/api/company/invitations', { headers, data: { email: company.invitee } });
  expect(invited.status()).toBe(201);
}

test.describe('firm accounts', () => {
  // Refused submits (400, 403, 409) are logged by Chromium as failed resource loads.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 4\d\d/ });

  test('create a company at your work domain (verified at once), invite a recruiter, who accepts from the mailbox', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const ownerEmail = await signIn('Olivia Owner');
    const name = `Olivia Volatility Partners ${Date.now()}`;

    await gotoReady(page, '/funds/company-dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome to QuantLeap for hiring firms' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Company Profile' }).click();
    await expect(page).toHaveURL(/\/funds\/create-profile$/);
    await expect(page.getByRole('heading', { name: 'Create Company Profile' })).toBeVisible();
    await expectNoSeriousViolations(page, 'create company');

    // Bad input: messages beside the fields, nothing created.
    await page.getByLabel('Company name').fill('X'.repeat(101));
    await page.getByLabel('Website').fill('not a website');
    await page.getByRole('button', { name: 'Create Company Profile' }).click();
    await expect(page.getByText('Company name must be 2–100 characters')).toBeVisible();
    await expect(page.getByText("Enter your company's website, for example https://www.example.com")).toBeVisible();
    await expect(page.getByText('Please choose a category')).toBeVisible();
    expect((await (await page.request.get('/api/company')).json()).company).toBeNull();

    await fillCompanyForm(page, { name, website: `www.${domainOf(ownerEmail)}` });
    await page.getByRole('button', { name: 'Create Company Profile' }).click();
    await expect(page).toHaveURL(/\/funds\/company-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('You are the owner')).toBeVisible();
    // Projects is the dashboard's first tab; the company's own details are under Company Profile.
    await page.getByRole('tab', { name: 'Company Profile' }).click();
    await expect(page.getByText('Systematic volatility trading across listed options.')).toBeVisible();
    await expectNoSeriousViolations(page, 'company dashboard');

    // The user menu names the company and leads to its dashboard.
    await page.getByRole('button', { name: 'Account menu for Olivia Owner' }).click();
    await expect(page.getByRole('menu').getByText(name)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Company Dashboard' })).toBeVisible();
    await page.keyboard.press('Escape');

    const recruiter = await secondPerson(browser, baseURL!, 'Ray Recruiter');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/funds\/company-settings$/);
    await page.getByLabel("Colleague's e-mail").fill('not-an-address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
    await page.getByLabel("Colleague's e-mail").fill(recruiter.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toastWith(page, 'Invitation sent')).toBeVisible();
    const openInvitations = page.getByRole('heading', { name: 'Open invitations' }).locator('..');
    await expect(openInvitations.getByText(recruiter.email)).toBeVisible();
    await expectNoSeriousViolations(page, 'company settings (owner)');

    // The logo: a file that is not a picture is refused beside the chooser; a picture is uploaded and shown.
    const logoChooser = page.getByLabel('Upload logo');
    await logoChooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeVisible();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 56, g: 189, b: 248 } } })
      .png()
      .toBuffer();
    await logoChooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(toastWith(page, 'Logo updated')).toBeVisible();
    await expect(page.getByLabel('Replace logo')).toBeAttached();
    const logoSource = await page.locator('main img').first().getAttribute('src');
    expect(logoSource).toBeTruthy();
    expect((await page.request.get(logoSource!)).headers()['content-type']).toBe('image/webp');

    // The recruiter follows the mailed link, sees what it is for, and joins.
    await openMailedLink(recruiter.page, recruiter.email, new RegExp(`Join ${name} on QuantLeap`));
    await expect(recruiter.page).toHaveURL(/\/company-invitation#token=/);
    await recruiter.page.getByRole('button', { name: `Join ${name}` }).click();
    await expect(recruiter.page).toHaveURL(/\/funds\/company-dashboard$/);
    await expect(recruiter.page.getByText('You are a recruiter')).toBeVisible();

    // A recruiter reads the company but cannot manage it.
    await recruiter.page.getByRole('link', { name: 'Settings' }).click();
    await expect(recruiter.page.getByText('Only the company owner can change the profile.')).toBeVisible();
    await expect(recruiter.page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
    await expect(recruiter.page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    await expect(recruiter.page.getByRole('button', { name: 'Leave company' })).toBeVisible();
    await expectNoSeriousViolations(recruiter.page, 'company settings (recruiter)');

    // The link works once.
    await recruiter.page.goBack();
    await recruiter.page.goBack();
    await expect(recruiter.page).toHaveURL(/\/company-invitation#token=/);
    await recruiter.page.reload();
    await expect(recruiter.page.getByText('This invitation has already been used.')).toBeVisible();
    await recruiter.context.close();

    // The owner sees the new member, and the invitation is no longer open.
    await page.reload();
    await expect(page.getByText(recruiter.email)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open invitations' })).toHaveCount(0);
  });

  test('an invitation opened with another account cannot be accepted; a bad link says so', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const ownerEmail = await signIn('Owen Owner');
    const name = `Owen Rates Desk ${Date.now()}`;
    const invitee = `invitee${Date.now()}@elsewhere.test`;
    await createCompanyAndInvite(page, { ownerEmail, name, invitee });

    const stranger = await secondPerson(browser, baseURL!, 'Sam Stranger');
    await openMailedLink(stranger.page, invitee, new RegExp(`Join ${name} on QuantLeap`));
    await expect(
      stranger.page.getByText(`This invitation was sent to ${invitee}. Sign in with that address to accept it.`),
    ).toBeVisible();
    await expect(stranger.page.getByRole('button', { name: `Join ${name}` })).toHaveCount(0);
    await expectNoSeriousViolations(stranger.page, 'invitation for another account');

    await gotoReady(stranger.page, '/company-invitation#token=not-a-token');
    await expect(
      stranger.page.getByText('This invitation link is not valid. Ask the company owner to send a new one.'),
    ).toBeVisible();
    expect((await (await stranger.page.request.get('/api/company')).json()).company).toBeNull();
    await stranger.context.close();
  });

  test('an invitation link paints what accepting means from the first HTML, then opens the invitation by itself', async ({
    page,
    signIn,
    browser,
  }) => {
    const ownerEmail = await signIn('Ines Inviter');
    const name = `Ines Vol Desk ${Date.now()}`;
    const invitee = `newcomer${Date.now()}@elsewhere.test`;
    await createCompanyAndInvite(page, { ownerEmail, name, invitee });
    await gotoReady(page, '/dev/mailbox');
    const mailed = page
      .getByRole('article', { name: new RegExp(`Join ${name} on QuantLeap`) })
      .filter({ hasText: invitee })
      .first()
      .getByRole('link')
      .first();
    const href = await mailed.getAttribute('href');
    expect(href).toMatch(/\/company-invitation#token=/);
    const link = new URL(href!);
    const address = link.pathname + link.hash;

    // Before any script: the heading and what accepting means are in the HTML.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await withoutScripts.newPage();
    await plain.goto(address);
    await expect(plain.getByRole('heading', { level: 1, name: 'Company invitation' })).toBeVisible();
    await expect(plain.getByText(/Accepting adds your account to a company's team/)).toBeVisible();
    await withoutScripts.close();

    // A visitor without a session who does not touch the page still sees what the invitation is for.
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto(address);
    // Untouched, the page loads the app, then the page's code, then the session and the invitation, one after another.
    await expect(visitor.getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(visitor.getByText(invitee, { exact: true }).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign in to accept' })).toBeVisible();
    await expectNoSeriousViolations(visitor, 'invitation for a visitor without a session');
    await anonymous.close();
  });

  test('a company whose website is not at a member’s domain waits for review, and says what is locked', async ({
    page,
    signIn,
  }) => {
    await signIn('Pia Pending');
    await gotoReady(page, '/funds/create-profile');
    await fillCompanyForm(page, { name: `Pia Quant Research ${Date.now()}`, website: 'https://pia-research.test' });
    await page.getByRole('button', { name: 'Create Company Profile' }).click();
    await expect(page).toHaveURL(/\/funds\/company-dashboard$/);
    await expect(page.getByText('Waiting for verification', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your company is waiting for verification' })).toBeVisible();

    await gotoReady(page, '/funds/view-talent');
    await expect(page.getByRole('heading', { name: 'Your company is not verified yet' })).toBeVisible();
    await expectNoSeriousViolations(page, 'locked firm screen');

    // A second company for the same account is refused before anything is typed.
    await gotoReady(page, '/funds/create-profile');
    await expect(page.getByRole('heading', { name: /^You already act for Pia Quant Research/ })).toBeVisible();
  });
});

test.describe('@mobile firm screens on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('create, dashboard and settings fit a 390 px phone', async ({ page, signIn }) => {
    const email = await signIn('Phoebe Phone');
    await gotoReady(page, '/funds/company-dashboard');
    await expect(page.getByRole('link', { name: 'Create Company Profile' })).toBeVisible();
    await gotoReady(page, '/funds/create-profile');
    expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
    await fillCompanyForm(page, { name: `Phoebe Pocket Capital ${Date.now()}`, website: domainOf(email) });
    await page.getByRole('button', { name: 'Create Company Profile' }).click();
    await expect(page).toHaveURL(/\/funds\/company-dashboard$/);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
    await gotoReady(page, '/funds/company-settings');
    await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
    await page.getByLabel("Colleague's e-mail").fill(`a-very-long-colleague-address-${Date.now()}@example-firm.test`);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('heading', { name: 'Open invitations' })).toBeVisible();
    expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'company settings on a phone');
  });
});

import type { Page } from '@playwright/test';
import { createAccountAndSignIn, logOut, openMailedLink, PASSWORD, uniqueEmail } from './accounts-helpers';
import { apiUser, createCompany, csrfHeaders, uniqueTag } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { pageFirm } from './project-helpers';
import { quantBasics } from './quant-helpers';
import { toastWith } from './toast-helpers';

/**
 * Issue 42 "Each kind of user lands in their own place": the header's Dashboard opens the signed-in user's own
 * side (a firm member's company dashboard, a quant's dashboard), a user who is both gets both by name, the user
 * menu has no "My Courses", and a brand-new account's first sign-in is welcomed rather than welcomed back.
 */
const header = (page: Page) => page.getByRole('banner');

async function giveQuantProfile(page: Page, name: string): Promise<void> {
  const saved = await page.request.put('/api/quant-profile/basic', {
    headers: await csrfHeaders(page.request),
    data: quantBasics(name, `Credit Quant ${uniqueTag()}`, false),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function openUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  return menu;
}

test.describe('each kind of user lands in their own place', () => {
  test("a quant's header Dashboard opens the quant dashboard, and the user menu has no My Courses", async ({
    page,
    signIn,
  }) => {
    await signIn('Quinn Quant');
    await expect(header(page).getByRole('link', { name: 'Company Dashboard' })).toHaveCount(0);
    await header(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Quinn Quant' })).toBeVisible();

    const menu = await openUserMenu(page, 'Quinn Quant');
    await expect(menu.getByRole('menuitem', { name: /My Courses/ })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
  });

  test("a firm member's header Dashboard opens the company dashboard", async ({ page, signIn }) => {
    const email = await signIn('Fiona Firm');
    await pageFirm(page, email, true, 'Own Place Capital');
    await gotoReady(page, '/about');
    const dashboard = header(page).getByRole('link', { name: 'Dashboard', exact: true });
    await expect(dashboard).toHaveAttribute('href', '/funds/company-dashboard');
    await dashboard.click();
    await expect(page).toHaveURL(/\/funds\/company-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Own Place Capital / })).toBeVisible();
    await expect(page.getByText('Complete Your Profile')).toHaveCount(0);

    const menu = await openUserMenu(page, 'Fiona Firm');
    await expect(menu.getByRole('menuitem', { name: 'Company Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /My Courses/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Landing on the quant side anyway (an old link), the member is pointed to their company's dashboard.
    await gotoReady(page, '/dashboard');
    await expect(page.getByRole('link', { name: 'Open Company Dashboard' })).toHaveAttribute(
      'href',
      '/funds/company-dashboard',
    );
  });

  test('a firm member who also has a quant profile gets both dashboards, each named for its side', async ({
    page,
    signIn,
  }) => {
    const email = await signIn('Bea Both');
    await pageFirm(page, email, true, 'Both Sides Partners');
    await giveQuantProfile(page, 'Bea Both');
    await gotoReady(page, '/');

    const company = header(page).getByRole('link', { name: 'Company Dashboard' });
    const quant = header(page).getByRole('link', { name: 'Quant Dashboard' });
    await expect(company).toHaveAttribute('href', '/funds/company-dashboard');
    await expect(quant).toHaveAttribute('href', '/dashboard');
    await expect(header(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);

    await quant.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Bea Both' })).toBeVisible();
    await company.click();
    await expect(page).toHaveURL(/\/funds\/company-dashboard$/);

    const menu = await openUserMenu(page, 'Bea Both');
    await expect(menu.getByRole('menuitem', { name: 'Company Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Quant Dashboard' })).toBeVisible();
  });

  test('a brand-new account is welcomed to QuantLeap at its first sign-in, and welcomed back at the next', async ({
    page,
  }) => {
    const email = await createAccountAndSignIn(page, 'Nadia New', 'firstsignin');
    await expect(toastWith(page, 'Welcome to QuantLeap!')).toBeVisible();
    await expect(toastWith(page, 'Welcome back!')).toHaveCount(0);
    await logOut(page, 'Nadia New');

    // The same browser minutes later: the account is still under a day old and has one session again.
    await gotoReady(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toastWith(page, 'Welcome back!')).toBeVisible();
    await expect(toastWith(page, 'Welcome to QuantLeap!')).toHaveCount(0);
  });
});

test('the sign-up card speaks to quants and firms, and to a colleague sent by a company invitation', async ({
  page,
  browser,
  baseURL,
}) => {
  await gotoReady(page, '/signup');
  await expect(
    page.getByText('Sign in or create an account: quants build a profile, hiring firms set up their company.'),
  ).toBeVisible();

  const owner = await apiUser(browser, baseURL!, 'Ingrid Inviter');
  const company = await createCompany(
    owner,
    { name: `Invitation Works ${uniqueTag()}`, website: `https://www.${owner.domain}` },
    'verified',
  );
  const colleague = uniqueEmail('colleague');
  const invited = await owner.request.post('/api/company/invitations', {
    headers: owner.headers,
    data: { email: colleague },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await owner.context.close();

  await openMailedLink(page, colleague, /on QuantLeap/);
  await expect(page).toHaveURL(/\/company-invitation#token=/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(
    page.getByText(
      `${company.name} invited ${colleague}. Sign in, or create your account with that address, to join the team.`,
    ),
  ).toBeVisible();

  // Issue 42: the invited address is filled in, and confirming it then signing in lands on "Join <company>".
  await expect(page.getByLabel('Email')).toHaveValue(colleague);
  await page.getByLabel('Full Name').fill('Carla Colleague');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/Registration successful!/)).toBeVisible();
  await openMailedLink(page, colleague, /Confirm your e-mail address/);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (!(await page.getByLabel('Email').inputValue())) await page.getByLabel('Email').fill(colleague);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/company-invitation#token=/);
  await page.getByRole('button', { name: `Join ${company.name}` }).click();
  await expect(page).toHaveURL(/\/funds\/company-dashboard/);
  await expect(toastWith(page, `You joined ${company.name}`)).toBeVisible();
  // The toast leaves the company heading's buttons free to press (issue 42: it sat over them).
  for (const name of ['Settings', 'Internship Board', 'Post New Project']) {
    const button = page.getByRole('link', { name, exact: true }).last();
    const free = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(free, `the toast covers ${name}`).toBe(true);
  }
});

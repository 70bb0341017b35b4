import type { Page } from '@playwright/test';
import { createAccountAndSignIn, PASSWORD } from './accounts-helpers';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, postPosition, uniqueTag } from './company-helpers';
import { expect, gotoReady, signInOperatorContext, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';

/** Searches /admin/people for `text` and opens the result called `name`. */
async function open(page: Page, text: string, name: string) {
  await gotoReady(page, '/admin/people');
  await page.getByLabel('E-mail or name').fill(text);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Suspends the open person or company with `reason`, through the dialog. */
async function suspend(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog.getByText('Please give the reason the person will be told')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
}

test('an operator suspends a company: its page and positions go, its members see why; restoring brings them back', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const firm = await apiUser(browser, baseURL!, 'Sal Suspended');
  const company = await createCompany(
    firm,
    { name: `Suspended Capital ${tag}`, website: `https://www.${firm.domain}` },
    'verified',
  );
  await postPosition(firm, `Suspended Intern ${tag}`, 'London, UK');
  const visitor = await browser.newContext();
  const listed = async () => {
    const answer = await visitor.request.get(`${baseURL}/api/internships?q=Suspended Intern ${tag}`);
    return ((await answer.json()) as { internships: unknown[] }).internships.length;
  };
  expect(await listed()).toBe(1);

  await signInOperatorContext(page.context(), baseURL!);
  await open(page, `Suspended Capital ${tag}`, company.name);
  await expectNoSeriousViolations(page, '/admin/people with a company open');
  const reason = 'Positions that do not exist';
  await suspend(page, reason);

  expect((await visitor.request.get(`${baseURL}/api/companies/${company.slug}`)).status()).toBe(404);
  expect(await listed()).toBe(0);
  const firmPage = await firm.context.newPage();
  await gotoReady(firmPage, '/funds/company-dashboard');
  await expect(firmPage.getByRole('heading', { level: 1, name: 'Your company is suspended' })).toBeVisible();
  await expect(firmPage.getByText(`Your company is suspended: ${reason}`)).toBeVisible();

  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('button', { name: 'Confirm restore' }).click();
  await expect(page.getByText('Not suspended.')).toBeVisible();
  expect((await visitor.request.get(`${baseURL}/api/companies/${company.slug}`)).status()).toBe(200);
  expect(await listed()).toBe(1);
  await visitor.close();
  await firm.context.close();
});

test('an operator suspends a person: their next request fails and sign-in is refused with the reason', async ({
  page,
  browser,
  baseURL,
}) => {
  const personContext = await browser.newContext();
  const personPage = await personContext.newPage();
  const name = 'Pat Suspended';
  const email = await createAccountAndSignIn(personPage, name, 'suspended');
  expect((await personPage.request.get('/api/profile')).status()).toBe(200);

  await signInOperatorContext(page.context(), baseURL!);
  await open(page, email, name);
  const reason = 'Spam sent to many firms';
  await suspend(page, reason);
  await expectNoSeriousViolations(page, '/admin/people with a suspended person');

  expect((await personPage.request.get('/api/profile')).status()).toBe(401);
  await personContext.clearCookies();
  await gotoReady(personPage, '/login');
  await personPage.getByLabel('Email').fill(email);
  await personPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await personPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(personPage.getByText(`Your account is suspended: ${reason}`).first()).toBeVisible();
  await personContext.close();
});

test.describe('@mobile people and companies on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the search and a company fit a 390 px screen without sideways scrolling', async ({
    page,
    browser,
    baseURL,
  }) => {
    const firm = await apiUser(browser, baseURL!, 'Phone Firm Owner');
    const company = await createCompany(
      firm,
      { name: `Phone Capital ${uniqueTag()}`, website: `https://www.${firm.domain}` },
      'verified',
    );
    await firm.context.close();
    await signInOperatorContext(page.context(), baseURL!);
    await open(page, company.name, company.name);
    const problems = await layoutProblems(page);
    expect(problems.sidewaysScroll, '/admin/people scrolls sideways').toBeLessThanOrEqual(0);
    expect(problems.clipped, '/admin/people has clipped text').toEqual([]);
    await expectNoSeriousViolations(page, '/admin/people on a phone');
  });
});

import { PASSWORD, signUpAndConfirm } from './accounts-helpers';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, csrfHeaders, uniqueTag } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';

/**
 * Issue 42: an owner whose company waits for verification is told the true reason and the ways forward — a personal
 * address does not count; a name that belongs to a known firm is proved only by that firm's own domain.
 */
test('an owner signed up with a Gmail address learns that a personal address does not count', async ({ page }) => {
  const tag = uniqueTag();
  const email = `owner.${tag}.${Date.now()}@gmail.com`;
  await signUpAndConfirm(page, 'Gail Gmail', email);
  await gotoReady(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Gail Gmail' })).toBeVisible();
  const created = await page.request.post('/api/company', {
    headers: await csrfHeaders(page.request),
    data: {
      name: `Gale Systematic ${tag}`,
      website: `https://www.gale-${tag}.test`,
      category: 'Hedge Fund',
      sizeBand: '1–10',
      headquarters: 'London, UK',
      offices: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await gotoReady(page, '/funds/company-dashboard');
  const notice = page.getByRole('region', { name: 'Your company is waiting for verification' });
  await expect(notice).toContainText('A personal address (such as a Gmail or Outlook one) does not count.');
  await expect(notice).toContainText(`have a member sign in with a work e-mail at gale-${tag}.test`);
  await expectNoSeriousViolations(page, 'the company dashboard waiting for verification');
});

test('an owner naming his company after a known firm learns that only the firm’s own domain proves it', async ({
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const owner = await apiUser(browser, baseURL!, 'Jules Jump');
  await createCompany(owner, { name: 'Jump Trading', website: `https://jumptrading-desk-${tag}.test` }, 'pending');
  const page = await owner.context.newPage();
  await gotoReady(page, '/funds/company-dashboard');
  const notice = page.getByRole('region', { name: 'Your company is waiting for verification' });
  await expect(notice).toContainText(
    `“Jump Trading” is the name of Jump Trading, a known firm whose own domain is jumptrading.com; your website is at jumptrading-desk-${tag}.test`,
  );
  await expect(notice).toContainText('If you are another firm, change the name to one that tells you apart.');
  await owner.context.close();
});

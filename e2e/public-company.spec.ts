import type { Browser } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, postPosition, shownDay, uniqueTag, type CreatedCompany } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';

/** A company verified by its owner's work e-mail, with one open position; returns it and the position. */
async function verifiedCompanyWithPosition(browser: Browser, baseURL: string) {
  const tag = uniqueTag();
  const owner = await apiUser(browser, baseURL, 'Olga Owner');
  const company: CreatedCompany = await createCompany(
    owner,
    {
      name: `Zurich Rates Partners ${tag}`,
      website: `https://www.${owner.domain}`,
      offices: ['London, UK', 'Singapore'],
      description: 'We research interest-rate volatility and trade it systematically.',
    },
    'verified',
  );
  const title = `Rates Research Intern ${tag}`;
  const deadline = await postPosition(owner, title, 'Zurich, Switzerland');
  await owner.context.close();
  return { company, website: `https://www.${owner.domain}`, position: { title, deadline } };
}

test('a verified company’s page shows its profile and open position, and the position leads to the finder', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const { company, website, position } = await verifiedCompanyWithPosition(browser, baseURL!);

  // Any visitor, signed in or not, can read it.
  await gotoReady(page, `/companies/${company.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Verified on QuantLeap');
  await expect(main).toContainText('Hedge Fund');
  await expect(main).toContainText('Size11–50 employees');
  await expect(main).toContainText('HeadquartersZurich, Switzerland');
  await expect(main).toContainText('OfficesLondon, UK · Singapore');
  await expect(page.getByRole('region', { name: `About ${company.name}` })).toContainText(
    'We research interest-rate volatility and trade it systematically.',
  );
  const websiteLink = main.getByRole('link', { name: /\(opens in a new tab\)$/ });
  await expect(websiteLink).toHaveAttribute('href', website);
  await expect(websiteLink).toHaveAttribute('target', '_blank');
  await expect(websiteLink).toHaveAttribute('rel', 'noopener noreferrer');

  const positions = page.getByRole('list', { name: `Positions at ${company.name}` }).getByRole('listitem');
  await expect(positions).toHaveCount(1);
  await expect(positions.getByRole('heading', { level: 3, name: position.title })).toBeVisible();
  await expect(positions).toContainText('Zurich, Switzerland');
  await expect(positions).toContainText(`Apply by ${shownDay(position.deadline)}`);
  await expectNoSeriousViolations(page, `/companies/${company.slug}`);

  // A quant follows the position to the finder, searched for it, where they apply.
  await signIn('Quinn Quant');
  await gotoReady(page, `/companies/${company.slug}`);
  await page.getByRole('link', { name: `Apply to ${position.title} in the finder` }).click();
  await expect(page).toHaveURL(/\/quants\/internship-finder\?q=Rates\+Research\+Intern\+/);
  await expect(page.getByRole('heading', { level: 2, name: '1 Opportunity Found' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Internships' }).locator(':scope > li');
  await expect(card).toContainText(position.title);
  await expect(card.getByRole('button', { name: `Apply to ${position.title}` })).toBeVisible();
});

test('a company’s page comes rendered from the server: its name, profile and positions paint before any script', async ({
  browser,
  baseURL,
}) => {
  const { company, position } = await verifiedCompanyWithPosition(browser, baseURL!);
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  const response = await page.goto(`/companies/${company.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Verified on QuantLeap');
  await expect(page.getByRole('heading', { level: 3, name: position.title })).toBeVisible();
  await withoutScripts.close();
});

test.describe('an address with no verified company', () => {
  // The API's 404, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 404/ });

  test('an unknown slug, or a company still waiting for verification, shows a not-found state', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    await gotoReady(page, `/companies/no-such-company-${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
    await expectNoSeriousViolations(page, 'a company page that does not exist');

    // An unverified company has no public page: nobody can pose as a firm there.
    const owner = await apiUser(browser, baseURL!, 'Pending Pete');
    const pending = await createCompany(
      owner,
      { name: `Not Yet Verified Capital ${tag}`, website: `https://www.not-yet-${tag}.test` },
      'pending',
    );
    await owner.context.close();
    await gotoReady(page, `/companies/${pending.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(pending.name);

    await page.getByRole('link', { name: 'Browse the quant firms list' }).click();
    await expect(page).toHaveURL(/\/quant-firms-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quant Firms List' })).toBeVisible();
  });
});

test.describe('@mobile a company page on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('fits a 390 px screen: no sideways scroll, no clipped text', async ({ page, browser, baseURL }) => {
    const { company, position } = await verifiedCompanyWithPosition(browser, baseURL!);
    await gotoReady(page, `/companies/${company.slug}`);
    await expect(page.getByRole('heading', { level: 3, name: position.title })).toBeVisible();
    const problems = await layoutProblems(page);
    expect(problems.sidewaysScroll, 'the company page scrolls sideways').toBeLessThanOrEqual(0);
    expect(problems.clipped, 'the company page has clipped text').toEqual([]);
    const apply = page.getByRole('link', { name: `Apply to ${position.title} in the finder` });
    const box = (await apply.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });
});

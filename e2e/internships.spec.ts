import type { Browser } from '@playwright/test';
import { ROLLING_APPLICATIONS } from '../src/shared/internships';
import { INTERNSHIPS } from '../src/server/db/seed/internships';
import { makePdf } from '../src/server/test/pdf';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, postPosition as postPositionAs } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

/** A hiring firm, in its own browser context, posts one on-platform position through the API; returns its deadline. */
async function postPosition(browser: Browser, baseURL: string, title: string): Promise<string> {
  const firm = await apiUser(browser, baseURL, 'Firm Owner');
  // A website at the owner's own e-mail domain verifies the company at once, so it may publish.
  await createCompany(firm, { name: 'Zurich Quant Partners', website: `https://www.${firm.domain}` }, 'verified');
  const deadline = await postPositionAs(firm, title, 'Zurich, Switzerland');
  await firm.context.close();
  return deadline;
}

test.describe('the internship finder and applications', () => {
  // The refused non-PDF upload is a 400, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 400/ });

  test('find internships, filter and page on the server, apply with a PDF, see and withdraw it on the dashboard', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const title = `Volatility Research Intern ${Date.now()}`;
    const deadline = await postPosition(browser, baseURL!, title);
    await signIn('Ada Lovelace');

    // A new quant has no quant profile yet: the dashboard asks for one.
    await gotoReady(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute(
      'href',
      '/quants/create-profile',
    );
    await expect(page.getByText('You have not applied to any internship yet.')).toBeVisible();

    await gotoReady(page, '/quants/internship-finder');
    const found = page.getByRole('heading', { level: 2, name: /Opportunit(y|ies) Found$/ });
    await expect(found).toHaveText(/^\d+ Opportunities Found$/);
    const total = Number((await found.textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(31);
    const cards = page.getByRole('list', { name: 'Internships' }).locator(':scope > li');
    await expect(cards).toHaveCount(12);

    // More than 12 results: pagination, with the page in the URL; the back button restores page 1.
    await page.getByRole('navigation', { name: 'Internship pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    // Region filter, answered by the server; Reset clears everything and returns to page 1.
    await page.getByLabel('Region').selectOption('Asia');
    await expect(page).toHaveURL(/region=Asia/);
    await expect(found).not.toHaveText(`${total} Opportunities Found`);
    const asiaCount = Number((await found.textContent())?.split(' ')[0]);
    expect(asiaCount).toBeGreaterThan(0);
    expect(asiaCount).toBeLessThanOrEqual(12);
    await expect(page.getByRole('navigation', { name: 'Internship pages' })).toHaveCount(0);
    await page.getByLabel('Search').fill('no such internship anywhere');
    await expect(page.getByText('No internships found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search term')).toBeVisible();
    await expect(found).toHaveText('0 Opportunities Found');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(found).toHaveText(`${total} Opportunities Found`);
    await expect(page).toHaveURL(/\/quants\/internship-finder$/);
    await expect(page.getByLabel('Search')).toHaveValue('');

    // A firm's own programme says how it really recruits (rolling, the year before), not an invented deadline.
    await page.getByLabel('Search').fill('Jane Street');
    const janeStreet = INTERNSHIPS.filter((i) =>
      `${i.title} ${i.company} ${i.description}`.toLowerCase().includes('jane street'),
    );
    await expect(found).toHaveText(`${janeStreet.length} Opportunities Found`);
    for (const card of await cards.all()) {
      await expect(card).toContainText(ROLLING_APPLICATIONS);
      await expect(card).not.toContainText('Apply by');
    }

    // The firm's position: search finds it with its real deadline; applying needs a cover letter and a real PDF.
    await page.getByLabel('Search').fill(title);
    await expect(found).toHaveText('1 Opportunity Found');
    const day = new Date(`${deadline}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(cards.first()).toContainText(`Apply by ${day}`);
    await expect(cards.first()).not.toContainText('Rolling');
    await expectNoSeriousViolations(page, '/quants/internship-finder');
    await page.getByRole('button', { name: `Apply to ${title} at Zurich Quant Partners` }).click();
    const dialog = page.getByRole('dialog', { name: `Apply: ${title}` });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Cover letter must be at least 50 characters')).toBeVisible();
    await expect(dialog.getByText('Please attach your résumé as a PDF.')).toBeVisible();
    await expect(dialog.getByText('University must be 2–200 characters')).toBeVisible();
    await expectNoSeriousViolations(page, 'apply dialog with errors');

    // The studies the board filters on (this quant has no education on their profile to prefill them from).
    await dialog.getByLabel('University').fill('ETH Zurich');
    await dialog.getByLabel('Degree level').selectOption("Master's");
    await dialog.getByLabel('Graduation year').fill('2027');
    await dialog.getByLabel('GPA (out of 4.0, optional)').fill('4.5');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(
      dialog.getByText(
        'GPA must be between 0 and 4.0, in steps of 0.1 (leave it empty if your school does not use it)',
      ),
    ).toBeVisible();
    await dialog.getByLabel('GPA (out of 4.0, optional)').fill('3.8');

    await dialog
      .getByLabel('Cover letter')
      .fill('I have spent two years building volatility models and would love to learn from your team.');
    await dialog.getByLabel('Résumé (PDF, max 5 MB)').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('This is plain text pretending to be a PDF.'),
    });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('The résumé must be a PDF file.')).toBeVisible();
    // Nothing typed is lost on a failed upload.
    await expect(dialog.getByLabel('Cover letter')).toHaveValue(/volatility models/);
    await expect(dialog.getByLabel('University')).toHaveValue('ETH Zurich');

    await dialog.getByLabel('Résumé (PDF, max 5 MB)').setInputFiles({
      name: 'ada-lovelace-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await makePdf()),
    });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toBeHidden();
    await expect(toastWith(page, 'Application sent').first()).toBeVisible();
    await expect(page.getByText('Applied').first()).toBeVisible();

    // The dashboard lists it with status New; withdrawing marks it Withdrawn (the firm sees that) and deletes the
    // résumé, and the finder lets the quant apply again.
    await gotoReady(page, '/dashboard');
    // Scoped to the list: the "Application withdrawn" toast names the position too.
    const applications = page
      .getByRole('list', { name: 'My applications' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(applications).toContainText('New');
    await expect(applications.getByRole('link', { name: 'ada-lovelace-cv.pdf' })).toBeVisible();
    await expect(applications.getByRole('link', { name: `Message the firm about ${title}` })).toHaveAttribute(
      'href',
      /^\/messages\/new\?application=[0-9a-f-]{36}&as=quant$/,
    );
    await expectNoSeriousViolations(page, '/dashboard with an application');
    await applications.getByRole('button', { name: `Withdraw application to ${title}` }).click();
    await applications.getByRole('button', { name: 'Confirm withdraw' }).click();
    await expect(applications).toContainText('Withdrawn');
    await expect(applications.getByRole('link', { name: 'ada-lovelace-cv.pdf' })).toHaveCount(0);
    await expect(applications.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  });
});

test('the finder on a phone: one column, filters stacked, no sideways scrolling @mobile', async ({ page, signIn }) => {
  await signIn('Phone Quant');
  await gotoReady(page, '/quants/internship-finder');
  await expect(page.getByRole('heading', { level: 2, name: /Opportunities Found$/ })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Internships' }).locator(':scope > li');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(Math.abs(second!.x - first!.x)).toBeLessThan(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

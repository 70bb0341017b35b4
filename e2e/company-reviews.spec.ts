import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, shownDay, uniqueTag } from './company-helpers';
import { expect, gotoReady, signInOperatorContext, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

/** The card of the company called `name` in the list shown. */
const cardOf = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** The newest mail to `email` with this subject, in the development mailbox. */
async function expectMailed(page: Page, email: string, subject: string, body: string) {
  await gotoReady(page, '/dev/mailbox');
  const mail = page.getByRole('article', { name: subject }).filter({ hasText: email });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(body);
}

test('an operator weighs the evidence, rejects only with a reason, approves, and the owners are e-mailed', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const plainOwner = await apiUser(browser, baseURL!, 'Nora Northwind');
  const plain = await createCompany(
    plainOwner,
    {
      name: `Northwind Rates ${tag}`,
      website: `https://www.northwind-${tag}.test`,
      description: 'Systematic rates and volatility strategies.',
    },
    'pending',
  );
  // A name that claims a reference firm, at a free-mail domain: both warnings.
  const claimingOwner = await apiUser(browser, baseURL!, 'Sam Sigma');
  const claiming = await createCompany(
    claimingOwner,
    { name: `Two Sigma Partners ${tag}`, website: 'https://gmail.com' },
    'pending',
  );

  await signInOperatorContext(page.context(), baseURL!);
  await gotoReady(page, '/admin/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Company reviews' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Companies waiting for review' });
  await expect(list).toBeVisible();

  // Oldest first.
  const names = await list.getByRole('heading', { level: 3 }).allTextContents();
  expect(names.indexOf(plain.name)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(plain.name)).toBeLessThan(names.indexOf(claiming.name));

  // The evidence of the plain company: its facts and its member, no warnings.
  const plainCard = cardOf(page, plain.name);
  const website = plainCard.getByRole('link', { name: `www.northwind-${tag}.test (opens in a new tab)` });
  await expect(website).toHaveAttribute('href', `https://www.northwind-${tag}.test`);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(plainCard).toContainText(`Domainnorthwind-${tag}.test`);
  await expect(plainCard).toContainText('CategoryHedge Fund');
  await expect(plainCard).toContainText('HeadquartersZurich, Switzerland');
  await expect(plainCard).toContainText('Systematic rates and volatility strategies.');
  await expect(plainCard).toContainText(`Created ${shownDay(new Date().toISOString().slice(0, 10))}`);
  const member = plainCard.getByRole('region', { name: 'Members' }).getByRole('listitem');
  await expect(member).toContainText('Nora Northwind');
  await expect(member).toContainText('Owner');
  await expect(member).toContainText(plainOwner.email);
  await expect(plainCard.getByRole('list', { name: 'Warnings' })).toHaveCount(0);

  // The claiming company: the free-mail and the claimed firm, with the firm's own domain.
  const claimingCard = cardOf(page, claiming.name);
  const warnings = claimingCard.getByRole('list', { name: 'Warnings' });
  await expect(warnings).toContainText(
    "gmail.com is a free or personal e-mail provider's domain, not a company's own.",
  );
  await expect(warnings).toContainText('The name claims Two Sigma, whose own domain is twosigma.com, not gmail.com.');
  await expect(claimingCard.getByRole('region', { name: 'Reference firms its name claims' })).toContainText(
    'Two Sigma · own domain twosigma.com',
  );
  await expectNoSeriousViolations(page, '/admin/companies with companies waiting');

  // Rejecting needs a reason: without one the dialog says so and nothing is sent.
  await claimingCard.getByRole('button', { name: `Reject ${claiming.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${claiming.name}` });
  await dialog.getByRole('button', { name: 'Reject company' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason for the owner' });
  await expect(dialog.getByRole('alert')).toHaveText('Please give a reason the owner will read.');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expectNoSeriousViolations(page, 'the reject dialog with its field message');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(claimingCard.getByRole('button', { name: `Reject ${claiming.name}` })).toBeFocused();

  // With a reason: the company leaves the queue, the operator is told, focus lands on the count.
  const why = `The website is a free-mail provider's and the name is Two Sigma's (${tag}).`;
  await claimingCard.getByRole('button', { name: `Reject ${claiming.name}` }).click();
  await reason.fill(why);
  await dialog.getByRole('button', { name: 'Reject company' }).click();
  await expect(toastWith(page, `${claiming.name} rejected; the owner was e-mailed your reason.`)).toBeVisible();
  await expect(claimingCard).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /compan(y|ies) waiting$/ })).toBeFocused();

  // Approving asks first; Cancel leaves the company waiting.
  await plainCard.getByRole('button', { name: `Approve ${plain.name}` }).click();
  await expect(plainCard.getByText(`Verify ${plain.name} for `)).toBeVisible();
  await plainCard.getByRole('button', { name: 'Cancel' }).click();
  await expect(plainCard.getByRole('button', { name: `Approve ${plain.name}` })).toBeVisible();
  await plainCard.getByRole('button', { name: `Approve ${plain.name}` }).click();
  await expect(plainCard.getByRole('button', { name: 'Yes, approve' })).toBeFocused();
  await plainCard.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(toastWith(page, `${plain.name} approved; the owner was e-mailed.`)).toBeVisible();
  await expect(plainCard).toHaveCount(0);

  // The rejected tab keeps the rejected company with its reason (and the tab in the address); not the approved one.
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/\/admin\/companies\?state=rejected$/);
  const rejectedCard = cardOf(page, claiming.name);
  await expect(rejectedCard).toContainText('Rejected');
  await expect(rejectedCard).toContainText(`Reason given to the owner${why}`);
  await expect(rejectedCard.getByRole('button', { name: `Reject ${claiming.name}` })).toHaveCount(0);
  await expect(cardOf(page, plain.name)).toHaveCount(0);
  await expectNoSeriousViolations(page, '/admin/companies?state=rejected');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Rejected', selected: true })).toBeVisible();
  await expect(cardOf(page, claiming.name)).toBeVisible();

  // The approved company is verified: it has a public page now.
  await gotoReady(page, `/companies/${plain.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: plain.name })).toBeVisible();

  // Both owners were told by e-mail.
  await expectMailed(
    page,
    plainOwner.email,
    `${plain.name} is verified on QuantLeap`,
    `${plain.name} is now verified on QuantLeap.`,
  );
  await expectMailed(page, claimingOwner.email, `${claiming.name} was not verified on QuantLeap`, why);
  await plainOwner.context.close();
  await claimingOwner.context.close();
});

test.describe('someone who is not an operator', () => {
  // The API's refusal is a 403, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 403/ });

  test('is told plainly that the page is for operators', async ({ page, signIn }) => {
    await signIn('Curious Quant');
    await gotoReady(page, '/admin/companies');
    await expect(page.getByRole('heading', { level: 2, name: 'For QuantLeap operators' })).toBeVisible();
    await expect(page.getByText('Only QuantLeap operators can do this.')).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    await expectNoSeriousViolations(page, '/admin/companies for a non-operator');
  });
});

test.describe('@mobile company reviews on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the cards and the reject dialog fit a 390 px screen without sideways scrolling', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const owner = await apiUser(browser, baseURL!, 'Pat Pocket');
    const company = await createCompany(
      owner,
      { name: `Pocket Volatility Research Partners ${tag}`, website: `https://www.pocket-volatility-${tag}.test` },
      'pending',
    );
    await owner.context.close();

    await signInOperatorContext(page.context(), baseURL!);
    await gotoReady(page, '/admin/companies');
    const card = cardOf(page, company.name);
    await expect(card).toBeVisible();
    const problems = await layoutProblems(page);
    expect(problems.sidewaysScroll, '/admin/companies scrolls sideways').toBeLessThanOrEqual(0);
    expect(problems.clipped, '/admin/companies has clipped text').toEqual([]);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    await card.getByRole('button', { name: `Reject ${company.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${company.name}` });
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

import { createAccountAndSignIn } from './accounts-helpers';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, signInOperatorContext, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';

/** Issue 43: a person reads their account's security events on /profile; operators read the whole log. */
test('a new sign-in shows on the person’s Account activity and in the operators’ audit log', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = 'Audra Audited';
  const email = await createAccountAndSignIn(page, name, 'audited');

  await gotoReady(page, '/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  const activity = page.getByRole('list', { name: 'Account activity, newest first' });
  await expect(activity.getByText('Signed in from a new device')).toBeVisible();
  await expect(activity.getByText(/^Chrome on \w+ · from /)).toBeVisible();
  await expectNoSeriousViolations(page, '/profile security with account activity');

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInOperatorContext(operatorContext, baseURL!);
  await gotoReady(operator, '/admin');
  await operator
    .getByRole('link', { name: /Audit log/ })
    .first()
    .click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await operator.getByLabel('Name, e-mail or company').fill(email);
  await operator.getByLabel('Event', { exact: true }).selectOption({ label: 'Signed in from a new device' });
  const events = operator.getByRole('list', { name: 'Events, newest first' });
  await expect(events.getByRole('listitem')).toHaveCount(1);
  await expect(events.getByText(`About: ${name} (${email})`)).toBeVisible();
  await expect(operator).toHaveURL(/action=sign_in_new_device/);
  await expectNoSeriousViolations(operator, '/admin/audit filtered');

  await operator.getByLabel('Done by').selectOption({ label: 'Operators' });
  await expect(operator.getByText('No event matches.')).toBeVisible();
  await operatorContext.close();
});

test.describe('@mobile the audit log on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('fits a 390 px screen without sideways scrolling', async ({ page, baseURL }) => {
    await signInOperatorContext(page.context(), baseURL!);
    await gotoReady(page, '/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Events, newest first' })).toBeVisible();
    const problems = await layoutProblems(page);
    expect(problems.sidewaysScroll, '/admin/audit scrolls sideways').toBeLessThanOrEqual(0);
    expect(problems.clipped, '/admin/audit has clipped text').toEqual([]);
    await expectNoSeriousViolations(page, '/admin/audit on a phone');
  });
});

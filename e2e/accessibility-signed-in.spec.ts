import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, test } from './fixtures';

test('signed-in pages pass axe-core with no serious or critical violation', async ({ page, signIn }) => {
  await signIn('Axe Checker');

  await gotoReady(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  for (const tab of ['Personal Info', 'Education', 'Experience', 'Security']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoSeriousViolations(page, `/profile (${tab})`);
  }

  await gotoReady(page, '/quants/interview-simulator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/quants/interview-simulator');

  await gotoReady(page, '/dashboard');
  await expectNoSeriousViolations(page, '/dashboard');

  await page.getByRole('button', { name: 'Account menu for Axe Checker' }).click();
  await expectNoSeriousViolations(page, 'user menu open');
});

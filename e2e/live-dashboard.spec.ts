import { applyAs, csrfHeaders, verifiedFirmWithPosition } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';

/**
 * Issue 42: what a firm decides reaches a quant's open dashboard as messages do (within seconds, no reload): an
 * application's new stage and an interview invitation.
 */
test('a shortlisting and an interview invitation reach the quant’s open dashboard without a reload', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const email = await signIn('Lena Live Firm');
  const title = `Live Stage Intern ${Date.now().toString(36)}`;
  const { positionId } = await verifiedFirmWithPosition(page, email, title, 'Live Stage Capital');
  const firmHeaders = await csrfHeaders(page.request);
  const quant = await applyAs(browser, baseURL!, positionId, 'Quinn Live');

  const dashboard = await quant.context.newPage();
  await gotoReady(dashboard, '/dashboard');
  const applications = dashboard.getByRole('list', { name: 'My applications' });
  const row = applications.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Shortlisted');

  const shortlisted = await page.request.post(`/api/internship-board/applications/${quant.applicationId}/status`, {
    headers: firmHeaders,
    data: { status: 'Shortlisted' },
  });
  expect(shortlisted.status(), await shortlisted.text()).toBe(200);
  // No reload: the open page learns of it as a thread learns of a message.
  await expect(row).toContainText('Shortlisted', { timeout: 10_000 });

  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  const invited = await page.request.post('/api/internship-board/interviews', {
    headers: firmHeaders,
    data: {
      applicationIds: [quant.applicationId],
      slots: [tomorrow.toISOString()],
      durationMinutes: 30,
      location: 'Video call, link by e-mail',
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await expect(dashboard.getByRole('list', { name: 'Interviews' })).toContainText(title, { timeout: 10_000 });
  await quant.context.close();
});

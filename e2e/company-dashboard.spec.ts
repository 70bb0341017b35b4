import { expectNoSeriousViolations } from './axe-helpers';
import { applyAs, postPosition, uniqueTag } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { pageFirm, proposingQuant, publishProject } from './project-helpers';

/**
 * Issue 17: the company dashboard counts what really happened. Two quants apply to the firm's position (one is
 * shortlisted and books an interview, the other writes to the firm), a third proposes for its project; the cards
 * show 1 active project, 4 people in the pipeline and 1 interview ahead, and the Talent Pipeline tab names each
 * with what the firm owes them next.
 */

async function ok(answer: Promise<{ status(): number; text(): Promise<string> }>, status = 200) {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return response;
}

test('the dashboard’s cards and Talent Pipeline tab show what really happened', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const email = await signIn('Dana Dashboard');
  const firm = await pageFirm(page, email, true, 'Pipeline Capital');
  const positionTitle = `Rates Intern ${tag}`;
  await postPosition(firm, positionTitle, 'London, UK');
  const positions = (await (await page.request.get('/api/internship-board/positions')).json()) as {
    id: string;
    title: string;
  }[];
  const positionId = positions.find((p) => p.title === positionTitle)!.id;
  const projectTitle = `Basis monitor ${tag}`;
  const projectId = await publishProject(firm, { title: projectTitle });

  // Ines applies, is shortlisted, is offered a time tomorrow and books it.
  const ines = await applyAs(browser, baseURL!, positionId, 'Ines Interview');
  await ok(
    page.request.post(`/api/internship-board/applications/${ines.applicationId}/status`, {
      headers: firm.headers,
      data: { status: 'Shortlisted' },
    }),
  );
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  await ok(
    page.request.post('/api/internship-board/interviews', {
      headers: firm.headers,
      data: {
        applicationIds: [ines.applicationId],
        slots: [tomorrow.toISOString()],
        durationMinutes: 30,
        location: 'Video call, link by e-mail',
      },
    }),
    201,
  );
  const offered = (await (await ines.request.get('/api/applications/interviews')).json()) as {
    applicationId: string;
    openSlots: { id: string }[];
  }[];
  const slotId = offered.find((i) => i.applicationId === ines.applicationId)!.openSlots[0]!.id;
  await ok(
    ines.request.post(`/api/applications/${ines.applicationId}/interview`, { headers: ines.headers, data: { slotId } }),
  );

  // Walt applies and writes to the firm about it; Pia proposes for the project.
  const walt = await applyAs(browser, baseURL!, positionId, 'Walt Writer');
  await ok(
    walt.request.post('/api/messages/conversations', {
      headers: walt.headers,
      data: {
        as: 'quant',
        to: { kind: 'application', applicationId: walt.applicationId },
        body: 'Is the internship open to students graduating in 2027?',
      },
    }),
    201,
  );
  await proposingQuant(browser, baseURL!, projectId, 'Pia Proposer', {
    price: 11_000,
    milestoneAmounts: null,
    coverNote: 'Pia here: I built intraday volatility forecasts for an index futures desk.',
  });

  await gotoReady(page, '/funds/company-dashboard');
  await expect(page.getByRole('link', { name: /^Active Projects\s*1$/ })).toBeVisible();
  const pipelineCard = page.getByRole('link', { name: /^Talent Pipeline\s*4/ });
  await expect(pipelineCard).toContainText('2 applications · 1 proposal · 1 message');
  await expect(page.getByRole('link', { name: /^Pending Interviews\s*1$/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'company dashboard with its figures');

  // The card opens the Talent Pipeline tab: the interview ahead, then everyone waiting, longest first.
  await pipelineCard.click();
  await expect(page).toHaveURL(/tab=pipeline/);
  await expect(page.getByRole('tab', { name: 'Talent Pipeline' })).toHaveAttribute('aria-selected', 'true');
  const interviews = page.getByRole('heading', { name: 'Interviews ahead' }).locator('xpath=../..');
  await expect(interviews.getByRole('listitem')).toHaveCount(1);
  await expect(interviews).toContainText('Ines Interview');
  await expect(interviews).toContainText(positionTitle);
  const waiting = page.getByRole('list', { name: 'People waiting on you' }).getByRole('listitem');
  await expect(waiting).toHaveCount(4);
  const row = (text: string) => waiting.filter({ hasText: text });
  await expect(row('Ines Interview')).toContainText('Shortlisted');
  await expect(row('Ines Interview').getByRole('link')).toHaveText(/Interview or decline/);
  await expect(row('Pia Proposer')).toContainText(`Project proposal: ${projectTitle}`);
  await expect(row('Walt Writer').filter({ hasText: 'Message:' }).getByRole('link')).toHaveText(
    /Reply to their message/,
  );
  await expectNoSeriousViolations(page, 'Talent Pipeline tab');

  // A row takes the firm where it acts: Pia's proposal on the project's proposals page.
  await row('Pia Proposer')
    .getByRole('link', { name: /Review the proposal/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/funds/projects/${projectId}/proposals\\?status=submitted`));
  await expect(page.getByRole('heading', { name: 'Pia Proposer' })).toBeVisible();

  // On a phone: the cards and the tab fit without sideways scrolling.
  await page.setViewportSize(PHONE_VIEWPORT);
  await gotoReady(page, '/funds/company-dashboard?tab=pipeline');
  await expect(waiting).toHaveCount(4);
  expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
});

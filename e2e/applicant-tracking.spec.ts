import type { Browser, Page } from '@playwright/test';
import { makePdf } from '../src/server/test/pdf';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, uniqueTag, verifiedFirmWithPosition } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

interface Applicant {
  name: string;
  university: string;
  degreeLevel: string;
  gpa: string;
  graduationYear: string;
}

/** A quant, in a browser context of their own, applies through the API with their studies and a real PDF. */
async function applyAs(browser: Browser, baseURL: string, positionId: string, applicant: Applicant) {
  const quant = await apiUser(browser, baseURL, applicant.name);
  const { name: _name, ...studies } = applicant;
  const response = await quant.request.post('/api/applications', {
    headers: quant.headers,
    multipart: {
      positionId,
      coverLetter: `I am ${applicant.name}; I have built volatility surfaces and would love to learn from your desk.`,
      ...studies,
      resume: {
        name: `${applicant.name.toLowerCase().replace(/\s+/g, '-')}-cv.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(await makePdf(`${applicant.name} - Curriculum Vitae`)),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await quant.context.close();
}

const ADA: Applicant = {
  name: 'Ada Applicant',
  // As an applicant may type it: the firm's university lists show the canonical name, "ETH Zurich".
  university: 'eth zürich, Zürich, Switzerland',
  degreeLevel: "Master's",
  gpa: '3.8',
  graduationYear: '2027',
};
const BLAISE: Applicant = {
  name: 'Blaise Bellman',
  university: 'Imperial College London',
  degreeLevel: "Bachelor's",
  gpa: '3.2',
  graduationYear: '2026',
};

/** The number shown under a label of a definition list (the analytics card, a university card). */
const countUnder = (scope: ReturnType<Page['locator']>, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

test.describe('applicant tracking on the internship board', () => {
  // A hand-edited filter the server refuses is a 400, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 400/ });

  test('a verified firm filters its applications, shortlists one with a note, rejects the other with a reason, and reads the analytics and universities', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const email = await signIn('Fiona Firm');
    const title = `Rates Research Intern ${uniqueTag()}`;
    const { positionId } = await verifiedFirmWithPosition(page, email, title, 'Tracking Capital');
    await applyAs(browser, baseURL!, positionId, ADA);
    await applyAs(browser, baseURL!, positionId, BLAISE);

    // The three tabs in the spec's order; the Applications tab is kept in the URL.
    await gotoReady(page, '/funds/internship-board');
    const tabs = page.getByRole('tablist', { name: 'Internship board sections' }).getByRole('tab');
    await expect(tabs).toHaveText(['Internship Applications', 'Your Positions', 'University Programs']);
    await page.getByRole('tab', { name: 'Internship Applications' }).click();
    await expect(page).toHaveURL(/[?&]tab=applications/);
    const list = page.getByRole('list', { name: 'Applications' });
    const card = (name: string) => list.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(page.getByRole('heading', { level: 2, name: '2 applications' })).toBeVisible();
    await expect(card(ADA.name)).toContainText(ADA.university);
    await expect(card(ADA.name)).toContainText('Waiting less than a day');
    await expect(card(BLAISE.name)).toContainText('New');
    await expectNoSeriousViolations(page, 'applications tab');

    // Minimum GPA 3.5: the server answers with the 3.8 applicant only; the filter survives a reload.
    await page.getByLabel('Minimum GPA').fill('3.5');
    await expect(page).toHaveURL(/[?&]minGpa=3\.5/);
    await expect(page.getByRole('heading', { level: 2, name: '1 application' })).toBeVisible();
    await expect(card(ADA.name)).toBeVisible();
    await expect(card(BLAISE.name)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Internship Applications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Minimum GPA')).toHaveValue('3.5');
    await expect(page.getByRole('heading', { level: 2, name: '1 application' })).toBeVisible();

    // The export link carries the filters; the CSV holds the one applicant.
    const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(exportHref).toBe('/api/internship-board/applications/export?minGpa=3.5');
    const csv = await (await page.request.get(exportHref!)).text();
    expect(csv).toContain(ADA.name);
    expect(csv).not.toContain(BLAISE.name);

    // Ada in full: letter, résumé, the moves New allows; shortlisting records the history.
    await card(ADA.name)
      .getByRole('button', { name: `View application from ${ADA.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: ADA.name });
    await expect(dialog.getByText('I am Ada Applicant; I have built volatility surfaces')).toBeVisible();
    const resume = dialog.getByRole('link', { name: /Download résumé/ });
    const resumeResponse = await page.request.get((await resume.getAttribute('href'))!);
    expect(resumeResponse.headers()['content-type']).toBe('application/pdf');
    await expect(dialog.getByRole('button', { name: 'Mark interviewed' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'application dialog');
    await dialog.getByRole('button', { name: 'Shortlist' }).click();
    await expect(toastWith(page, 'Moved to Shortlisted')).toBeVisible();
    await expect(dialog.getByText('New → Shortlisted')).toBeVisible();
    await expect(dialog.getByText('by Fiona Firm')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark interviewed' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Shortlist' })).toHaveCount(0);

    // A private note: an empty one is refused beside the box, a written one is listed with its author.
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await expect(dialog.getByText('Write the note first.')).toBeVisible();
    await dialog.getByLabel('Add a note').fill('Strong on stochastic calculus; ask about her thesis.');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    const notes = dialog.getByRole('list', { name: 'Notes' });
    await expect(notes).toContainText('Strong on stochastic calculus; ask about her thesis.');
    await expect(notes).toContainText('Fiona Firm');
    await expect(dialog.getByLabel('Add a note')).toHaveValue('');
    // (Escape would first dismiss the toast on top, as Radix layers do.)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card(ADA.name)).toContainText('Shortlisted');
    await expect(card(ADA.name)).toContainText('1 note');

    // Clear filters; Blaise is rejected from the bulk bar, which asks for the reason first.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: '2 applications' })).toBeVisible();
    await card(BLAISE.name)
      .getByRole('checkbox', { name: `Select ${BLAISE.name}` })
      .check();
    const bar = page.getByRole('region', { name: 'Selected applications' });
    await expect(bar).toContainText('1 selected');
    await bar.getByLabel('Move selected to').selectOption('Rejected');
    await bar.getByRole('button', { name: 'Move' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject 1 application' });
    await expect(
      reject.getByText('The applicant is told the reason by e-mail 5 minutes after you reject'),
    ).toBeVisible();
    await reject.getByRole('button', { name: 'Reject 1 application' }).click();
    await expect(reject.getByText('Choose the reason for the rejection: the applicant is told it.')).toBeVisible();
    await reject.getByLabel('The position has been filled').check();
    await expectNoSeriousViolations(page, 'bulk rejection dialog');
    await reject.getByRole('button', { name: 'Reject 1 application' }).click();
    await expect(reject).toBeHidden();
    await expect(toastWith(page, '1 application rejected')).toBeVisible();
    await expect(card(BLAISE.name)).toContainText('Rejected');
    await expect(card(BLAISE.name)).toContainText('Reason: The position has been filled');
    await expect(bar).toHaveCount(0);

    // While the applicant has not been told, the rejection can be undone; rejecting again from the dialog.
    await card(BLAISE.name)
      .getByRole('button', { name: `View application from ${BLAISE.name}` })
      .click();
    const blaise = page.getByRole('dialog', { name: BLAISE.name });
    await expect(blaise.getByText('The position has been filled').first()).toBeVisible();
    await blaise.getByRole('button', { name: `Undo the rejection of ${BLAISE.name}` }).click();
    await expect(toastWith(page, 'Rejection undone')).toBeVisible();
    await expect(blaise.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
    await blaise.getByRole('button', { name: 'Reject', exact: true }).click();
    await blaise.getByLabel('Other candidates matched the role more closely').check();
    await blaise.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(toastWith(page, 'Application rejected')).toBeVisible();
    await expect(blaise.getByRole('button', { name: `Undo the rejection of ${BLAISE.name}` })).toBeVisible();
    await expect(blaise.getByText('The applicant is told by e-mail at')).toBeVisible();
    await blaise.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(blaise).toBeHidden();

    // Your Positions: the analytics card counts them, the top universities list them.
    await page.getByRole('tab', { name: 'Your Positions' }).click();
    await expect(page).not.toHaveURL(/tab=/);
    const analytics = page.getByRole('heading', { name: 'Application analytics' }).locator('xpath=../..');
    await expect(countUnder(analytics, 'Total applications')).toHaveText('2');
    await expect(countUnder(analytics, 'New this week')).toHaveText('2');
    await expect(countUnder(analytics, 'Reviewed')).toHaveText('2');
    await expect(countUnder(analytics, 'Shortlisted')).toHaveText('1');
    const top = page.getByRole('list', { name: 'Top universities' });
    await expect(top.getByText('ETH Zurich', { exact: true })).toBeVisible();
    await expect(top).toContainText('Imperial College London');
    await expect(page.getByRole('link', { name: 'Export Applicant Data' })).toHaveAttribute(
      'href',
      '/api/internship-board/applications/export',
    );
    await expectNoSeriousViolations(page, 'positions tab with analytics');

    // The position leads to its applicants.
    await page.getByRole('button', { name: `View Applicants for ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`positionId=${positionId}`));
    await expect(page.getByRole('heading', { level: 2, name: '2 applications' })).toBeVisible();

    // University Programs: one card per university with its degree counts.
    await page.getByRole('tab', { name: 'University Programs' }).click();
    await expect(page).toHaveURL(/[?&]tab=universities/);
    const universities = page.getByRole('list', { name: 'Universities' });
    const eth = universities.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'ETH Zurich' }) });
    await expect(eth).toContainText('1 student');
    await expect(countUnder(eth, "Master's")).toHaveText('1');
    await expect(countUnder(eth, 'Ph.D.')).toHaveText('0');
    await expect(universities.getByRole('heading', { name: 'Imperial College London' })).toBeVisible();
    await expectNoSeriousViolations(page, 'university programs tab');

    // A hand-edited link with a filter the server refuses: its reason, and a way back to every application.
    await gotoReady(page, '/funds/internship-board?tab=applications&minGpa=4.5');
    const refused = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Clear filters' }) });
    await expect(refused).toContainText('Minimum GPA must be between 0 and 4.0, in steps of 0.1');
    await refused.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '2 applications' })).toBeVisible();
    await expect(page).toHaveURL(/\/funds\/internship-board\?tab=applications$/);
  });

  test('an unverified firm is told why it sees no applications', async ({ page, signIn }) => {
    await signIn('Ulla Unverified');
    const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
    const created = await page.request.post('/api/company', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: {
        name: `Pending Capital ${uniqueTag()}`,
        website: 'https://pending-capital-elsewhere.test',
        category: 'Hedge Fund',
        sizeBand: '11–50',
        headquarters: 'Chicago, IL',
      },
    });
    expect(created.status()).toBe(201);
    await gotoReady(page, '/funds/internship-board?tab=applications');
    await expect(page.getByText('Applications open once your company is verified')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('tab', { name: 'University Programs' }).click();
    await expect(page.getByText('University statistics open once your company is verified')).toBeVisible();
    await expectNoSeriousViolations(page, 'unverified board');
  });
});

test.describe('@mobile applicant tracking on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('every tab and the application dialog fit a 390 px phone', async ({ page, signIn, browser, baseURL }) => {
    const email = await signIn('Pocket Recruiter');
    const title = `Pocket Quant Intern ${uniqueTag()}`;
    const { positionId } = await verifiedFirmWithPosition(page, email, title, 'Tracking Capital');
    await applyAs(browser, baseURL!, positionId, { ...ADA, name: 'Grace Hopper-Longname Applicant' });

    await gotoReady(page, '/funds/internship-board?tab=applications');
    const list = page.getByRole('list', { name: 'Applications' });
    await expect(list.getByRole('heading', { name: 'Grace Hopper-Longname Applicant' })).toBeVisible();
    // The filters fold away: the first applicant is on the first screen, and Show filters brings them back.
    await expect(list.getByRole('heading', { name: 'Grace Hopper-Longname Applicant' })).toBeInViewport();
    await expect(page.getByLabel('Minimum GPA')).toBeHidden();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByLabel('Minimum GPA')).toBeVisible();
    await page.getByRole('button', { name: 'Hide filters' }).click();
    await expect(page.getByLabel('Minimum GPA')).toBeHidden();
    await list.getByRole('checkbox').first().check();
    await expect(page.getByRole('region', { name: 'Selected applications' })).toBeVisible();
    expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'applications on a phone');

    await list.getByRole('button', { name: /^View application/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Grace Hopper-Longname Applicant' });
    await expect(dialog.getByRole('button', { name: 'Save note' })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE_VIEWPORT.width).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    for (const tab of ['Your Positions', 'University Programs']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      expect(await layoutProblems(page), tab).toEqual({ sidewaysScroll: 0, clipped: [] });
    }
    await expect(page.getByRole('heading', { name: 'ETH Zurich' })).toBeVisible();
  });
});

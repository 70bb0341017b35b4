import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, uniqueTag } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { pageFirm, publishProject } from './project-helpers';
import { becomeVisibleQuant } from './quant-helpers';

/**
 * Talent match from a project (issue 17): a verified firm's published project is one of 'Match from Project's
 * sources, under Projects; choosing it fills the criteria with what the project asks, and the match runs under the
 * project's title.
 */

/** A visible quant, in a browser context of their own, skilled with `tag` (and Python, Fixed Income), $110–140/hr. */
async function visibleQuant(browser: Browser, baseURL: string, name: string, tag: string) {
  const quant = await apiUser(browser, baseURL, name);
  await becomeVisibleQuant(await quant.context.newPage(), name, tag);
  await quant.context.close();
}

/** A published, remote, hourly project asking for `tag` and Python, by the signed-in page's verified firm. */
async function firmWithProject(page: Page, email: string, title: string, tag: string) {
  const firm = await pageFirm(page, email, true, 'Project Match Capital');
  await publishProject(firm, {
    title,
    description: 'Fit a term-structure model to government bond curves and document the calibration.',
    skills: [tag, 'Python'],
    budget: { type: 'hourly', min: 90, max: 150 },
    minExperience: 'intermediate',
    workType: 'remote',
  });
}

const sourceSelect = (page: Page) => page.getByLabel('Position or project');

test.describe('Match from Project with projects', () => {
  test('a verified firm picks its published project, reads the criteria it fills in, and runs the match', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const tag = `Curvecraft${uniqueTag()}`;
    const quantName = `Ines Curve ${uniqueTag()}`;
    await visibleQuant(browser, baseURL!, quantName, tag);
    const email = await signIn('Paolo Projects');
    const title = `Bond curve calibration ${uniqueTag()}`;
    await firmWithProject(page, email, title, tag);

    await gotoReady(page, '/funds/talent-match');
    await page.getByRole('tab', { name: 'Match from Project' }).click();
    // The project is offered under Projects (this firm has no internship position, so no such group).
    await expect(sourceSelect(page).locator('optgroup')).toHaveCount(1);
    await expect(sourceSelect(page).locator('optgroup[label="Projects"] option')).toHaveText([`${title} (Published)`]);
    await expectNoSeriousViolations(page, 'the project tab with a project to choose');

    // Chosen, the project's requirements fill the criteria (intermediate experience is 2 years).
    await sourceSelect(page).selectOption({ label: `${title} (Published)` });
    await expect(page.getByLabel('Job title')).toHaveValue(title);
    await expect(page.getByRole('list', { name: 'Required skills', exact: true })).toContainText(tag);
    await expect(page.getByRole('list', { name: 'Required skills', exact: true })).toContainText('Python');
    await expect(page.getByLabel('Location preference')).toHaveValue('Remote');
    await expect(page.getByLabel('Years of experience')).toHaveValue('2');
    await expect(page.getByLabel('Hourly budget ($, optional)')).toHaveValue('150');

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/talent-match') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Find Matching Talent' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ projectId: expect.any(String), jobTitle: title });
    await expect(page.getByRole('heading', { level: 2, name: `Matches for ${title}` })).toBeFocused();
    const result = page
      .getByRole('list', { name: 'Matching quants' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: quantName }) });
    await expect(result.getByRole('list', { name: `Why ${quantName} matched` })).toContainText(
      `Met: All 2 required skills (${tag}, Python)`,
    );
    await expect(result).toContainText('Met: Rate $110–140/hr fits your $150 budget');

    // The saved match says it came from a project.
    const saved = page
      .getByRole('list', { name: 'Recent matches' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(saved).toContainText('From a project');
    await expectNoSeriousViolations(page, 'a match from a project');
  });
});

test.describe('@mobile Match from Project on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the empty state links to both ways to add a source, and a project is matched at 390 px', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const tag = `Pocketcurve${uniqueTag()}`;
    const quantName = `Grace Hopper-Longname Curve Quant ${uniqueTag()}`;
    await visibleQuant(browser, baseURL!, quantName, tag);
    const email = await signIn('Pocket Projects');
    const firm = await pageFirm(page, email, true, 'Pocket Project Capital');

    await gotoReady(page, '/funds/talent-match');
    await page.getByRole('tab', { name: 'Match from Project' }).click();
    const empty = page.getByText('Your company has no internship positions or projects to match from yet.');
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Internship Board' })).toHaveAttribute(
      'href',
      '/funds/internship-board',
    );
    await expect(empty.getByRole('link', { name: 'Post a Quant Project' })).toHaveAttribute(
      'href',
      '/funds/post-project',
    );
    expect(await layoutProblems(page), 'the empty project tab').toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'the empty project tab on a phone');

    const title = `Pocket curve study ${uniqueTag()}`;
    await publishProject(firm, { title, skills: [tag, 'Python'], workType: 'remote' });
    await gotoReady(page, '/funds/talent-match');
    await page.getByRole('tab', { name: 'Match from Project' }).click();
    await sourceSelect(page).selectOption({ label: `${title} (Published)` });
    await expect(page.getByRole('list', { name: 'Required skills', exact: true })).toContainText(tag);
    expect(await layoutProblems(page), 'the project criteria').toEqual({ sidewaysScroll: 0, clipped: [] });
    await page.getByRole('button', { name: 'Find Matching Talent' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Matches for ${title}` })).toBeFocused();
    await expect(page.getByRole('heading', { name: quantName })).toBeVisible();
    expect(await layoutProblems(page), 'the results').toEqual({ sidewaysScroll: 0, clipped: [] });
  });
});

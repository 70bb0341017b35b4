import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, uniqueTag, verifiedFirmWithPosition } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { holdRequests } from './held-requests';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';

interface Quant {
  name: string;
  title: string;
  location: string;
  skills: string[];
  rate: [number, number];
  availability: string;
  isVisible: boolean;
}

/** A quant, in a browser context of their own, fills in their profile through the API (as the wizard saves it). */
async function createQuant(browser: Browser, baseURL: string, quant: Quant) {
  const user = await apiUser(browser, baseURL, quant.name);
  const basic = await user.request.put('/api/quant-profile/basic', {
    headers: user.headers,
    data: {
      fullName: quant.name,
      title: quant.title,
      location: quant.location,
      bio: `${quant.title} who builds models end to end.`,
      hourlyRateMin: quant.rate[0],
      hourlyRateMax: quant.rate[1],
      linkedinUrl: '',
      githubUrl: '',
      isVisible: quant.isVisible,
      preferences: { remote: false, fullTime: true, contract: true },
      availability: quant.availability,
    },
  });
  expect(basic.status(), await basic.text()).toBe(200);
  const skills = await user.request.put('/api/quant-profile/skills', {
    headers: user.headers,
    data: { skills: quant.skills },
  });
  expect(skills.status(), await skills.text()).toBe(200);
  await user.context.close();
}

/** Skills no other journey's quant has, so this journey's quants are the ones that match them. */
function uniqueSkills() {
  const tag = uniqueTag();
  return { surface: `Surfacecraft ${tag}`, flow: `Flowcasting ${tag}` };
}

/** One result of the list, found by the quant's name (its heading). */
const resultOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Matching quants' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

/** Adds a skill to a chips field by typing it and pressing Enter. */
async function addSkill(page: Page, field: string, skill: string) {
  await page.getByRole('textbox', { name: field }).fill(skill);
  await page.getByRole('textbox', { name: field }).press('Enter');
  await expect(page.getByRole('list', { name: field, exact: true })).toContainText(skill);
}

test.describe('AI Talent Match', () => {
  test('a verified firm matches a description, reads why each quant scored, re-runs and edits a recent match, and matches from its own position', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const { surface, flow } = uniqueSkills();
    const ada: Quant = {
      name: `Ada Surface ${uniqueTag()}`,
      title: 'Volatility Researcher',
      location: 'London, UK',
      skills: ['Python', 'Stochastic Calculus', surface, flow],
      rate: [120, 150],
      availability: 'Available within 2 weeks',
      isVisible: true,
    };
    const blaise: Quant = {
      name: `Blaise Flow ${uniqueTag()}`,
      title: 'Execution Quant',
      location: 'New York, NY',
      skills: ['C++', surface, flow],
      rate: [200, 250],
      availability: 'Available now',
      isVisible: true,
    };
    const hidden: Quant = { ...ada, name: `Hugo Hidden ${uniqueTag()}`, isVisible: false };
    for (const quant of [ada, blaise, hidden]) await createQuant(browser, baseURL!, quant);

    const email = await signIn('Mira Matcher');
    const positionTitle = `Rates Research Intern ${uniqueTag()}`;
    await verifiedFirmWithPosition(page, email, positionTitle, 'Match Capital');
    await gotoReady(page, '/funds/talent-match');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Talent Match' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Match mode' }).getByRole('tab');
    await expect(tabs).toHaveText(['Match from Project', 'Match from Description']);
    await expect(page.getByRole('tab', { name: 'Match from Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No matches yet.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the empty match tool');

    // Nothing to match against: the schema's message under the required skills, and no request.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/talent-match')) posts += 1;
    });
    await page.getByRole('button', { name: 'Find Matching Talent' }).click();
    await expect(
      page.getByText('Give a job title, a description or at least one required skill to match against.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Required skills' })).toBeFocused();

    // The description mode: 6 rows; skills typed (Enter) and picked from the synonym suggestions.
    const jobTitle = `Volatility Researcher ${uniqueTag()}`;
    await page.getByLabel('Job title').fill(jobTitle);
    await expect(page.getByLabel('Description', { exact: true })).toHaveAttribute('rows', '6');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Build volatility surfaces for index options with Python.');
    await addSkill(page, 'Required skills', surface);
    await addSkill(page, 'Required skills', flow);
    await page.getByRole('textbox', { name: 'Required skills' }).fill('py');
    await page.getByRole('button', { name: 'Add Python' }).click();
    await expect(page.getByRole('list', { name: 'Required skills', exact: true })).toContainText('Python');
    // A synonym of a listed skill is refused beside the field.
    await addSkillRefused(page, 'Required skills', 'Python 3', 'Python 3 is already listed.');
    await page.getByRole('textbox', { name: 'High priority skills' }).fill('stoch');
    await page.getByRole('button', { name: 'Add Stochastic Calculus' }).click();

    // A bad budget is refused before anything is sent; what was typed stays.
    await page.getByLabel('Hourly budget ($, optional)').fill('lots');
    await page.getByRole('button', { name: 'Find Matching Talent' }).click();
    await expect(page.getByText('Budget must be a whole number of US dollars an hour from 1 to 10,000')).toBeVisible();
    await expect(page.getByLabel('Hourly budget ($, optional)')).toBeFocused();
    expect(posts).toBe(0);
    await expect(page.getByLabel('Job title')).toHaveValue(jobTitle);

    // 'Matching...' shows for exactly as long as the request runs: held here until the test lets it go.
    await page.getByLabel('Hourly budget ($, optional)').fill('150');
    const match = await holdRequests(page, '**/api/talent-match');
    await page.getByRole('button', { name: 'Find Matching Talent' }).click();
    await expect(page.getByRole('button', { name: 'Matching...' })).toBeVisible();
    match.release();
    await expect(page.getByRole('heading', { level: 2, name: `Matches for ${jobTitle}` })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Find Matching Talent' })).toBeVisible();
    await page.unroute('**/api/talent-match');

    // Ada meets every skill and the budget and ranks first; Blaise misses Python, Stochastic Calculus and the budget; Hugo is hidden.
    const results = page.getByRole('list', { name: 'Matching quants' }).getByRole('listitem');
    await expect(results.first().getByRole('heading')).toHaveText(ada.name);
    const adaCard = resultOf(page, ada.name);
    await expect(adaCard).toContainText('Volatility Researcher');
    await expect(adaCard).toContainText('London, UK');
    await expect(adaCard).toContainText('$120–150/hr');
    await expect(adaCard).toContainText('Available within 2 weeks');
    await expect(adaCard).toContainText(/\d+%\s*match/);
    const adaLines = adaCard.getByRole('list', { name: `Why ${ada.name} matched` });
    await expect(adaLines).toContainText(`Met: All 3 required skills (${surface}, ${flow}, Python)`);
    await expect(adaLines).toContainText('Met: All 1 high-priority skill (Stochastic Calculus)');
    await expect(adaLines).toContainText('Met: Rate $120–150/hr fits your $150 budget');
    const blaiseLines = resultOf(page, blaise.name).getByRole('list', { name: `Why ${blaise.name} matched` });
    await expect(blaiseLines).toContainText('Partly met: 2 of 3 required skills — missing Python');
    await expect(blaiseLines).toContainText('Missing: None of the 1 high-priority skill (Stochastic Calculus)');
    await expect(blaiseLines).toContainText('Missing: Rate $200–250/hr is above your $150 budget');
    await expect(page.getByText(hidden.name)).toHaveCount(0);
    await expect(adaCard.getByRole('link', { name: `View Profile of ${ada.name}` })).toHaveAttribute(
      'href',
      /^\/funds\/view-talent\/[0-9a-f-]{36}$/,
    );
    await expectNoSeriousViolations(page, 'match results');

    // The run is saved: the recent matches card names it, who ran it and its best results.
    const recent = page.getByRole('list', { name: 'Recent matches' });
    const saved = recent.getByRole('listitem').filter({ has: page.getByRole('heading', { name: jobTitle }) });
    await expect(saved).toContainText('by Mira Matcher');
    await expect(saved.getByRole('list', { name: `Top results of ${jobTitle}` })).toContainText(
      new RegExp(`${ada.name}\\d+%`),
    );

    // Run again: the same criteria are posted again and their new results shown; a second saved match appears.
    await page.getByLabel('Job title').fill('Typed after the run');
    const rerun = page.waitForResponse(
      (r) => r.url().endsWith('/api/talent-match') && r.request().method() === 'POST' && r.status() === 200,
    );
    await saved.getByRole('button', { name: `Run again for ${jobTitle}` }).click();
    const again = (await (await rerun).json()) as { title: string; criteria: { budgetHourly: number } };
    expect(again).toMatchObject({ title: jobTitle, criteria: { budgetHourly: 150 } });
    await expect(page.getByRole('heading', { level: 2, name: `Matches for ${jobTitle}` })).toBeFocused();
    await expect(recent.getByRole('heading', { name: jobTitle })).toHaveCount(2);

    // Edit criteria puts the saved criteria back into the form.
    await saved
      .first()
      .getByRole('button', { name: `Edit criteria for ${jobTitle}` })
      .click();
    await expect(page.getByLabel('Job title')).toHaveValue(jobTitle);
    await expect(page.getByLabel('Job title')).toBeFocused();
    await expect(page.getByRole('list', { name: 'Required skills', exact: true })).toContainText(flow);
    await expect(page.getByLabel('Hourly budget ($, optional)')).toHaveValue('150');

    // Match from Project: the position's criteria fill in, are edited, and the match runs under its title.
    await page.getByRole('tab', { name: 'Match from Project' }).click();
    const position = page.getByLabel('Position or project');
    await expect(position.locator('optgroup[label="Internship positions"] option')).toHaveText([
      `${positionTitle} (Open)`,
    ]);
    await position.selectOption({ label: `${positionTitle} (Open)` });
    await expect(page.getByLabel('Job title')).toHaveValue(positionTitle);
    await expect(page.getByLabel('Location preference')).toHaveValue('Zurich, Switzerland');
    await expect(page.getByRole('list', { name: 'Required skills', exact: true })).toContainText('Python');
    await addSkill(page, 'Required skills', surface);
    await page.getByLabel('Expand search globally').check();
    await page.getByRole('button', { name: 'Find Matching Talent' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Matches for ${positionTitle}` })).toBeFocused();
    await expect(resultOf(page, ada.name)).toBeVisible();
    await expect(resultOf(page, ada.name).getByRole('list', { name: `Why ${ada.name} matched` })).not.toContainText(
      'Based in',
    );
    await expect(
      recent.getByRole('listitem').filter({ has: page.getByRole('heading', { name: positionTitle }) }),
    ).toContainText('From an internship position');
    await expectNoSeriousViolations(page, 'a match from a position');

    // The description tab kept what was loaded into it.
    await page.getByRole('tab', { name: 'Match from Description' }).click();
    await expect(page.getByLabel('Job title')).toHaveValue(jobTitle);
  });
});

/** Types a skill the field refuses and reads the reason beside it. */
async function addSkillRefused(page: Page, field: string, skill: string, reason: string) {
  await page.getByRole('textbox', { name: field }).fill(skill);
  await page.getByRole('textbox', { name: field }).press('Enter');
  await expect(page.getByText(reason)).toBeVisible();
  await page.getByRole('textbox', { name: field }).fill('');
}

test.describe('@mobile AI Talent Match on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the form, the results and the recent matches fit a 390 px phone', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const { surface } = uniqueSkills();
    const name = `Grace Hopper-Longname Quant ${uniqueTag()}`;
    await createQuant(browser, baseURL!, {
      name,
      title: 'Senior Quantitative Researcher, Systematic Macro and Volatility',
      location: 'Singapore',
      skills: ['Python', surface],
      rate: [90, 140],
      availability: 'Available now',
      isVisible: true,
    });
    const email = await signIn('Pocket Matcher');
    await verifiedFirmWithPosition(page, email, `Pocket Intern ${uniqueTag()}`, 'Match Capital');
    await gotoReady(page, '/funds/talent-match');
    expect(await layoutProblems(page), 'the empty form').toEqual({ sidewaysScroll: 0, clipped: [] });

    await page.getByLabel('Job title').fill('Macro Researcher');
    await addSkill(page, 'Required skills', surface);
    await page.getByRole('button', { name: 'Find Matching Talent' }).click();
    await expect(resultOf(page, name)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent matches' })).toBeVisible();
    expect(await layoutProblems(page), 'results').toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'match results on a phone');

    await page.getByRole('tab', { name: 'Match from Project' }).click();
    await expect(page.getByLabel('Position or project')).toBeVisible();
    expect(await layoutProblems(page), 'the project tab').toEqual({ sidewaysScroll: 0, clipped: [] });
  });
});

import type { Page } from '@playwright/test';
import type { QuantProfileView } from '../src/shared/contracts/quant-profile';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

const WIZARD = '/quants/create-profile';

async function openWizard(page: Page) {
  await gotoReady(page, WIZARD);
  await expect(page.getByRole('heading', { name: 'Create Your Quant Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your quant profile' })).toHaveCount(0);
}

async function expectCompletion(page: Page, percent: number) {
  const bar = page.getByRole('progressbar', { name: 'Profile completion' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
  await expect(
    page
      .getByRole('complementary', { name: 'Profile progress and settings' })
      .getByText(`${percent}%`, { exact: true }),
  ).toBeVisible();
}

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

async function savedProfile(page: Page): Promise<QuantProfileView> {
  const response = await page.request.get('/api/quant-profile');
  expect(response.ok()).toBe(true);
  return (await response.json()) as QuantProfileView;
}

test('a new quant completes the four steps, then edits one without losing the others', async ({ page, signIn }) => {
  await signIn('Grace Hopper');
  await openWizard(page);

  // Basic Info: prefilled from the account; a fractional rate is saved without its fraction (spec §5).
  // Nothing saved yet: 0 %, whichever tab is open.
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
  await expectCompletion(page, 0);
  await page.getByRole('tab', { name: 'Experience' }).click();
  await expectCompletion(page, 0);
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  const basic = panel(page, 'Basic Info');
  await expect(basic.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await basic.getByLabel('Professional Title').fill('Quantitative Researcher');
  await basic.getByLabel('Location').fill('New York, NY');
  await basic.getByLabel('Bio').fill('Compilers, then volatility.');
  await basic.getByLabel('Minimum hourly rate (USD)').fill('120.7');

  // The side card's switches are saved with this step.
  const side = page.getByRole('complementary', { name: 'Profile progress and settings' });
  await side.getByRole('switch', { name: 'Make profile visible to funds' }).click();
  await side.getByRole('switch', { name: 'Full-time Opportunities' }).click();
  await expect(side.getByText('Unsaved changes: they are saved with Basic Info.')).toBeVisible();
  await basic.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toastWith(page, 'Information saved')).toBeVisible();
  await expect(side.getByText('Visibility and preferences are saved with Basic Info.')).toBeVisible();

  // Education: a list of schools.
  await expect(page.getByRole('tab', { name: 'Education' })).toHaveAttribute('aria-selected', 'true');
  await expectCompletion(page, 25);
  const education = panel(page, 'Education');
  await education.getByLabel('School', { exact: true }).fill('Yale University');
  await education.getByLabel('Degree', { exact: true }).fill('PhD');
  await education.getByRole('button', { name: 'Add another' }).click();
  await education.getByLabel('School', { exact: true }).nth(1).fill('Vassar College');
  // A third entry left blank is not saved as an empty school.
  await education.getByRole('button', { name: 'Add another' }).click();
  await expect(education.getByLabel('School', { exact: true })).toHaveCount(3);
  await education.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toastWith(page, 'Education saved')).toBeVisible();

  // Skills: none filled in; common ones picked, one added with Enter (trimmed), a duplicate refused, one removed.
  await expect(page.getByRole('tab', { name: 'Skills' })).toHaveAttribute('aria-selected', 'true');
  await expectCompletion(page, 50);
  const skills = panel(page, 'Skills');
  const chips = skills.getByRole('list', { name: 'Your skills' }).getByRole('listitem');
  await expect(skills.getByText('No skills yet. Funds search by skill, so add a few.')).toBeVisible();
  for (const skill of ['Python', 'R', 'Machine Learning', 'Time Series Analysis']) {
    await skills
      .getByRole('list', { name: 'Common skills' })
      .getByRole('button', { name: `Add ${skill}`, exact: true })
      .click();
  }
  await expect(skills.getByRole('list', { name: 'Common skills' })).toHaveCount(0);
  await expect(chips).toHaveText(['Python', 'R', 'Machine Learning', 'Time Series Analysis']);
  await skills.getByLabel('Add a skill').fill('  Stochastic Calculus  ');
  await skills.getByLabel('Add a skill').press('Enter');
  await expect(chips).toHaveText(['Python', 'R', 'Machine Learning', 'Time Series Analysis', 'Stochastic Calculus']);
  await expect(skills.getByLabel('Add a skill')).toHaveValue('');
  await expect(page.getByRole('tab', { name: 'Skills' })).toHaveAttribute('aria-selected', 'true');
  await skills.getByLabel('Add a skill').fill('Python');
  await skills.getByLabel('Add a skill').press('Enter');
  await expect(skills.getByText('Python is already in your skills.')).toBeVisible();
  await expect(chips).toHaveCount(5);
  // Suggestions come from the synonym table firms search by: 'cpp' offers C++.
  await skills.getByLabel('Add a skill').fill('cpp');
  await skills.getByRole('list', { name: 'Suggested skills' }).getByRole('button', { name: 'C++' }).click();
  await expect(chips).toHaveCount(6);
  await expect(chips.last()).toHaveText('C++');
  await skills.getByRole('button', { name: 'Remove C++' }).click();
  await skills.getByRole('button', { name: 'Remove R' }).click();
  await expect(chips).toHaveText(['Python', 'Machine Learning', 'Time Series Analysis', 'Stochastic Calculus']);
  await skills.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toastWith(page, 'Skills saved')).toBeVisible();

  // Experience, then 'Save & Complete Profile' goes to the dashboard.
  await expect(page.getByRole('tab', { name: 'Experience' })).toHaveAttribute('aria-selected', 'true');
  await expectCompletion(page, 75);
  const experience = panel(page, 'Experience');
  await experience.getByLabel('Job title').fill('Quant Researcher');
  await experience.getByLabel('Company', { exact: true }).fill('Example Capital');
  await experience.getByLabel('From (MM/YYYY)').fill('01/2020');
  await experience.getByLabel("To (MM/YYYY or 'Present')").fill('12/2023');
  await experience.getByRole('button', { name: 'Save & Complete Profile' }).click();
  await expect(toastWith(page, 'Profile completed')).toContainText('Your profile has been created successfully');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's four cards show what the wizard saved.
  const summary = page.getByRole('list', { name: 'Profile summary' });
  await expect(summary).toContainText('Profile StatusVisible');
  await expect(summary).toContainText('Experience3 years');
  await expect(summary).toContainText('EducationYale University');
  await expect(page.getByRole('list', { name: 'Skills' })).toContainText('Stochastic Calculus');

  const saved = await savedProfile(page);
  expect(saved).toMatchObject({
    isVisible: true,
    title: 'Quantitative Researcher',
    hourlyRateMin: 120,
    preferences: { remote: true, fullTime: true, contract: true },
    skills: ['Python', 'Machine Learning', 'Time Series Analysis', 'Stochastic Calculus'],
  });
  expect(saved.education.map((e) => e.school)).toEqual(['Yale University', 'Vassar College']);
  expect(saved.experienceData.map((e) => e.company)).toEqual(['Example Capital']);
  expect(saved.experienceYears).toBe(3);

  // Back in the wizard: it shows what was saved; changing only the basic step keeps the other steps' data.
  await openWizard(page);
  await expect(panel(page, 'Basic Info').getByLabel('Professional Title')).toHaveValue('Quantitative Researcher');
  await expect(panel(page, 'Basic Info').getByLabel('Minimum hourly rate (USD)')).toHaveValue('120');
  await expect(page.getByRole('switch', { name: 'Full-time Opportunities' })).toHaveAttribute('aria-checked', 'true');
  await panel(page, 'Basic Info').getByLabel('Professional Title').fill('Senior Quantitative Researcher');
  await panel(page, 'Basic Info').getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toastWith(page, 'Information saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(panel(page, 'Skills').getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveText([
    'Python',
    'Machine Learning',
    'Time Series Analysis',
    'Stochastic Calculus',
  ]);

  const after = await savedProfile(page);
  expect(after.title).toBe('Senior Quantitative Researcher');
  expect(after.education).toEqual(saved.education);
  expect(after.experienceData).toEqual(saved.experienceData);
  expect(after.experienceYears).toBe(saved.experienceYears);
  expect(after.skills).toEqual(saved.skills);

  // The profile page reads the same data: visibility set in the wizard, the schools saved by it.
  await gotoReady(page, '/profile');
  await expect(page.getByRole('switch', { name: 'Make profile visible to funds' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('tab', { name: 'Education' }).click();
  await expect(page.getByLabel('School', { exact: true }).nth(1)).toHaveValue('Vassar College');
});

test('the steps and the side card work from the keyboard alone', async ({ page, signIn }) => {
  await signIn('Keyboard Quant');
  await openWizard(page);

  const tab = (name: string) => page.getByRole('tab', { name });
  await tab('Basic Info').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Education')).toBeFocused();
  await expect(tab('Education')).toHaveAttribute('aria-selected', 'true');
  await expectCompletion(page, 0);
  await page.keyboard.press('End');
  await expect(tab('Experience')).toHaveAttribute('aria-selected', 'true');
  await expectCompletion(page, 0);
  await page.keyboard.press('ArrowRight');
  await expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Experience')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Skills')).toHaveAttribute('aria-selected', 'true');

  // Tab leaves the tab list for the open step; Enter in the skill box adds without saving.
  await page.keyboard.press('Tab');
  await expect(panel(page, 'Skills')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Add a skill')).toBeFocused();
  await page.keyboard.type('Kalman Filters');
  await page.keyboard.press('Enter');
  await expect(panel(page, 'Skills').getByRole('listitem').filter({ hasText: 'Kalman Filters' })).toBeVisible();
  await expect(tab('Skills')).toHaveAttribute('aria-selected', 'true');

  // A chip's remove button, then the side card's switch, by keyboard.
  await page.getByRole('button', { name: 'Remove Kalman Filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page, 'Skills').getByRole('listitem').filter({ hasText: 'Kalman Filters' })).toHaveCount(0);
  await expect(page.getByLabel('Add a skill')).toBeFocused();
  const visible = page.getByRole('switch', { name: 'Make profile visible to funds' });
  await visible.focus();
  await page.keyboard.press('Space');
  await expect(visible).toHaveAttribute('aria-checked', 'true');
});

test.describe('when a save fails', () => {
  // Chromium logs each refused request.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 40[01]/ });

  test("the server's field message shows beside the field, and nothing typed is lost", async ({ page, signIn }) => {
    await signIn('Failing Quant');
    await openWizard(page);
    const basic = panel(page, 'Basic Info');
    await page.route('**/api/quant-profile/basic', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Location must be at most 100 characters',
            fields: { location: 'Location must be at most 100 characters' },
          },
        }),
      }),
    );
    await basic.getByLabel('Professional Title').fill('Execution Quant');
    await basic.getByLabel('Location').fill('Zürich');
    await basic.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toastWith(page, 'Error saving information')).toContainText('Location must be at most 100 characters');
    await expect(basic.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');
    await expect(basic.getByText('Location must be at most 100 characters')).toBeVisible();
    await expect(basic.getByLabel('Professional Title')).toHaveValue('Execution Quant');
    await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');

    // A session that ended meanwhile: the spec's sign-in message, and the skills stay as they were.
    await page.route('**/api/quant-profile/skills', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } }),
      }),
    );
    await page.getByRole('tab', { name: 'Skills' }).click();
    await panel(page, 'Skills').getByLabel('Add a skill').fill('Kalman Filters');
    await panel(page, 'Skills').getByLabel('Add a skill').press('Enter');
    await panel(page, 'Skills').getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toastWith(page, 'Authentication required')).toContainText('Please sign in to save your profile');
    await expect(panel(page, 'Skills').getByRole('listitem').filter({ hasText: 'Kalman Filters' })).toBeVisible();
    await page.getByRole('tab', { name: 'Basic Info' }).click();
    await expect(basic.getByLabel('Location')).toHaveValue('Zürich');
  });
});

test('every step of the wizard passes axe-core with no serious or critical violation', async ({ page, signIn }) => {
  await signIn('Axe Wizard');
  await openWizard(page);
  for (const step of ['Basic Info', 'Education', 'Skills', 'Experience']) {
    await page.getByRole('tab', { name: step }).click();
    await expect(panel(page, step)).toBeVisible();
    await expectNoSeriousViolations(page, `wizard (${step})`);
  }
});

test('@mobile the wizard fits a phone: no sideways scroll, all four tabs on screen, a step saved by touch', async ({
  page,
  signIn,
}) => {
  await signIn('Phone Quant');
  await openWizard(page);
  const viewport = page.viewportSize();
  expect(viewport && viewport.width).toBeLessThan(500);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  for (const name of ['Basic Info', 'Education', 'Skills', 'Experience']) {
    const box = await page.getByRole('tab', { name }).boundingBox();
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width, name).toBe(true);
  }
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toBeInViewport();

  await page.getByRole('tab', { name: 'Skills' }).tap();
  await expectCompletion(page, 0);
  const common = panel(page, 'Skills').getByRole('list', { name: 'Common skills' });
  await common.getByRole('button', { name: 'Add Python' }).tap();
  await common.getByRole('button', { name: 'Add R', exact: true }).tap();
  const remove = panel(page, 'Skills').getByRole('button', { name: 'Remove Python' });
  const target = await remove.boundingBox();
  expect(target && target.width >= 24 && target.height >= 24).toBe(true);
  await remove.tap();
  await panel(page, 'Skills').getByRole('button', { name: 'Save & Continue' }).tap();
  await expect(toastWith(page, 'Skills saved')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Experience' })).toHaveAttribute('aria-selected', 'true');
  await expectCompletion(page, 25);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

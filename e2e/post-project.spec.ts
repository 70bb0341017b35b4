import type { Locator, Page } from '@playwright/test';
import { POSTING_OPTIONS_FREE_NOTE, PROJECT_MESSAGES } from '../src/shared/projects';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, uniqueTag, type ApiUser } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { pageFirm } from './project-helpers';
import { toastWith } from './toast-helpers';

/** How many projects the company has, as the API counts them (what a refused save must leave unchanged). */
async function projectCount(user: ApiUser): Promise<number> {
  const answer = await user.request.get('/api/projects');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { projects: unknown[] }).projects.length;
}

const activeProjects = (page: Page, count: number) =>
  page.getByRole('link', { name: new RegExp(`^Active Projects\\s*${count}`) });

/** The card of the project titled `title` in one of the dashboard's lists. */
const projectCard = (page: Page, list: string, title: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function addMilestone(page: Page, index: number, title: string, amount: string) {
  await page.getByRole('button', { name: 'Add milestone' }).click();
  await page.getByLabel(`Milestone ${index} title`).fill(title);
  await page.getByLabel(`Milestone ${index} amount (USD)`).fill(amount);
}

/** Presses Tab until `target` has focus, as a keyboard user moves through the form (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('posting a quant project', () => {
  // A foreign project's 404 is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 4\d\d/ });

  test('a verified firm posts a fixed-budget project with three milestones, publishes it and manages it from the dashboard', async ({
    page,
    signIn,
  }) => {
    const email = await signIn('Paloma Poster');
    const firm = await pageFirm(page, email, true, 'Project Capital');
    const title = `FX vol surface ${uniqueTag()}`;

    await gotoReady(page, '/funds/company-dashboard');
    await expect(activeProjects(page, 0)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Projects', selected: true })).toBeVisible();
    await expect(page.getByText('No projects yet')).toBeVisible();
    await expect(page.getByText('Only talent who opted to be visible to hiring firms are shown.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open AI Talent Match' })).toHaveAttribute(
      'href',
      '/funds/talent-match',
    );
    await expectNoSeriousViolations(page, 'dashboard without projects');

    await page.getByRole('link', { name: 'Create New Project' }).click();
    await expect(page).toHaveURL(/\/funds\/post-project$/);
    await expect(page.getByRole('heading', { name: 'Post a Quant Project', level: 1 })).toBeVisible();
    const skills = page.getByRole('list', { name: 'Required skills' });
    await expect(skills.getByRole('listitem')).toHaveText(['Python', 'Machine Learning']);
    await expect(page.getByText(POSTING_OPTIONS_FREE_NOTE)).toBeVisible();
    await expect(page.getByText('$199 per posting')).toBeVisible();
    await expect(page.getByText('(+$99)')).toBeVisible();
    await expect(page.getByText('(+$49)')).toBeVisible();

    await page.getByLabel('Project title').fill(title);
    await page.getByLabel('Project description').fill('Calibrate an SVI surface to our FX option quotes, daily.');
    await page.getByRole('textbox', { name: 'Required skills' }).fill('Stochastic Calculus');
    await page.getByRole('textbox', { name: 'Required skills' }).press('Enter');
    await expect(skills.getByRole('listitem')).toHaveText(['Python', 'Machine Learning', 'Stochastic Calculus']);
    await page.getByRole('button', { name: 'Remove Machine Learning' }).click();
    await expect(skills.getByRole('listitem')).toHaveText(['Python', 'Stochastic Calculus']);
    await page.getByLabel('Project type').selectOption({ label: 'Research' });
    await page.getByLabel('Category').selectOption({ label: 'FX' });
    await page.getByLabel('Duration', { exact: true }).fill('6');
    await expect(page.getByLabel('Duration unit')).toHaveValue('weeks');
    await page.getByLabel('Budget (USD)').fill('12000');

    // Three milestones that do not add up: the sum is shown while typing, and Publish is refused with nothing saved.
    await addMilestone(page, 1, 'Data pipeline', '2000');
    await addMilestone(page, 2, 'Calibration', '6000');
    await addMilestone(page, 3, 'Report', '3000');
    const mismatch = PROJECT_MESSAGES.milestonesSum('$11,000', '$12,000');
    await expect(page.getByText(mismatch)).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: mismatch })).toBeVisible();
    await expect(page.getByLabel('Milestone 1 amount (USD)')).toBeFocused();
    expect(await projectCount(firm)).toBe(0);
    await expect(page.getByLabel('Project title')).toHaveValue(title);

    await page.getByLabel('Milestone 3 amount (USD)').fill('4000');
    await expect(page.getByText('Milestones total $12,000, the whole fixed budget.')).toBeVisible();
    await page.getByRole('radio', { name: /Premium/ }).check();
    await page.getByLabel(/Feature this project/).check();
    await expect(page.getByRole('radio', { name: /Visible to all quants/ })).toBeChecked();
    await expectNoSeriousViolations(page, 'post-project form');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/funds\/company-dashboard$/);
    await expect(toastWith(page, 'Project published')).toBeVisible();
    await expect(activeProjects(page, 1)).toBeVisible();
    const card = projectCard(page, 'Active Projects', title);
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await expect(card.getByText('$12,000')).toBeVisible();
    await expect(card.getByText('6 weeks')).toBeVisible();
    await expect(card.getByText(/Listing ends \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
    await expect(card.getByRole('link', { name: `View on LeapMarket for ${title}` })).toHaveAttribute(
      'href',
      /\/leap-market\/projects\/[0-9a-f-]{36}$/,
    );
    await expectNoSeriousViolations(page, 'dashboard with a project');

    // Edit: the form opens with what was saved; Save changes keeps the project listed.
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit project', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Milestone 2 title')).toHaveValue('Calibration');
    await expect(page.getByRole('radio', { name: /Premium/ })).toBeChecked();
    await page.getByLabel('Project title').fill(`${title} (v2)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/funds\/company-dashboard$/);
    const edited = projectCard(page, 'Active Projects', `${title} (v2)`);
    await expect(edited).toBeVisible();

    // Duplicate: a draft copy among the drafts, which can be deleted after a confirmation.
    await edited.getByRole('button', { name: `Duplicate ${title} (v2)` }).click();
    await expect(toastWith(page, 'Project duplicated')).toBeVisible();
    const copy = projectCard(page, 'Drafts', `${title} (v2) (copy)`);
    await expect(copy.getByText('Draft', { exact: true })).toBeVisible();
    await copy.getByRole('button', { name: `Delete ${title} (v2) (copy)` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
    await confirm.getByRole('button', { name: 'Delete draft' }).click();
    await expect(toastWith(page, 'Draft deleted')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Drafts' })).toHaveCount(0);

    // Close, then reopen: the count follows.
    await edited.getByRole('button', { name: `Close ${title} (v2)` }).click();
    await edited.getByRole('button', { name: 'Confirm close' }).click();
    const closed = projectCard(page, 'Closed', `${title} (v2)`);
    await expect(closed.getByText('Listing ended')).toBeVisible();
    await expect(activeProjects(page, 0)).toBeVisible();
    await closed.getByRole('button', { name: `Reopen ${title} (v2)` }).click();
    await expect(toastWith(page, 'Project reopened')).toBeVisible();
    await expect(activeProjects(page, 1)).toBeVisible();
    await expect(projectCard(page, 'Active Projects', `${title} (v2)`)).toBeVisible();
  });

  test('an unverified firm saves a draft, is told why it cannot publish, and cannot open another firm’s project', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const email = await signIn('Ulla Unverified');
    await pageFirm(page, email, false, 'Project Capital');
    await gotoReady(page, '/funds/post-project');
    await expect(page.getByText(PROJECT_MESSAGES.notVerified)).toBeVisible();
    await expect(page.getByRole('link', { name: 'See where your verification stands' })).toHaveAttribute(
      'href',
      '/funds/company-dashboard',
    );
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

    const title = `Draft only ${uniqueTag()}`;
    await page.getByLabel('Project title').fill(title);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toastWith(page, 'Draft saved')).toBeVisible();
    await expect(page).toHaveURL(/\/funds\/post-project\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Project title')).toHaveValue(title);

    await gotoReady(page, '/funds/company-dashboard');
    await expect(activeProjects(page, 0)).toBeVisible();
    const draft = projectCard(page, 'Drafts', title);
    await expect(draft.getByText(new RegExp(`^${PROJECT_MESSAGES.descriptionRequired}\\.`))).toBeVisible();
    await expect(draft.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0);

    // Another company's draft answers as if it did not exist.
    const other = await apiUser(browser, baseURL!, 'Otto Other');
    await createCompany(
      other,
      { name: `Other Projects ${uniqueTag()}`, website: `https://www.${other.domain}` },
      'verified',
    );
    const saved = await other.request.post('/api/projects', {
      headers: other.headers,
      data: { title: 'Secret draft' },
    });
    expect(saved.status()).toBe(201);
    const foreign = ((await saved.json()) as { id: string }).id;
    await other.context.close();
    await gotoReady(page, `/funds/post-project/${foreign}`);
    await expect(page.getByText(PROJECT_MESSAGES.notFound)).toBeVisible();
    await expect(page.getByText('Secret draft')).toHaveCount(0);
  });

  test('the form works by keyboard alone: skills, choices, milestones and Save Draft', async ({ page, signIn }) => {
    const email = await signIn('Kira Keys');
    const firm = await pageFirm(page, email, true, 'Project Capital');
    await gotoReady(page, '/funds/post-project');
    const title = page.getByLabel('Project title');
    await tabTo(page, title);
    await page.keyboard.type('Keyboard project');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Project description')).toBeFocused();
    await page.keyboard.type('Typed without a mouse.');
    await tabTo(page, page.getByRole('textbox', { name: 'Required skills' }));
    await page.keyboard.type('Rust');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Required skills' }).getByRole('listitem')).toHaveText([
      'Python',
      'Machine Learning',
      'Rust',
    ]);
    await tabTo(page, page.getByLabel('Project type'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByLabel('Budget (USD)'));
    await page.keyboard.type('5000');
    await tabTo(page, page.getByRole('button', { name: 'Add milestone' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Milestone 1 title'));
    await page.keyboard.type('Everything');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5000');
    await tabTo(page, page.getByRole('radio', { name: /Visible to all quants/ }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /By invitation only/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Save Draft' }), 80);
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Draft saved')).toBeVisible();
    const saved = await firm.request.get('/api/projects');
    const { projects } = (await saved.json()) as {
      projects: { title: string; skills: string[]; visibility: string; milestones: { amount: number }[] }[];
    };
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({
      title: 'Keyboard project',
      skills: ['Python', 'Machine Learning', 'Rust'],
      visibility: 'private',
      milestones: [{ amount: 5000 }],
    });
  });
});

test.describe('@mobile posting a project on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the post-project form and the dashboard fit a 390 px phone', async ({ page, signIn }) => {
    const email = await signIn('Pocket Poster');
    await pageFirm(page, email, true, 'Project Capital');
    await gotoReady(page, '/funds/post-project');
    await page.getByLabel('Project title').fill('Pocket-sized backtest');
    await page.getByLabel('Project description').fill('A small backtest, posted from a phone.');
    await page.getByLabel('Budget type').selectOption('range');
    await page.getByLabel('Lowest budget (USD)').fill('3000');
    await page.getByLabel('Highest budget (USD)').fill('5000');
    await page.getByRole('button', { name: 'Add milestone' }).click();
    await page.getByLabel('Require an NDA').check();
    await page.getByLabel('Public summary (shown until a quant accepts the NDA)').fill('A backtest.');
    expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'post-project form on a phone');
    await page.getByLabel('Milestone 1 title').fill('Backtest');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/funds\/company-dashboard$/);
    await expect(page.getByText('$3,000–$5,000')).toBeVisible();
    expect(await layoutProblems(page)).toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'dashboard on a phone');
  });
});

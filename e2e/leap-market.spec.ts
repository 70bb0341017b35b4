import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { uniqueTag } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { publishProject, verifiedFirm } from './project-helpers';

/** The market's list under the teaser, once its code and first page have loaded. */
const projectCards = (page: Page) => page.getByRole('list', { name: 'Projects' }).locator(':scope > li');
const projectCount = (page: Page) =>
  page.getByRole('region', { name: 'Open projects' }).getByText(/^\d[\d,]*\+? projects?$/);

async function expectFitsThePhone(page: Page, label: string) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const problems = await layoutProblems(page);
  expect(problems.sidewaysScroll, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(problems.clipped, `${label} has clipped text`).toEqual([]);
}

test.describe('LeapMarket', () => {
  // A private project's page answers this stranger 404, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 404/ });

  test('a visitor finds a project by keyword and by a filter and opens it; a private one stays hidden', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const firm = await verifiedFirm(browser, baseURL!, 'Lakeside Volatility');
    const onsiteTitle = `Options market making simulator ${tag}`;
    const onsiteId = await publishProject(firm, {
      title: onsiteTitle,
      description: `Simulate a market maker in listed options (${tag}) and measure its inventory risk.`,
      skills: ['Python', 'Options', 'C++'],
      projectType: 'trading',
      category: 'derivatives',
      workType: 'onsite',
      duration: { value: 3, unit: 'months' },
      budget: { type: 'fixed', min: 30_000 },
      milestones: [
        { title: 'Order book model', description: 'Queue position and fills.', amount: 10_000 },
        { title: 'Quoting strategy', description: '', amount: 12_000 },
        { title: 'Risk report', description: '', amount: 8_000 },
      ],
      minExperience: 'expert',
      education: 'master',
      fieldOfStudy: 'math',
      featured: true,
      urgent: true,
    });
    await publishProject(firm, {
      title: `Factor model refresh ${tag}`,
      description: `Re-estimate our equity factor model (${tag}) on ten years of data.`,
      workType: 'remote',
      budget: { type: 'hourly', min: 90, max: 140 },
    });
    const privateTitle = `Confidential rates desk tooling ${tag}`;
    const privateId = await publishProject(firm, {
      title: privateTitle,
      description: `Tooling for a rates desk (${tag}).`,
      visibility: 'private',
    });
    await firm.context.close();

    // A visitor who only looks (no pointer, no key) sees the projects too: the page starts the app when idle.
    await page.goto('/leap-market');
    await expect(page.getByRole('heading', { level: 2, name: 'Open projects' })).toBeVisible();

    // A short introduction, then the market; how it works follows the projects.
    await gotoReady(page, '/leap-market');
    await expect(page.getByRole('heading', { level: 1, name: 'LeapMarket' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Open projects' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How LeapMarket works' })).toBeVisible();

    // By keyword: the two public projects, never the private one.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(projectCount(page)).toHaveText('2 projects');
    await expect(projectCards(page)).toHaveCount(2);
    await expect(page.getByText(privateTitle)).toHaveCount(0);
    // Featured first (the default order).
    await expect(projectCards(page).first()).toContainText(onsiteTitle);

    // By a filter: on-site work only.
    await page.getByLabel('Work type').selectOption({ label: 'On-site' });
    await expect(page).toHaveURL(/workType=onsite/);
    await expect(projectCount(page)).toHaveText('1 project');
    const card = projectCards(page).first();
    await expect(card.getByRole('link', { name: onsiteTitle })).toBeVisible();
    await expect(card).toContainText(firm.company.name);
    await expect(card).toContainText('$30,000');
    await expect(card).toContainText('3 months');
    await expect(card).toContainText('On-site');
    await expect(card).toContainText('Featured');
    await expect(card).toContainText('Urgent');
    await expect(card.getByRole('list', { name: 'Required skills' })).toContainText('Options');
    await expectNoSeriousViolations(page, '/leap-market with results');

    // The address keeps the search: a reload shows the same list.
    await page.reload();
    await page.locator('body').dispatchEvent('pointerover');
    await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue(tag);
    await expect(page.getByLabel('Work type')).toHaveValue('onsite');
    await expect(projectCount(page)).toHaveText('1 project');

    // A filter that matches nothing offers to clear the search and filters.
    await page.getByLabel('Budget type').selectOption({ label: 'Hourly rate' });
    await expect(page.getByText('No projects match your search')).toBeVisible();
    await expectNoSeriousViolations(page, '/leap-market with no match');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/leap-market$/);
    await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');

    // The project's page.
    await page.goto(`/leap-market?q=${tag}&workType=onsite`);
    await page.locator('body').dispatchEvent('pointerover');
    await projectCards(page).first().getByRole('link', { name: onsiteTitle }).click();
    await expect(page).toHaveURL(`/leap-market/projects/${onsiteId}`);
    await expect(page.getByRole('heading', { level: 1, name: onsiteTitle })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: firm.company.name })).toHaveAttribute(
      'href',
      `/companies/${firm.company.slug}`,
    );
    await expect(main).toContainText('$30,000');
    await expect(main).toContainText('Fixed price');
    await expect(main).toContainText('Project typeTrading strategy');
    await expect(main).toContainText('CategoryDerivatives');
    await expect(main).toContainText('Listing ends');
    await expect(main).toContainText('Simulate a market maker in listed options');
    const milestones = main.getByRole('region', { name: 'Milestones' }).getByRole('listitem');
    await expect(milestones).toHaveCount(3);
    await expect(milestones.first()).toContainText('1. Order book model');
    await expect(milestones.first()).toContainText('$10,000');
    const requirements = main.getByRole('region', { name: 'Candidate requirements' });
    await expect(requirements).toContainText('Expert (5+ years)');
    await expect(requirements).toContainText("Master's degree");
    await expect(requirements).toContainText('Mathematics');
    // A visitor is asked to sign in before proposing (proposals-quant.spec.ts follows a quant who does).
    await expect(main.getByRole('link', { name: 'Sign in to send a proposal' })).toBeVisible();
    await expect(main.getByRole('form', { name: 'Send a proposal' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'a project page');
    // For a visitor without a session the first HTML carries the page (rendered on the server), terms included.
    const html = await (await page.request.get(`/leap-market/projects/${onsiteId}`)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${onsiteTitle}</h1>`));
    expect(html).toContain('$30,000');

    // A private project's page is a not-found for a stranger, with the way back.
    await gotoReady(page, `/leap-market/projects/${privateId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await expect(page.getByText(privateTitle)).toHaveCount(0);
    await expectNoSeriousViolations(page, 'a project not found');
    await page.getByRole('link', { name: 'Back to LeapMarket' }).click();
    await expect(page).toHaveURL(/\/leap-market$/);
  });

  test('an NDA project shows its summary until a signed-in quant accepts the notice', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    const tag = uniqueTag();
    const firm = await verifiedFirm(browser, baseURL!, 'Quiet Harbour Capital');
    const description = `Our proprietary execution signal (${tag}) needs an independent review of its alpha decay.`;
    const id = await publishProject(firm, {
      title: `Execution signal review ${tag}`,
      summary: 'An independent review of an execution signal for a systematic fund.',
      description,
      nda: true,
    });
    await firm.context.close();

    // A visitor reads the summary and is asked to sign in, with a way back here.
    await gotoReady(page, `/leap-market/projects/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByText('An independent review of an execution signal for a systematic fund.')).toBeVisible();
    await expect(main).toContainText('NDA');
    await expect(main.getByText(description)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Accept and read the full description' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'an NDA project for a visitor');
    await main.getByRole('link', { name: 'Sign in to read the full description' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Signed in, the quant accepts the notice and reads the description, then and after a reload.
    await signIn('Nadia Quant');
    await gotoReady(page, `/leap-market/projects/${id}`);
    await expect(main.getByText(description)).toHaveCount(0);
    await main.getByRole('button', { name: 'Accept and read the full description' }).click();
    await expect(main.getByText(description)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Accept and read the full description' })).toHaveCount(0);
    await page.reload();
    await expect(main.getByText(description)).toBeVisible();
  });

  test('more than 12 projects are paged by the server, and the address keeps the page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const firm = await verifiedFirm(browser, baseURL!, 'Thirteen Signals');
    for (let n = 1; n <= 13; n++) {
      await publishProject(firm, {
        title: `Signal study ${n} ${tag}`,
        description: `Study ${n} of a set (${tag}).`,
        budget: { type: 'fixed', min: 1_000 * n },
      });
    }
    await firm.context.close();

    await gotoReady(page, `/leap-market?q=${tag}&sort=budget`);
    await expect(projectCount(page)).toHaveText('13 projects');
    await expect(projectCards(page)).toHaveCount(12);
    // Highest budget first: study 13 leads, study 1 is on page 2.
    await expect(projectCards(page).first()).toContainText(`Signal study 13 ${tag}`);
    await page.getByRole('navigation', { name: 'Project pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(projectCards(page)).toHaveCount(1);
    // The new page opens at the list, not at the introduction above it.
    await expect(page.getByRole('heading', { level: 2, name: 'Open projects' })).toBeInViewport();
    await expect(projectCards(page).first()).toContainText(`Signal study 1 ${tag}`);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(projectCards(page)).toHaveCount(12);
    await page.goForward();
    await expect(projectCards(page)).toHaveCount(1);
  });

  test('by keyboard: search, filter, open a project', async ({ page, browser, baseURL }) => {
    const tag = uniqueTag();
    const firm = await verifiedFirm(browser, baseURL!, 'Keyboard Quant Partners');
    const title = `Hybrid credit spread model ${tag}`;
    await publishProject(firm, { title, description: `Credit spreads (${tag}).`, workType: 'hybrid' });
    await publishProject(firm, { title: `Remote ${tag}`, description: `Remote work (${tag}).`, workType: 'remote' });
    await firm.context.close();

    await gotoReady(page, '/leap-market');
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await search.focus();
    await page.keyboard.type(tag);
    await expect(projectCount(page)).toHaveText('2 projects');

    // Tab to the Work type select, and choose Hybrid with the arrow keys.
    const workType = page.getByLabel('Work type');
    for (let i = 0; i < 10 && !(await workType.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(workType).toBeFocused();
    while ((await workType.inputValue()) !== 'hybrid') await page.keyboard.press('ArrowDown');
    await expect(projectCount(page)).toHaveText('1 project');

    // On to the project's link, and open it.
    const link = projectCards(page).first().getByRole('link', { name: title });
    for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test('the list and a project page fit without sideways scrolling', async ({ page, browser, baseURL }) => {
      const tag = uniqueTag();
      const firm = await verifiedFirm(browser, baseURL!, 'Pocket Size Research');
      const id = await publishProject(firm, {
        title: `Cross-asset regime detection with hidden Markov models ${tag}`,
        description: `Detect market regimes across asset classes (${tag}).`,
        skills: ['Python', 'Hidden Markov Models', 'Statistics', 'Bayesian Inference'],
        budget: { type: 'range', min: 150_000, max: 1_250_000 },
        milestones: [{ title: 'Literature review and data pipeline', description: '', amount: null }],
        additionalRequirements: 'Experience with regime-switching models in production.',
        featured: true,
        urgent: true,
        nda: true,
        summary: 'Regime detection across asset classes.',
      });
      await firm.context.close();

      await gotoReady(page, `/leap-market?q=${tag}`);
      await expect(projectCards(page)).toHaveCount(1);
      await expectFitsThePhone(page, '/leap-market');
      await expectNoSeriousViolations(page, '/leap-market on a phone');

      await gotoReady(page, `/leap-market/projects/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Cross-asset regime detection');
      await expectFitsThePhone(page, 'a project page');
      await expectNoSeriousViolations(page, 'a project page on a phone');
    });
  });
});

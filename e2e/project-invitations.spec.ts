import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, uniqueTag, type ApiUser } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { pageFirm, publishProject } from './project-helpers';

/** A quant in a browser context of their own with a profile shown to firms, titled with the journey's tag. */
async function visibleQuant(user: ApiUser, name: string, tag: string): Promise<void> {
  const put = async (part: string, data: unknown) => {
    const response = await user.request.put(`/api/quant-profile/${part}`, { headers: user.headers, data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await put('basic', {
    fullName: name,
    title: `Rates Quant ${tag}`,
    location: 'Oslo, Norway',
    bio: 'Term-structure models and curve construction.',
    hourlyRateMin: 100,
    hourlyRateMax: 130,
    linkedinUrl: '',
    githubUrl: '',
    isVisible: true,
    preferences: { remote: true, fullTime: false, contract: true },
    availability: 'Available now',
  });
  await put('skills', { skills: ['Python', 'Fixed Income', tag] });
}

async function expectFitsThePhone(page: Page, label: string) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const problems = await layoutProblems(page);
  expect(problems.sidewaysScroll, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(problems.clipped, `${label} has clipped text`).toEqual([]);
}

/** The dialog sits outside `main` (a portal): it must fit the phone's width and not scroll the page sideways. */
async function expectDialogFitsThePhone(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box, 'the dialog is on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  const overflow = await dialog.evaluate((element) => ({
    inside: element.scrollWidth - element.clientWidth,
    page: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(overflow.inside, 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
  expect(overflow.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('Project invitations', () => {
  // The uninvited quant's project page answers 404, which Chromium logs as a failed resource load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 404/ });

  test('a verified firm invites a visible quant to a private NDA project; only that quant finds and opens it', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    const tag = uniqueTag();
    const email = await signIn('Fredrik Firm');
    const firm = await pageFirm(page, email, true, 'Fjord Rates Capital');
    const title = `Confidential curve rebuild ${tag}`;
    const summary = 'A confidential rebuild of a swap curve for a rates desk.';
    const description = `Rebuild our multi-curve swap framework (${tag}) with a documented interpolation choice.`;
    const projectId = await publishProject(firm, {
      title,
      summary,
      description,
      visibility: 'private',
      nda: true,
      budget: { type: 'hourly', min: 110, max: 150 },
    });

    const invitee = await apiUser(browser, baseURL!, 'Ingrid Invitee');
    await visibleQuant(invitee, 'Ingrid Invitee', tag);
    const outsider = await apiUser(browser, baseURL!, 'Otto Outsider');
    await visibleQuant(outsider, 'Otto Outsider', `${tag}x`);

    // The firm finds the quant in the talent directory and opens their profile.
    const found = await page.request.get(`/api/talent?q=${tag}`);
    const { profiles } = (await found.json()) as { profiles: { id: string; fullName: string }[] };
    const profileId = profiles.find((p) => p.fullName === 'Ingrid Invitee')!.id;
    await gotoReady(page, `/funds/view-talent/${profileId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ingrid Invitee' })).toBeVisible();
    const inviteButton = main.getByRole('button', { name: 'Invite to project (Ingrid Invitee)' });
    await expect(inviteButton).toBeVisible();
    await expectNoSeriousViolations(page, 'the talent profile with Invite to project');

    // By keyboard, the dialog lists the open project with its visibility and pay, sends, and says what happened.
    await inviteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invite Ingrid Invitee to a project' });
    await expect(dialog).toBeVisible();
    const choice = dialog.getByRole('radio', { name: new RegExp(title) });
    await expect(choice).toBeChecked();
    await expect(dialog).toContainText('By invitation only · $110–$150 an hour · NDA');
    await expectNoSeriousViolations(page, 'the invite dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `Ingrid Invitee is invited to “${title}” and has been e-mailed the link.`,
    );
    await dialog.getByRole('button', { name: 'Send invitation' }).press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(
      `Ingrid Invitee was already invited to “${title}”: nothing was sent again.`,
    );
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectDialogFitsThePhone(page, dialog);
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(inviteButton).toBeFocused();

    // The firm's proposals page lists who it invited.
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, `/funds/projects/${projectId}/proposals`);
    const invited = main.getByRole('region', { name: 'Invited' });
    await expect(invited.getByRole('link', { name: 'Ingrid Invitee' })).toBeVisible();
    await expect(invited.getByRole('button', { name: 'Withdraw the invitation of Ingrid Invitee' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the proposals page with its Invited panel');

    // The invited quant finds it on LeapMarket, opens it: the NDA summary, then the notice, then the description.
    const quantPage = await invitee.context.newPage();
    await gotoReady(quantPage, '/leap-market');
    const section = quantPage.getByRole('region', { name: 'Projects you are invited to' });
    await expect(section.getByRole('link', { name: title })).toBeVisible();
    await expect(section).toContainText('Fjord Rates Capital');
    await expect(section).toContainText('$110–$150 an hour');
    await expectNoSeriousViolations(quantPage, 'LeapMarket with Projects you are invited to');
    await quantPage.setViewportSize(PHONE_VIEWPORT);
    await expectFitsThePhone(quantPage, 'Projects you are invited to');
    await quantPage.setViewportSize({ width: 1280, height: 800 });
    await section.getByRole('link', { name: title }).click();
    const projectMain = quantPage.getByRole('main');
    await expect(projectMain.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(projectMain.getByText(summary)).toBeVisible();
    await expect(projectMain.getByText(description)).toHaveCount(0);
    await expectNoSeriousViolations(quantPage, 'the invited NDA project before the notice');
    await projectMain.getByRole('button', { name: 'Accept and read the full description' }).click();
    await expect(projectMain.getByText(description)).toBeVisible();
    await expectNoSeriousViolations(quantPage, 'the invited NDA project after the notice');

    // Another quant opening the same address gets the not-found page; nothing of the project shows.
    const outsiderPage = await outsider.context.newPage();
    await gotoReady(outsiderPage, `/leap-market/projects/${projectId}`);
    await expect(outsiderPage.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await expect(outsiderPage.getByText(title)).toHaveCount(0);
    await expectNoSeriousViolations(outsiderPage, 'the not-found page for an uninvited quant');
    await gotoReady(outsiderPage, '/leap-market');
    await outsiderPage.waitForLoadState('networkidle');
    await expect(outsiderPage.getByRole('region', { name: 'Projects you are invited to' })).toHaveCount(0);

    // The firm withdraws the invitation (the quant has not proposed): the private project is gone for them too.
    await invited.getByRole('button', { name: 'Withdraw the invitation of Ingrid Invitee' }).click();
    await invited.getByRole('button', { name: 'Withdraw invitation' }).click();
    await expect(invited).toContainText('No one invited yet.');
    await quantPage.reload();
    await expect(projectMain.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();

    await invitee.context.close();
    await outsider.context.close();
  });

  test('a firm without an open project is told so and pointed to Post New Project', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    const tag = uniqueTag();
    const email = await signIn('Nora Noprojects');
    await pageFirm(page, email, true, 'Empty Desk Partners');
    const quant = await apiUser(browser, baseURL!, 'Quinn Quant');
    await visibleQuant(quant, 'Quinn Quant', tag);
    await quant.context.close();
    const found = await page.request.get(`/api/talent?q=${tag}`);
    const { profiles } = (await found.json()) as { profiles: { id: string }[] };
    await gotoReady(page, `/funds/view-talent/${profiles[0]!.id}`);
    await page.getByRole('button', { name: 'Invite to project (Quinn Quant)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Quinn Quant to a project' });
    await expect(dialog).toContainText('Your company has no project open on LeapMarket to invite them to.');
    await expectNoSeriousViolations(page, 'the invite dialog without an open project');
    await dialog.getByRole('link', { name: 'Post New Project' }).click();
    await expect(page).toHaveURL(/\/funds\/post-project$/);
    await expect(dialog).toHaveCount(0);
  });
});

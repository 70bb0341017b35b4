import AxeBuilder from '@axe-core/playwright';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

test('the dashboard shows the quant profile: four cards, Overview and Settings, and follows a visibility change', async ({
  page,
  signIn,
}) => {
  await signIn('Katherine Johnson');
  // The profile is saved through the same API the wizard uses (the wizard's own journey is e2e/wizard.spec.ts).
  const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  const headers = { 'X-CSRF-Token': csrfToken };
  const save = async (step: string, data: unknown) =>
    expect((await page.request.put(`/api/quant-profile/${step}`, { headers, data })).ok()).toBe(true);
  await save('basic', {
    fullName: 'Katherine Johnson',
    title: 'Quantitative Researcher',
    location: 'New York, NY',
    bio: '',
    hourlyRateMin: 180,
    linkedinUrl: '',
    githubUrl: '',
    isVisible: true,
    preferences: { remote: true, fullTime: true, contract: false },
  });
  await save('education', {
    entries: [
      { school: 'West Virginia University', degree: 'PhD', field: 'Mathematics', fromYear: '2015', toYear: '2019' },
    ],
  });
  await save('experience', {
    entries: [{ jobTitle: 'Quant Researcher', company: 'Example Capital', fromDate: '01/2020', toDate: '01/2023' }],
  });
  await save('skills', { skills: ['Python', 'Orbital Mechanics'] });

  await gotoReady(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Katherine Johnson' })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Profile summary' });
  await expect(summary.getByRole('listitem')).toHaveCount(4);
  await expect(summary).toContainText('Profile StatusVisible');
  await expect(summary).toContainText('Experience3 years');
  await expect(summary).toContainText('EducationWest Virginia University');
  const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(),
  );
  await expect(summary).toContainText(`Last Updated${today}`);
  await expect(page.getByRole('list', { name: 'Skills' })).toContainText('Orbital Mechanics');
  await expect(page.getByText('Example Capital')).toBeVisible();
  for (const [name, href] of [
    ['Edit your profile', '/profile'],
    ['Browse LeapMarket', '/leap-market'],
    ['Compensation insights', '/compensation-insights'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('progressbar', { name: /^Probability: 0 of \d+ solved$/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard (Overview)');
  // A moderate rule, so checked on its own: the outline goes h1 → h2 → h3 (the cards' titles were h3 under h1).
  expect((await new AxeBuilder({ page }).withRules(['heading-order']).analyze()).violations).toEqual([]);

  // Keyboard: the tabs move with the arrow keys.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'your profile page' })).toHaveAttribute('href', '/profile');
  await expectNoSeriousViolations(page, '/dashboard (Settings)');

  // Visibility is changed on the profile page, and the dashboard follows.
  await gotoReady(page, '/profile');
  const visible = page.getByRole('switch', { name: 'Make profile visible to funds' });
  await expect(visible).toBeChecked();
  await visible.click();
  await expect(toastWith(page, 'Your profile is now private.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(summary).toContainText('Profile StatusPrivate');
  await expect(summary).toContainText('EducationWest Virginia University');

  // Messages opens the conversations, none yet for this quant.
  await page.getByRole('navigation', { name: 'Dashboard shortcuts' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByText('No active conversations yet')).toBeVisible();
});

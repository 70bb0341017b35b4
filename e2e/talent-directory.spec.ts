import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, uniqueTag, verifiedFirmWithPosition } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';

interface Quant {
  name: string;
  title: string;
  location: string;
  skills: string[];
  rate: [number, number];
  availability: string;
  /** Whole years of experience, from one job that started this long ago and is still going. */
  years: number;
  degree: string;
  isVisible: boolean;
}

/** MM/YYYY of a day `years` and about half a year ago: whole years of experience count `years` until today. */
function startedYearsAgo(years: number): string {
  const day = new Date(Date.now() - (years * 365 + 200) * 86_400_000);
  return `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
}

/** A quant, in a browser context of their own, fills in their profile through the API as the wizard saves it. */
async function createQuant(browser: Browser, baseURL: string, quant: Quant) {
  const user = await apiUser(browser, baseURL, quant.name);
  const put = async (part: string, data: unknown) => {
    const response = await user.request.put(`/api/quant-profile/${part}`, { headers: user.headers, data });
    expect(response.status(), `${part}: ${await response.text()}`).toBe(200);
  };
  await put('basic', {
    fullName: quant.name,
    title: quant.title,
    location: quant.location,
    bio: `${quant.title}: builds and ships models with the desk, end to end.`,
    hourlyRateMin: quant.rate[0],
    hourlyRateMax: quant.rate[1],
    linkedinUrl: `https://www.linkedin.com/in/${quant.name.toLowerCase().replace(/\W+/g, '-')}`,
    githubUrl: '',
    isVisible: quant.isVisible,
    preferences: { remote: true, fullTime: false, contract: true },
    availability: quant.availability,
  });
  await put('skills', { skills: quant.skills });
  await put('education', {
    entries: [
      {
        school: 'University of Cambridge',
        degree: quant.degree,
        field: 'Mathematics',
        fromYear: '2012',
        toYear: '2016',
        description: '',
      },
    ],
  });
  await put('experience', {
    entries: [
      {
        jobTitle: 'Quantitative Researcher',
        company: 'Example Capital',
        fromDate: startedYearsAgo(quant.years),
        toDate: 'Present',
        description: 'Research on listed options.',
      },
    ],
  });
  await user.context.close();
}

/**
 * Three visible quants who differ in every filter, and a private one who must never show. Every title carries the
 * journey's tag, so a search for it finds this journey's quants among the other journeys'.
 */
function quantsTagged(tag: string) {
  const ada: Quant = {
    name: 'Ada Lovelace',
    title: `Volatility Researcher ${tag}`,
    location: 'London, UK',
    skills: ['Python', 'Machine Learning', 'Stochastic Calculus'],
    rate: [120, 150],
    availability: 'Available now',
    years: 6,
    degree: 'Ph.D.',
    isVisible: true,
  };
  const blaise: Quant = {
    name: 'Blaise Pascal',
    title: `Execution Quant ${tag}`,
    location: 'Paris, France',
    skills: ['C++', 'kdb+/q'],
    rate: [200, 260],
    availability: 'Available within a month',
    years: 4,
    degree: 'Master of Science',
    isVisible: true,
  };
  const carl: Quant = {
    name: 'Carl Gauss',
    title: `Risk Analyst ${tag}`,
    location: 'Zurich, Switzerland',
    skills: ['Python', 'Risk Models'],
    rate: [60, 80],
    availability: 'Not looking',
    years: 2,
    degree: 'Bachelor of Science',
    isVisible: true,
  };
  const dora: Quant = {
    name: 'Dora Private',
    title: `Hidden Researcher ${tag}`,
    location: 'London, UK',
    skills: ['Python'],
    rate: [100, 120],
    availability: 'Available now',
    years: 3,
    degree: 'Ph.D.',
    isVisible: false,
  };
  return { ada, blaise, carl, dora };
}

const profileList = (page: Page) => page.getByRole('list', { name: 'Talent profiles' });
const cardOf = (page: Page, name: string) =>
  profileList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
const filters = (page: Page) => page.getByRole('form', { name: 'Filter talent' });
const resultsHeading = (page: Page, text: string) => page.getByRole('heading', { level: 2, name: text });

/** The names on the cards, in order. */
const shownNames = (page: Page) => profileList(page).getByRole('heading', { level: 3 }).allTextContents();

async function apply(page: Page) {
  await filters(page).getByRole('button', { name: 'Apply Filters' }).click();
}

test.describe('the talent directory', () => {
  // A filter the server refuses is a 400 and an unknown profile a 404, which Chromium logs as failed loads.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 40[04]/ });

  test('a quant with a six-month internship is shown as under a year of experience, not as one year', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const intern: Quant = { ...quantsTagged(tag).ada, name: 'Ivy Intern', title: `Summer Intern ${tag}`, years: 0 };
    await createQuant(browser, baseURL!, intern);
    const email = await signIn('Fiona Firstjob');
    await verifiedFirmWithPosition(page, email, `Directory Intern ${uniqueTag()}`, 'Firstjob Capital');
    await gotoReady(page, `/funds/view-talent?q=${tag}`);
    const card = cardOf(page, intern.name);
    await expect(card.getByText('Under 1 year of experience')).toBeVisible();
    await expect(card.getByText('1 year of experience', { exact: true })).toHaveCount(0);
  });

  test('a verified firm searches, filters by every control, sorts, and opens a profile with the filters kept', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const { ada, blaise, carl, dora } = quantsTagged(tag);
    // One after the other: the newest-first order below is the order they were created in.
    for (const quant of [ada, blaise, carl, dora]) await createQuant(browser, baseURL!, quant);
    const email = await signIn('Fiona Finder');
    await verifiedFirmWithPosition(page, email, `Directory Intern ${uniqueTag()}`, 'Directory Capital');

    // The hero's search box and Search button: the tag finds the three visible quants, never the private one.
    await gotoReady(page, '/funds/view-talent');
    await expect(page.getByRole('heading', { level: 1, name: 'Talent Directory' })).toBeVisible();
    const hero = page.getByRole('search', { name: 'Search talent' });
    await hero.getByPlaceholder('Search by skill or location').fill(tag);
    await hero.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(resultsHeading(page, '3 profiles')).toBeVisible();
    await expect.poll(async () => (await shownNames(page)).sort()).toEqual([ada.name, blaise.name, carl.name]);
    await expect(cardOf(page, dora.name)).toHaveCount(0);

    // A card: the spec's fields, the availability badge, View Profile, and Contact, which opens the compose screen.
    const adaCard = cardOf(page, ada.name);
    for (const text of [
      ada.title,
      'London, UK',
      '6 years of experience',
      'Ph.D. · University of Cambridge',
      'builds and ships models',
      'Stochastic Calculus',
      '$120–150/hr',
      'Available now',
    ]) {
      await expect(adaCard).toContainText(text);
    }
    const viewProfile = adaCard.getByRole('link', { name: `View Profile of ${ada.name}` });
    await expect(viewProfile).toBeVisible();
    const adaId = (await viewProfile.getAttribute('href'))!.split('/').pop();
    await expect(adaCard.getByRole('link', { name: `Contact ${ada.name}` })).toHaveAttribute(
      'href',
      `/messages/new?profile=${adaId}`,
    );
    await expect(cardOf(page, carl.name)).toContainText('Not looking');
    await expectNoSeriousViolations(page, 'the directory');

    // The hero searches locations too.
    await hero.getByRole('searchbox').fill(`${tag} Zurich`);
    await hero.getByRole('searchbox').press('Enter');
    await expect(resultsHeading(page, '1 profile')).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual([carl.name]);

    // The sidebar's keyword is the same search.
    const sidebar = filters(page);
    await expect(sidebar.getByLabel('Keyword')).toHaveValue(`${tag} Zurich`);
    await sidebar.getByLabel('Keyword').fill(tag);
    await apply(page);
    await expect(resultsHeading(page, '3 profiles')).toBeVisible();

    // Skills: a checkbox, then a typed synonym picked from the suggestions (ML is Machine Learning): quants have all.
    await sidebar.getByRole('checkbox', { name: 'Python' }).check();
    await apply(page);
    await expect(page).toHaveURL(/[?&]skills=Python/);
    await expect(resultsHeading(page, '2 profiles')).toBeVisible();
    await expect.poll(async () => (await shownNames(page)).sort()).toEqual([ada.name, carl.name]);
    await sidebar.getByLabel('Other skill').fill('ML');
    await sidebar
      .getByRole('list', { name: 'Suggested skills' })
      .getByRole('button', { name: 'Machine Learning' })
      .click();
    await expect(sidebar.getByRole('checkbox', { name: 'Machine Learning' })).toBeChecked();
    await apply(page);
    await expect(resultsHeading(page, '1 profile')).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual([ada.name]);

    // A typed skill outside the checkboxes, by Enter: 'kdb' is kdb+/q.
    await sidebar.getByRole('checkbox', { name: 'Python' }).uncheck();
    await sidebar.getByRole('checkbox', { name: 'Machine Learning' }).uncheck();
    await sidebar.getByLabel('Other skill').fill('kdb');
    await sidebar.getByLabel('Other skill').press('Enter');
    await expect(sidebar.getByRole('checkbox', { name: 'kdb+/q' })).toBeChecked();
    await apply(page);
    await expect(resultsHeading(page, '1 profile')).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual([blaise.name]);
    await sidebar.getByRole('checkbox', { name: 'kdb+/q' }).uncheck();

    // Experience levels: the spec's bands.
    await sidebar.getByRole('checkbox', { name: 'Mid-level (3-5 years)' }).check();
    await apply(page);
    await expect(page).toHaveURL(/[?&]experience=mid/);
    await expect(page).not.toHaveURL(/skills=/);
    await expect.poll(() => shownNames(page)).toEqual([blaise.name]);
    await sidebar.getByRole('checkbox', { name: 'Mid-level (3-5 years)' }).uncheck();
    await sidebar.getByRole('checkbox', { name: 'Senior (5+ years)' }).check();
    await apply(page);
    await expect(page).toHaveURL(/[?&]experience=senior/);
    await expect.poll(() => shownNames(page)).toEqual([ada.name]);
    await sidebar.getByRole('checkbox', { name: 'Senior (5+ years)' }).uncheck();

    // Hourly rate: the firm's range overlaps the quant's. Min above max is refused before anything is sent.
    await sidebar.getByLabel('Min ($)').fill('100');
    await sidebar.getByLabel('Max ($)').fill('160');
    await apply(page);
    await expect(page).toHaveURL(/[?&]rateMin=100&rateMax=160/);
    await expect(resultsHeading(page, '1 profile')).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual([ada.name]);
    await sidebar.getByLabel('Min ($)').fill('500');
    await apply(page);
    await expect(sidebar.getByText('Minimum rate cannot be above maximum rate')).toBeVisible();
    await expect(sidebar.getByLabel('Min ($)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/[?&]rateMin=100&rateMax=160/);
    await sidebar.getByLabel('Min ($)').fill('190');
    await sidebar.getByLabel('Max ($)').fill('');
    await apply(page);
    await expect(sidebar.getByText('Minimum rate cannot be above maximum rate')).toHaveCount(0);
    await expect(page).not.toHaveURL(/rateMax=/);
    await expect.poll(() => shownNames(page)).toEqual([blaise.name]);
    await sidebar.getByLabel('Min ($)').fill('');

    // Education: the highest degree, read from the quants' own entries.
    await sidebar.getByRole('checkbox', { name: "Bachelor's" }).check();
    await apply(page);
    await expect(resultsHeading(page, '1 profile')).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual([carl.name]);
    await sidebar.getByRole('checkbox', { name: "Bachelor's" }).uncheck();

    // Availability: each choice includes the sooner ones.
    const availability = sidebar.getByLabel('Availability');
    await expect(availability.locator('option')).toHaveText([
      'Any availability',
      'Available now',
      'Available within 2 weeks',
      'Available within a month',
    ]);
    await availability.selectOption('Available within 2 weeks');
    await apply(page);
    await expect(resultsHeading(page, '1 profile')).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual([ada.name]);
    await availability.selectOption('Available within a month');
    await apply(page);
    await expect(resultsHeading(page, '2 profiles')).toBeVisible();
    await expect.poll(async () => (await shownNames(page)).sort()).toEqual([ada.name, blaise.name]);
    await availability.selectOption('');
    await apply(page);
    await expect(resultsHeading(page, '3 profiles')).toBeVisible();

    // Sort: relevance is offered with a keyword; lowest rate first; newest first.
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText(['Most relevant', 'Newest', 'Lowest rate']);
    await sort.selectOption('Lowest rate');
    await expect(page).toHaveURL(/[?&]sort=rate/);
    await expect.poll(() => shownNames(page)).toEqual([carl.name, ada.name, blaise.name]);
    await sort.selectOption('Newest');
    await expect.poll(() => shownNames(page)).toEqual([carl.name, blaise.name, ada.name]);

    // The filters live in the URL: a reload shows the same list with the same controls.
    await sidebar.getByRole('checkbox', { name: 'Python' }).check();
    await apply(page);
    await expect(resultsHeading(page, '2 profiles')).toBeVisible();
    await page.reload();
    await expect(filters(page).getByRole('checkbox', { name: 'Python' })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expect(resultsHeading(page, '2 profiles')).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual([carl.name, ada.name]);
    const directoryUrl = page.url();

    // View Profile: the page's heading takes focus; every part of the profile; external links kept apart.
    await cardOf(page, ada.name)
      .getByRole('link', { name: `View Profile of ${ada.name}` })
      .click();
    await expect(page).toHaveURL(/\/funds\/view-talent\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: ada.name })).toBeFocused();
    const main = page.getByRole('main');
    for (const text of [
      ada.title,
      'London, UK',
      '6 years of experience',
      '$120–150/hr',
      'Available now',
      'Quantitative Researcher · Example Capital',
      'Research on listed options.',
      'University of Cambridge',
      'Ph.D., Mathematics',
      'Stochastic Calculus',
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByText('Remote work')).toBeVisible();
    const linkedin = main.getByRole('link', { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ada-lovelace');
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expectNoSeriousViolations(page, 'a talent profile');

    // Back to the directory as it was left.
    await page.getByRole('link', { name: 'Back to the talent directory' }).click();
    await expect(page).toHaveURL(directoryUrl);
    await expect(filters(page).getByRole('checkbox', { name: 'Python' })).toBeChecked();
    await expect(resultsHeading(page, '2 profiles')).toBeVisible();
  });

  test('a hand-edited link is answered with the reason beside the field, and an unknown profile is not available', async ({
    page,
    signIn,
  }) => {
    const email = await signIn('Uri Urlhand');
    await verifiedFirmWithPosition(page, email, `Link Intern ${uniqueTag()}`, 'Link Capital');

    await gotoReady(page, '/funds/view-talent?rateMin=500&rateMax=100');
    const sidebar = filters(page);
    await expect(sidebar.getByText('Minimum rate cannot be above maximum rate')).toBeVisible();
    await expect(sidebar.getByLabel('Min ($)')).toHaveValue('500');
    await expect(sidebar.getByLabel('Min ($)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('These filters could not be applied.')).toBeVisible();
    await expectNoSeriousViolations(page, 'refused filters');

    // Fixed in the form, the list comes back.
    await sidebar.getByLabel('Max ($)').fill('');
    await apply(page);
    await expect(sidebar.getByText('Minimum rate cannot be above maximum rate')).toHaveCount(0);
    await expect(page.getByText('These filters could not be applied.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/funds\/view-talent\?rateMin=500$/);

    // An unknown availability, a page 0: each named.
    await gotoReady(page, '/funds/view-talent?availability=Soon');
    await expect(filters(page).getByText(/^Availability must be one of: Available now/)).toBeVisible();
    await gotoReady(page, '/funds/view-talent?page=0');
    await expect(page.getByText('Page must be a whole number from 1')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/funds\/view-talent$/);
    await expect(page.getByText('Page must be a whole number from 1')).toHaveCount(0);

    await gotoReady(page, '/funds/view-talent/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'This profile is not available.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the talent directory' })).toHaveAttribute(
      'href',
      '/funds/view-talent',
    );
  });

  test('a firm whose company is not verified yet is told how to get verified, and sees no one', async ({
    page,
    signIn,
  }) => {
    await signIn('Nora Newfirm');
    const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
    await createCompany(
      {
        context: page.context(),
        request: page.request,
        headers: { 'X-CSRF-Token': csrfToken },
        email: '',
        domain: '',
      },
      { name: `Unverified Capital ${uniqueTag()}`, website: `https://www.unverified-${uniqueTag()}.example.com` },
      'pending',
    );
    await gotoReady(page, '/funds/view-talent');
    await expect(page.getByRole('heading', { level: 1, name: 'Your company is not verified yet' })).toBeVisible();
    await expect(profileList(page)).toHaveCount(0);
    await expect(page.getByPlaceholder('Search by skill or location')).toHaveCount(0);
    const answer = await page.request.get('/api/talent');
    expect(answer.status()).toBe(403);
    await expectNoSeriousViolations(page, 'verification required');
  });
});

test.describe('@mobile the talent directory on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the directory, its folded filters and a profile fit a 390 px phone', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const quant: Quant = {
      name: 'Grace Hopper-Longname',
      title: `Senior Quantitative Researcher, Systematic Macro and Volatility ${tag}`,
      location: 'Singapore',
      skills: ['Python', 'Monte Carlo Simulation', 'Portfolio Optimization', 'Statistical Arbitrage'],
      rate: [90, 140],
      availability: 'Available within 2 weeks',
      years: 7,
      degree: 'Ph.D.',
      isVisible: true,
    };
    await createQuant(browser, baseURL!, quant);
    const email = await signIn('Pocket Finder');
    await verifiedFirmWithPosition(page, email, `Pocket Intern ${uniqueTag()}`, 'Pocket Capital');

    await gotoReady(page, `/funds/view-talent?q=${tag}`);
    await expect(cardOf(page, quant.name)).toBeVisible();
    // The filters are folded away until asked for.
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(filters(page)).toBeHidden();
    expect(await layoutProblems(page), 'the directory').toEqual({ sidewaysScroll: 0, clipped: [] });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(filters(page)).toBeVisible();
    expect(await layoutProblems(page), 'the open filters').toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'the directory on a phone');

    // Applying folds the filters again, over the new list.
    await filters(page).getByRole('checkbox', { name: 'Python' }).check();
    await apply(page);
    await expect(page).toHaveURL(/[?&]skills=Python/);
    await expect(filters(page)).toBeHidden();
    await expect(cardOf(page, quant.name)).toBeVisible();

    await cardOf(page, quant.name)
      .getByRole('link', { name: `View Profile of ${quant.name}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: quant.name })).toBeVisible();
    expect(await layoutProblems(page), 'a profile').toEqual({ sidewaysScroll: 0, clipped: [] });
    await expectNoSeriousViolations(page, 'a profile on a phone');
  });
});

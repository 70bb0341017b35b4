import type { Page } from '@playwright/test';
import { DEV_PATHS, GUARDED_PATHS, PUBLIC_PATHS } from '../src/shared/routes';
import { expectNoSeriousViolations } from './axe-helpers';
import { expect, gotoReady, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

test.use({ viewport: PHONE_VIEWPORT });

/** Waits for the page's data: no loading spinner left in the main content. */
async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

async function expectFitsThePhone(page: Page, path: string) {
  await settled(page);
  const problems = await layoutProblems(page);
  expect(problems.sidewaysScroll, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(problems.clipped, `${path} has clipped text`).toEqual([]);
}

/** Entries with large figures (seven-digit totals are the widest shown), enough for a second page. */
async function seedCompensation(page: Page, count: number, group: { role: string; level: string; region: string }) {
  const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  for (let i = 0; i < count; i++) {
    const response = await page.request.post('/api/compensation/entries', {
      data: {
        ...group,
        year: 2025,
        baseSalary: 450000 + i * 1000,
        bonus: 1200000,
        stockValue: 300000,
        notes: 'Seeded by the phone layout journey',
      },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(response.status()).toBe(201);
  }
}

test.describe('@mobile every page fits a 390 px phone', () => {
  test('public pages: no sideways scroll, no clipped text', async ({ page }) => {
    await seedCompensation(page, 30, { role: 'Portfolio Manager', level: 'Mid', region: 'APAC' });
    for (const path of [...PUBLIC_PATHS, ...DEV_PATHS]) {
      await gotoReady(page, path);
      await expectFitsThePhone(page, path);
    }
  });

  test.describe('signed in', () => {
    // /admin/companies asks for the review queue; the API answers this non-operator 403, which Chromium logs.
    test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 403/ });

    test('signed-in pages: no sideways scroll, no clipped text', async ({ page, signIn }) => {
      await signIn('Pocket Quant');
      for (const path of GUARDED_PATHS) {
        await gotoReady(page, path);
        await expectFitsThePhone(page, path);
      }
      await gotoReady(page, '/profile');
      for (const tab of ['Personal Info', 'Education', 'Experience', 'Security']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectFitsThePhone(page, `/profile (${tab})`);
      }
    });

    test('a signed-in page does not move while it loads: the footer stays below the fold', async ({ page, signIn }) => {
      await signIn('Steady Quant');
      // Every layout shift not caused by input, as Lighthouse sums them (cumulative layout shift).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The session arrives after a first paint, as on a phone's network: the page shows its spinner first.
      await page.route('**/api/auth/get-session', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      for (const path of ['/dashboard', '/profile', '/messages']) {
        await page.goto(path);
        await expect(page.getByRole('status', { name: 'Checking your session' })).toBeVisible();
        await settled(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // A frame after the data, for a shift it would still cause.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
        const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
        const total = shifts.reduce((sum, value) => sum + value, 0);
        expect(total, `${path} moved by ${shifts.join(' + ')}`).toBeLessThan(0.1);
      }
    });
  });
});

/** The horizontal extent of a box lies inside the viewport. */
async function expectInsideViewport(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
}

test.describe('@mobile compensation insights on a phone', () => {
  test('each entry is a card with its money, the pager says where you are, and the page passes axe', async ({
    page,
  }) => {
    // A group only this test writes to, so the count cannot move between the statistics and the page.
    await seedCompensation(page, 30, { role: 'Quant Researcher', level: 'Senior', region: 'North America' });
    await gotoReady(page, '/compensation-insights?role=Quant+Researcher&level=Senior&region=North+America');
    await settled(page);

    const cards = page.getByRole('list', { name: /Compensation entries/ }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    for (const label of ['Total Compensation', 'Base Salary', 'Bonus', 'Stock', 'Year']) {
      await expect(first.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(first.getByText(/^\$\d{1,3}(,\d{3})+$/).first()).toBeVisible();
    await expectInsideViewport(page, first, 'first entry card');

    // The 90th percentile is shown whole, not cut to "$".
    const statistics = page.getByRole('region', { name: 'Statistics for this filter' });
    const p90 = statistics.getByRole('region', { name: 'Total percentiles' }).getByRole('definition').last();
    await expect(p90).toBeVisible();
    await expectInsideViewport(page, p90, '90th percentile');

    const pager = page.getByRole('navigation', { name: 'Entries pages' });
    const count = (await page.getByTestId('entry-count').textContent())?.replace(/ entries$/, '');
    await expect(pager).toContainText(`Showing 1–25 of ${count} entries`);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(`Showing 26–`);
    await expect(pager).toContainText(`of ${count} entries`);

    await expectNoSeriousViolations(page, '/compensation-insights at 390 px');
  });
});

test.describe('@mobile quant firms on a phone', () => {
  test('each firm is a card with its whole category chip and its description in view, and the page passes axe', async ({
    page,
  }) => {
    await gotoReady(page, '/quant-firms-list');
    await settled(page);
    const cards = page.getByRole('list', { name: /Quant firms/ }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    await expect(first.getByRole('link')).toBeVisible();
    await expectInsideViewport(page, first, 'first firm card');
    const chip = first.getByTestId('firm-category');
    await expectInsideViewport(page, chip, 'category chip');
    expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectInsideViewport(page, first.getByTestId('firm-description'), 'description');
    // A card is as tall as its content, not a table row stretched by a hidden column.
    const box = await first.boundingBox();
    expect(box!.height).toBeLessThan(400);
    await expectNoSeriousViolations(page, '/quant-firms-list at 390 px');
  });
});

test.describe('@mobile signed-in layout on a phone', () => {
  test.use({
    // The toast test makes the question list fail once, on purpose.
    allowedConsoleError: /Failed to load resource: the server responded with a status of 500/,
  });

  test('tabs stay in view, practice progress labels do not collide, and a toast hides no primary control', async ({
    page,
    signIn,
  }) => {
    await signIn('Thumb Typist');

    // Random Question then always picks the last category (Finance), whose list is not loaded yet.
    await page.addInitScript(() => {
      Math.random = () => 0.999;
    });
    await gotoReady(page, '/quants/interview-simulator');
    await settled(page);
    for (const name of ['Probability', 'Statistics', 'Algorithms', 'Brainteasers', 'Finance']) {
      const tab = page.getByRole('tab', { name });
      await expect(tab).toBeVisible();
      await expectInsideViewport(page, tab, `${name} tab`);
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} tab is cut`).toBe(true);
    }

    // A toast (here: a failed random pick) may not sit over the question's Next or Submit button.
    await page.route('**/api/interview/questions?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Try again', requestId: 'test' } }),
      }),
    );
    const card = page.getByRole('region', { name: /^Question \d+ of \d+$/ });
    const next = card.getByRole('button', { name: 'Next' });
    await page.getByRole('button', { name: 'Random Question' }).click();
    const toast = toastWith(page, 'Could not load a question');
    // After the query client's three retries (1 s, 2 s, 4 s).
    await expect(toast).toBeVisible({ timeout: 15_000 });
    const toastBox = (await page.locator('li[data-state="open"]').first().boundingBox())!;
    // Where the user has them while reading: at the bottom of the screen, or in its middle.
    for (const control of [next, card.getByRole('button', { name: 'Submit Answer' })]) {
      for (const block of ['end', 'center'] as const) {
        await control.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
        const box = (await control.boundingBox())!;
        const overlaps =
          box.x < toastBox.x + toastBox.width &&
          toastBox.x < box.x + box.width &&
          box.y < toastBox.y + toastBox.height &&
          toastBox.y < box.y + box.height;
        expect(overlaps, `the toast covers ${await control.textContent()} (${block})`).toBe(false);
      }
    }
    await page.unroute('**/api/interview/questions?*');

    await gotoReady(page, '/profile');
    await settled(page);
    const tabs = page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      await expectInsideViewport(page, tab, `${await tab.textContent()} tab`);
      // One line: a label that wraps inside its tab is taller than its line height.
      const lines = await tab.evaluate((el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight));
      expect(lines, `${await tab.textContent()} tab wraps`).toBeLessThan(2);
    }

    await gotoReady(page, '/dashboard');
    await settled(page);
    const progress = page.getByRole('progressbar', { name: /^Probability:/ }).locator('..');
    const label = progress.getByText('Probability', { exact: true });
    const counts = progress.getByText(/solved · \d+ attempted/);
    const a = (await label.boundingBox())!;
    const b = (await counts.boundingBox())!;
    const apart = a.x + a.width + 4 <= b.x || b.y >= a.y + a.height;
    expect(apart, 'the category name and its counts touch').toBe(true);
  });
});

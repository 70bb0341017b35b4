import { uniqueTag } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { PHONE_VIEWPORT } from './phone-layout-helpers';
import { publishProject, verifiedFirm } from './project-helpers';

/**
 * Issue 42 "Say what works": the public pages describe what exists today. The spec's teaser strings announced
 * LeapMarket, the firm side and confidential matching as coming; all of them work now, so none may remain.
 */
const TEASERS = [
  /coming soon/i,
  /in development/i,
  /on the way/i,
  /early access/i,
  /what we are building/i,
  /LeapMarket will offer/i,
  /AI-assisted/i,
];

const PAGES = ['/', '/about', '/for-funds', '/for-funds/overview', '/for-quants/overview', '/leap-market'];

function teasersIn(text: string): string[] {
  return TEASERS.filter((teaser) => teaser.test(text)).map(String);
}

test.describe('public pages say what works', () => {
  for (const path of PAGES) {
    test(`${path} announces no working feature as coming, in its first HTML and once running`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main.length, 'the page is rendered on the server').toBeGreaterThan(200);
      expect(teasersIn(main), `${path} as first sent`).toEqual([]);

      await gotoReady(page, path);
      const text = await page.getByRole('main').innerText();
      expect(teasersIn(text), `${path} once running`).toEqual([]);
    });
  }

  test('home and For Funds lead to what a visitor can use: an account, the projects, a company profile', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create your account' }).first()).toHaveAttribute('href', '/signup');
    await expect(main.getByRole('link', { name: 'Browse open projects' })).toHaveAttribute('href', '/leap-market');
    await expect(main.getByText('Live now')).toBeVisible();

    await gotoReady(page, '/for-funds');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Create a company profile' }).first(),
    ).toHaveAttribute('href', '/funds/create-profile');
    await expect(page.getByRole('main').getByRole('link', { name: 'Confidential Search' })).toHaveAttribute(
      'href',
      '/funds/view-talent',
    );
  });
});

test.describe('LeapMarket on a 390 px phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the first project card is in the first screen, and the filters fold away until asked for', async ({
    page,
    browser,
    baseURL,
  }) => {
    const firm = await verifiedFirm(browser, baseURL!, 'First Screen Capital');
    await publishProject(firm, {
      title: `Overnight gap risk in equity index futures ${uniqueTag()}`,
      description: 'Model the overnight gap distribution and size the hedge.',
    });
    await firm.context.close();

    await gotoReady(page, '/leap-market');
    const firstCard = page.getByRole('list', { name: 'Projects' }).locator(':scope > li').first();
    await expect(firstCard).toBeVisible();
    // Scrolled to the top, the card's title (its link) is on screen without scrolling.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(firstCard.getByRole('heading', { level: 3 })).toBeInViewport();

    const type = page.getByRole('combobox', { name: 'Project type' });
    await expect(type).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(type).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  });
});

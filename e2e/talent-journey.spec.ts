import { apiUser, createCompany, uniqueTag } from './company-helpers';
import { becomeVisibleQuant } from './quant-helpers';
import { expect, gotoReady, test } from './fixtures';

// The profile's address, once hidden, answers the API's 404, which Chromium logs as a failed load.
test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 404/ });

/**
 * Issue 14 "done when", as the two people live it: a verified firm finds a quant in the directory and opens the
 * profile; the quant sees the firm among who viewed their profile, hides from it, and the firm no longer finds
 * them — not in the directory, not in a match, not by the profile's address.
 */
test('a firm finds and opens a quant, the quant sees the view and hides, and the firm loses them', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const quantName = 'Hedda Lindqvist';
  await signIn(quantName);
  await becomeVisibleQuant(page, quantName, tag);

  const firm = await apiUser(browser, baseURL!, 'Mirela Firm');
  const company = await createCompany(
    firm,
    { name: `Nordic Rates ${uniqueTag()}`, website: `https://www.${firm.domain}` },
    'verified',
  );
  const firmPage = await firm.context.newPage();
  await gotoReady(firmPage, `/funds/view-talent?q=${tag}`);
  const card = firmPage
    .getByRole('list', { name: 'Talent profiles' })
    .getByRole('listitem')
    .filter({ hasText: quantName })
    .first();
  await expect(card).toBeVisible();
  await expect(card.getByText('$110–140/hr')).toBeVisible();
  await card.getByRole('link', { name: /View Profile/ }).click();
  await expect(firmPage.getByRole('heading', { name: quantName, level: 1 })).toBeVisible();
  const profileUrl = firmPage.url();
  const profileId = new URL(profileUrl).pathname.split('/').pop()!;

  // The quant sees the firm's visit, then hides from it by name.
  await gotoReady(page, '/profile');
  const views = page.getByRole('list', { name: 'Firms that viewed your profile' });
  await expect(views.getByRole('link', { name: company.name })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search for a firm to hide from' });
  await search.fill(company.name.slice(0, 14));
  await page
    .getByRole('listbox', { name: 'Firms matching your search' })
    .getByRole('option', { name: company.name })
    .click();
  await expect(page.getByRole('list', { name: 'Firms you hide from' }).getByText(company.name)).toBeVisible();

  // The firm: nothing in the directory, nothing in a match, and the saved address is not available.
  await gotoReady(firmPage, `/funds/view-talent?q=${tag}`);
  await expect(firmPage.getByText('No profiles match these filters. Try removing one.')).toBeVisible();
  const match = await firm.request.post('/api/talent-match', {
    headers: firm.headers,
    data: { requiredSkills: [tag, 'Python'] },
  });
  expect(match.status()).toBe(200);
  // By the profile's id, not the name: another run's quant of the same name (a retry, a parallel worker), who does
  // not hide from this firm, rightly still matches on Python.
  const { results } = (await match.json()) as { results: { profile: { id: string } }[] };
  expect(results.map((result) => result.profile.id)).not.toContain(profileId);
  await gotoReady(firmPage, new URL(profileUrl).pathname);
  await expect(firmPage.getByRole('heading', { name: 'This profile is not available.' })).toBeVisible();
  await firm.context.close();
});

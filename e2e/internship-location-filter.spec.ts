import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

const locationOptions = async (page: Page) =>
  (await page.getByLabel('Location', { exact: true }).locator('option').allTextContents()).slice(1); // 'All Locations'

test('the internship finder narrows Location to the chosen Region, and drops a Location that no longer fits', async ({
  page,
  signIn,
}) => {
  await signIn('Grace Hopper');
  await gotoReady(page, '/quants/internship-finder');
  const region = page.getByLabel('Region', { exact: true });
  const location = page.getByLabel('Location', { exact: true });
  await expect(location.locator('option', { hasText: 'New York, NY' })).toHaveCount(1);
  await expect.poll(() => locationOptions(page)).toEqual(expect.arrayContaining(['London, UK', 'Singapore']));

  // A North American location, then Europe: New York cannot be in Europe, so it goes; only Europe's remain.
  await location.selectOption('New York, NY');
  await expect(page).toHaveURL(/location=New/);
  await region.selectOption('Europe');
  await expect(page).toHaveURL(/region=Europe/);
  await expect(page).not.toHaveURL(/location=/);
  await expect(location).toHaveValue('');
  const inEurope = await locationOptions(page);
  expect(inEurope).toEqual(expect.arrayContaining(['London, UK', 'Amsterdam, Netherlands', 'Paris, France']));
  for (const elsewhere of ['New York, NY', 'Chicago, IL', 'Singapore', 'Hong Kong', 'Mumbai, India']) {
    expect(inEurope).not.toContain(elsewhere);
  }

  // A location that fits stays when the Region changes to it or to All Regions.
  await location.selectOption('London, UK');
  await expect(page).toHaveURL(/location=London/);
  await region.selectOption('');
  await expect(page).not.toHaveURL(/region=/);
  await expect(location).toHaveValue('London, UK');
  await expect.poll(() => locationOptions(page)).toContain('Singapore');
});

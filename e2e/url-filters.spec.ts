import { expect, gotoReady, test } from './fixtures';

/**
 * Filters kept in the URL compose: a second pick made before the page re-renders the first must not drop the
 * first (issue 11: Role then Level picked quickly after load left `?level=Senior` alone, 700 rows instead of 96).
 */
test.describe('URL filters', () => {
  test('Role then Level picked in the same moment right after load: both stay', async ({ page }) => {
    await gotoReady(page, '/compensation-insights');
    const role = page.getByLabel('Role', { exact: true });
    const level = page.getByLabel('Level', { exact: true });
    await expect(role).toBeEnabled();
    // Both picks in one task, as a fast user on a busy page gets: no render happens between them.
    await page.evaluate(() => {
      const pick = (label: string, value: string) => {
        const select = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)
          ?.control as HTMLSelectElement;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      pick('Role', 'Quant Trader');
      pick('Level', 'Senior');
    });
    await expect(page).toHaveURL(/[?&]level=Senior/);
    expect(new URL(page.url()).searchParams.get('role')).toBe('Quant Trader');
    await expect(role).toHaveValue('Quant Trader');
    await expect(level).toHaveValue('Senior');
  });

  test('Role, Level and Region picked one after another as fast as the browser allows', async ({ page }) => {
    await gotoReady(page, '/compensation-insights');
    await page.getByLabel('Role', { exact: true }).selectOption('Quant Researcher');
    await page.getByLabel('Level', { exact: true }).selectOption('Junior');
    await page.getByLabel('Region', { exact: true }).selectOption('EMEA');
    await expect(page).toHaveURL(/region=EMEA/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('role'), params.get('level'), params.get('region')]).toEqual([
      'Quant Researcher',
      'Junior',
      'EMEA',
    ]);
  });
});

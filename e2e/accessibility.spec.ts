import AxeBuilder from '@axe-core/playwright';
import { PUBLIC_PATHS } from '../src/shared/routes';
import { expect, gotoReady, test } from './fixtures';

const PAGES = [...PUBLIC_PATHS, '/contact?source=waitlist', '/quant-firms-list?q=zzzz'];

test.describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await gotoReady(page, path);
      // Let lists finish loading so the scan sees the real page, not its spinner.
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
});

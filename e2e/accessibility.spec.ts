import { PUBLIC_PATHS } from '../src/shared/routes';
import { expectNoSeriousViolations } from './axe-helpers';
import { gotoReady, test } from './fixtures';

const PAGES = [...PUBLIC_PATHS, '/contact?source=waitlist', '/quant-firms-list?q=zzzz'];

test.describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await gotoReady(page, path);
      await expectNoSeriousViolations(page, path);
    });
  }
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Runs axe-core on the page once it has settled, and fails on serious or critical issues. Settled: no loading
 * spinner, no list dimmed while its next page loads (aria-busy, opacity-60), and no transition or finite animation
 * still running. axe judges colours as they are painted, so a list caught dimmed or fading back fails
 * color-contrast (a CI flake on LeapMarket: the category filter's page was loading behind the keyword's).
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Skeletons and spinners pulse and spin for ever; everything else finishes.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, label).toEqual([]);
}

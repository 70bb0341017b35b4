/**
 * The first press on a prerendered page (issue 40): a fresh browser context opens the page and waits until the
 * network is idle with no interaction, so only the boot script has run; then the pointer moves onto a control and
 * presses it at once, as a quick visitor does. The figure is the time from the press (pointerdown, read in the page)
 * to the first animation frame in which the page shows its answer, optionally with the CPU slowed down.
 */
import type { Browser, Page } from 'playwright-core';

export interface PressCase {
  path: string;
  /** What is pressed: a Playwright selector whose first match is the control. */
  control: string;
  /** Runs in the page after each frame: the time (performance.now) once the page shows its answer, else false. */
  answeredAt: () => number | false;
  label: string;
}

export const FIRST_PRESS_CASES: readonly PressCase[] = [
  {
    label: 'a category filter on /quant-competitions',
    path: '/quant-competitions',
    control: '[role="group"][aria-label="Categories"] button',
    answeredAt: () =>
      document.querySelector('[role="group"][aria-label="Categories"] button')?.getAttribute('aria-pressed') ===
        'true' && performance.now(),
  },
  {
    label: 'the Sign Up tab on /login',
    path: '/login',
    control: 'role=tab[name="Sign Up"]',
    answeredAt: () =>
      [...document.querySelectorAll('[role="tab"]')].some(
        (tab) => tab.textContent?.trim() === 'Sign Up' && tab.getAttribute('aria-selected') === 'true',
      ) && performance.now(),
  },
];

const ANSWER_TIMEOUT_MS = 20_000;

declare global {
  interface Window {
    firstPressAt?: number;
  }
}

async function pressOnce(page: Page, press: PressCase): Promise<number> {
  const control = page.locator(press.control).first();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${press.label}: the control is not on the page`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Checked in each animation frame, so the time is that of the first frame that can show the answer.
  // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
  const answeredAt = await page.waitForFunction(press.answeredAt, undefined, {
    polling: 'raf',
    timeout: ANSWER_TIMEOUT_MS,
  });
  const pressedAt = await page.evaluate(() => window.firstPressAt);
  if (pressedAt === undefined) throw new Error(`${press.label}: the press was not seen`);
  return ((await answeredAt.jsonValue()) as number) - pressedAt;
}

/** Milliseconds from the first press to its visible answer, at `cpuSlowdown` times slower CPU. */
export async function measureFirstPress(
  browser: Browser,
  appUrl: string,
  press: PressCase,
  cpuSlowdown: number,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.addEventListener('pointerdown', () => (window.firstPressAt ??= performance.now()), { capture: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const navigation = await page.goto(`${appUrl}${press.path}`, { waitUntil: 'networkidle' });
    if (!navigation?.ok()) throw new Error(`${press.path} answered ${navigation?.status() ?? 'nothing'}`);
    return await pressOnce(page, press);
  } finally {
    await context.close();
  }
}

/**
 * The page-weight measurement shared by bench/run.ts and bench/pages.ts: open a page in a fresh browser context
 * (empty cache), wait for the network to go idle plus 3 s without any interaction, and sum the gzip -9 size of every
 * .js and .css file it loaded; then move the pointer (the first interaction), wait until the app has hydrated when
 * the page says so (`<html data-hydrated="true">`, set by prerendered pages and the SPA shell alike) and for the
 * network to go idle again, and sum what that added.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Response } from 'playwright-core';

export interface LoadedFile {
  url: string;
  type: 'js' | 'css';
  gzipBytes: number;
  phase: 'before' | 'after';
}

export interface PageWeight {
  beforeInteraction: { jsBytes: number; cssBytes: number };
  firstInteractionAdds: { jsBytes: number; cssBytes: number };
  /** Whether the page set data-hydrated="true" after the first interaction (false: it never said). */
  hydrated: boolean;
  /** Where the page ended up (a guarded page without a session goes to /login). */
  finalUrl: string;
  files: LoadedFile[];
}

const QUIET_MS = 3000;
const HYDRATION_TIMEOUT_MS = 20_000;

function fileType(url: string): LoadedFile['type'] | undefined {
  const { pathname } = new URL(url);
  return pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : undefined;
}

export async function measurePageWeight(
  browser: Browser,
  url: string,
  contextOptions: BrowserContextOptions = {},
): Promise<PageWeight> {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const pending: Promise<LoadedFile | undefined>[] = [];
    let phase: LoadedFile['phase'] = 'before';
    const record = async (response: Response, at: LoadedFile['phase']) => {
      const type = fileType(response.url());
      if (!type || response.status() >= 300) return undefined;
      const body = await response.body().catch(() => undefined);
      if (!body) return undefined;
      const gzipBytes = gzipSync(body, { level: 9 }).length;
      return { url: response.url().replace(origin, ''), type, gzipBytes, phase: at };
    };
    // The phase is the one when the response arrived, not when its body finished reading.
    page.on('response', (response) => pending.push(record(response, phase)));

    const navigation = await page.goto(url, { waitUntil: 'networkidle' });
    if (!navigation?.ok()) throw new Error(`${url} answered ${navigation?.status() ?? 'nothing'}`);
    await page.waitForTimeout(QUIET_MS);
    phase = 'after';
    await page.mouse.move(200, 200);
    const hydrated = await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: HYDRATION_TIMEOUT_MS,
      })
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle');
    const finalUrl = page.url();
    const files = (await Promise.all(pending)).filter((f): f is LoadedFile => f !== undefined);
    const sum = (p: LoadedFile['phase'], t: LoadedFile['type']) =>
      files.filter((f) => f.phase === p && f.type === t).reduce((n, f) => n + f.gzipBytes, 0);
    return {
      beforeInteraction: { jsBytes: sum('before', 'js'), cssBytes: sum('before', 'css') },
      firstInteractionAdds: { jsBytes: sum('after', 'js'), cssBytes: sum('after', 'css') },
      hydrated,
      finalUrl,
      files,
    };
  } finally {
    await context.close();
  }
}

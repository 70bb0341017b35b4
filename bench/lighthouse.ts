/**
 * One Lighthouse 12 run (mobile, default simulated throttling) in its own Debian Chromium, launched by
 * chrome-launcher and killed afterwards whatever happens.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

export interface LighthouseResult {
  /** Category scores, 0–100 (null: Lighthouse could not score it). */
  scores: Record<string, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  /** Cumulative layout shift: how far the page's content moved while it loaded. */
  cls: number | null;
  /** The page's address when Lighthouse finished (a guarded page without a session ends on /login). */
  finalUrl: string;
}

export async function runLighthouse(
  url: string,
  options: { categories?: string[]; extraHeaders?: Record<string, string> } = {},
): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(options.categories ? { onlyCategories: options.categories } : {}),
      ...(options.extraHeaders ? { extraHeaders: options.extraHeaders } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores: Record<string, number | null> = {};
    for (const [id, category] of Object.entries(lhr.categories))
      scores[id] = category.score === null ? null : Math.round(category.score * 100);
    const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? null;
    return {
      scores,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}

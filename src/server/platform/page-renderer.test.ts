import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { createPageRenderer } from './page-renderer';

const MINUTE = 60_000;
const TEMPLATE = '<html><head><title>QuantLeap</title></head><body><div id="root"><!--app-html--></div></body></html>';

/**
 * A stand-in for the built server bundle (dist/render/render-page.js): it counts its renders, fetches one API
 * answer through the transport it was given, and fails for addresses containing "fail".
 */
const RENDER_MODULE = `
let transport;
export let renders = 0;
export function setApiTransport(next) { transport = next; }
export async function renderPage(url) {
  renders += 1;
  if (url.includes('fail')) throw new Error('render failed for ' + url);
  const answer = await (await transport('/api/firms', {})).json();
  return { html: '<h1>' + url + ' ' + answer.total + ' render ' + renders + '</h1>', title: 'T', state: { url } };
}
`;

function setUp(options: { maxEntries?: number } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'quantleap-render-'));
  writeFileSync(path.join(dir, 'render-page.js'), RENDER_MODULE);
  writeFileSync(path.join(dir, 'page-template.html'), TEMPLATE);
  const fetchApi = vi.fn(async () => Response.json({ total: 150 }));
  const logger = createLogger('silent');
  const logged = vi.spyOn(logger, 'error');
  const renderer = createPageRenderer({
    dir,
    fetchApi,
    logger,
    maxEntries: options.maxEntries ?? 10,
  });
  if (!renderer) throw new Error('the renderer should load from ' + dir);
  return { renderer, fetchApi, logged };
}

describe('rendering pages per request', () => {
  it('renders into the template with data from the app, and reuses the page for the same address', async () => {
    const { renderer, fetchApi } = setUp();
    const first = await renderer.render('/quant-firms-list?q=jane', MINUTE);
    expect(first).toContain('<div id="root"><h1>/quant-firms-list?q=jane 150 render 1</h1></div>');
    expect(first).toContain('"url":"/quant-firms-list?q=jane"');
    expect(await renderer.render('/quant-firms-list?q=jane', MINUTE)).toBe(first);
    expect(fetchApi).toHaveBeenCalledTimes(1);
    expect(await renderer.render('/quant-firms-list?q=citadel', MINUTE)).toContain('render 2');
  });

  it('renders again once the kept page has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { renderer } = setUp();
      expect(await renderer.render('/a?x=1', MINUTE)).toContain('render 1');
      vi.setSystemTime(Date.now() + MINUTE + 1);
      expect(await renderer.render('/a?x=1', MINUTE)).toContain('render 2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with no time to keep, shares one render among concurrent requests and renders afresh afterwards', async () => {
    const { renderer, fetchApi } = setUp();
    const [first, second] = await Promise.all([
      renderer.render('/compensation-insights', 0),
      renderer.render('/compensation-insights', 0),
    ]);
    expect(first).toContain('render 1');
    expect(second).toBe(first);
    expect(fetchApi).toHaveBeenCalledTimes(1);
    expect(await renderer.render('/compensation-insights', 0)).toContain('render 2');
  });

  it('keeps at most maxEntries addresses, dropping the oldest', async () => {
    const { renderer } = setUp({ maxEntries: 2 });
    await renderer.render('/p?n=1', MINUTE);
    await renderer.render('/p?n=2', MINUTE);
    await renderer.render('/p?n=3', MINUTE);
    expect(await renderer.render('/p?n=3', MINUTE)).toContain('render 3');
    expect(await renderer.render('/p?n=1', MINUTE)).toContain('render 4');
  });

  it('answers undefined and logs when a render fails, and tries again for the next visitor', async () => {
    const { renderer, logged } = setUp();
    expect(await renderer.render('/fail?x=1', MINUTE)).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(await renderer.render('/fail?x=1', MINUTE)).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('is not available when the build left no server bundle', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quantleap-render-'));
    expect(createPageRenderer({ dir, fetchApi: fetch, logger: createLogger('silent'), maxEntries: 1 })).toBeUndefined();
  });
});

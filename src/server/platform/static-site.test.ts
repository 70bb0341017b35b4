import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'quantleap-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  mkdirSync(path.join(webDir, 'about'));
  writeFileSync(path.join(webDir, 'spa.html'), '<html><body><div id="root"></div>SHELL</body></html>');
  writeFileSync(path.join(webDir, 'index.html'), '<html><body>HOME PRERENDERED</body></html>');
  writeFileSync(path.join(webDir, 'about', 'index.html'), '<html><body>ABOUT PRERENDERED</body></html>');
  writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), `console.log("${'x'.repeat(2000)}");`);
  writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *');
  server = await startTestServer({ config: { webDir } });
});
afterAll(() => server.close());

describe('serving the web app', () => {
  it('serves a prerendered page with no long-lived cache', async () => {
    const response = await server.fetch('/about');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('ABOUT PRERENDERED');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves the home page prerendered', async () => {
    expect(await (await server.fetch('/')).text()).toContain('HOME PRERENDERED');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await server.fetch('/assets/main-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    // fetch() decodes gzip itself; the encoding header proves it was sent compressed.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log');
  });

  it('sends gzip bytes that decode to the file', async () => {
    const { body } = await server.raw('/assets/main-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(body).toString()).toContain('console.log');
  });

  it('answers a missing asset with 404', async () => {
    expect((await server.fetch('/assets/missing.js')).status).toBe(404);
  });

  it('falls back to the SPA shell for client routes', async () => {
    const response = await server.fetch('/quant-firms-list');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('SHELL');
  });

  it('answers unknown paths with the shell and a 404 status', async () => {
    const response = await server.fetch('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('SHELL');
  });

  it('redirects the legacy paths of the spec', async () => {
    const response = await server.fetch('/my-courses', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/dashboard');
  });

  it('answers a matching ETag with 304', async () => {
    const first = await server.fetch('/about');
    const etag = first.headers.get('etag') ?? '';
    const second = await server.fetch('/about', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('answers a path with malformed percent-encoding with 404, as any unknown path', async () => {
    for (const path of ['/%ED%A0%80', '/about/%E0%A4%A', '/assets/%FF.js', '/%', '/uploads/%ED%A0%80']) {
      const response = await server.raw(path);
      expect(response.status, path).toBe(404);
    }
    const api = await server.raw('/api/%ED%A0%80');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves root files such as robots.txt', async () => {
    const response = await server.fetch('/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('User-agent: *');
  });
});

describe('pages rendered per request', () => {
  let rendering: TestServer;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'quantleap-web-'));
    const renderDir = mkdtempSync(path.join(tmpdir(), 'quantleap-render-'));
    mkdirSync(path.join(webDir, 'quant-firms-list'));
    writeFileSync(path.join(webDir, 'spa.html'), '<html><body><div id="root"></div>SHELL</body></html>');
    writeFileSync(path.join(webDir, 'quant-firms-list', 'index.html'), '<html><body>FIRMS PRERENDERED</body></html>');
    writeFileSync(
      path.join(renderDir, 'page-template.html'),
      '<html><body><div id="root"><!--app-html--></div></body></html>',
    );
    // A stand-in for the built server bundle: it asks the app for the firms, as the real page does.
    writeFileSync(
      path.join(renderDir, 'render-page.js'),
      `let transport;
       let renders = 0;
       export function setApiTransport(next) { transport = next; }
       export async function renderPage(url) {
         if (url.includes('fail')) throw new Error('cannot render');
         const answer = await transport('/api/firms?pageSize=1', {});
         renders += 1;
         return { html: '<h1>RENDERED ' + url + ' firms answer ' + answer.status + '</h1><p>render ' + renders + '</p>', title: 'T' };
       }`,
    );
    rendering = await startTestServer({ config: { webDir, renderDir } });
  });
  afterAll(() => rendering.close());

  it('serves a prerendered page opened without a query from its file', async () => {
    expect(await (await rendering.fetch('/quant-firms-list')).text()).toContain('FIRMS PRERENDERED');
  });

  it('renders a prerendered page opened with a query, with data from the app in process', async () => {
    const response = await rendering.fetch('/quant-firms-list?q=jane&category=Bank');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.text()).toContain(
      '<h1>RENDERED /quant-firms-list?q=jane&category=Bank firms answer 200</h1>',
    );
  });

  it('always renders the pages whose data changes', async () => {
    expect(await (await rendering.fetch('/compensation-insights')).text()).toContain(
      'RENDERED /compensation-insights firms answer 200',
    );
  });

  it('renders a company’s public page, the same for every visitor, and not an address that is no company page', async () => {
    expect(await (await rendering.fetch('/companies/jane-street-2')).text()).toContain(
      'RENDERED /companies/jane-street-2 firms answer 200',
    );
    expect(await (await rendering.fetch('/companies/jane-street-2/')).text()).toContain(
      'RENDERED /companies/jane-street-2 firms answer 200',
    );
    const notAPage = await rendering.fetch('/companies/Jane_Street');
    expect(notAPage.status).toBe(404);
    expect(await notAPage.text()).toContain('SHELL');
  });

  it('renders a project’s page for a visitor without a session, and leaves it to the app for a signed-in one', async () => {
    expect(await (await rendering.fetch('/leap-market/projects/p-1')).text()).toContain(
      'RENDERED /leap-market/projects/p-1 firms answer 200',
    );
    for (const cookie of [
      'quantleap.session_token=abc.def',
      'theme=dark; __Secure-quantleap.session_token=abc.def; other=1',
    ]) {
      const signedIn = await rendering.fetch('/leap-market/projects/p-1', { headers: { cookie } });
      expect(signedIn.status, cookie).toBe(200);
      expect(await signedIn.text(), cookie).toContain('SHELL');
    }
    // Cookies that only look alike, or an emptied session cookie, are no session.
    for (const cookie of ['quantleap.session_token=', 'my-quantleap.session_token_x=1; quantleap_signed_in=1']) {
      const rendered = await rendering.fetch('/leap-market/projects/p-1', { headers: { cookie } });
      expect(await rendered.text(), cookie).toContain('RENDERED /leap-market/projects/p-1');
    }
  });

  it('renders the pages whose data changes afresh for each request, and keeps the others a while', async () => {
    const renderNumber = async (address: string) =>
      Number((await (await rendering.fetch(address)).text()).match(/render (\d+)/)?.[1]);
    const compensation = await renderNumber('/compensation-insights?role=Quant%20Trader');
    expect(await renderNumber('/compensation-insights?role=Quant%20Trader')).toBeGreaterThan(compensation);
    const firms = await renderNumber('/quant-firms-list?q=kept');
    expect(await renderNumber('/quant-firms-list?q=kept')).toBe(firms);
  });

  it('sends the rendered page compressed', async () => {
    const { headers, body } = await rendering.raw('/quant-firms-list?q=x', { 'Accept-Encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toContain('RENDERED /quant-firms-list?q=x');
  });

  it('falls back to the static page, or the shell, when rendering fails', async () => {
    const prerendered = await rendering.fetch('/quant-firms-list?q=fail');
    expect(prerendered.status).toBe(200);
    expect(await prerendered.text()).toContain('FIRMS PRERENDERED');
    const shell = await rendering.fetch('/compensation-insights?role=fail');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('SHELL');
  });

  it('does not render pages that are neither prerendered nor rendered per request', async () => {
    expect(await (await rendering.fetch('/dashboard?tab=x')).text()).toContain('SHELL');
  });
});

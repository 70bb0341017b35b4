/**
 * Production build: the client bundle (Vite), a server-side bundle of the same routes, and the marketing pages
 * rendered to HTML with it, so their text is in the first response and paints before any script runs.
 */
import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { escapeHtml } from '../src/shared/escape-html';
import { PRERENDERED_PATHS } from '../src/shared/routes';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const ssrDir = path.join(root, 'dist/prerender');
const configFile = path.join(root, 'vite.config.ts');

await build({ configFile, logLevel: 'warn' });
await build({
  configFile,
  logLevel: 'warn',
  build: { ssr: path.join(root, 'src/web/prerender-entry.tsx'), outDir: ssrDir, emptyOutDir: true, rollupOptions: {} },
});

const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, 'prerender-entry.js')).href)) as {
  renderPage: (pathname: string) => Promise<{ html: string; title: string }>;
};
const templateFile = path.join(clientDir, 'prerendered.html');
const template = readFileSync(templateFile, 'utf8');
if (!template.includes('<!--app-html-->')) throw new Error('prerendered.html lost its <!--app-html--> marker');
// Only the filled-in copies are served.
unlinkSync(templateFile);

for (const pathname of PRERENDERED_PATHS) {
  const { html, title } = await renderPage(pathname);
  if (/<script[\s>]/i.test(html)) throw new Error(`${pathname} rendered an inline script; the CSP would block it`);
  const page = template
    .replace('<!--app-html-->', html)
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const file = pathname === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, pathname, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`built dist/client and prerendered ${PRERENDERED_PATHS.length} pages`);

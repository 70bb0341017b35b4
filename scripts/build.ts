/**
 * Production build: the client bundle (Vite), a server-side bundle of the same routes (dist/render, kept for the
 * pages the server renders per request), and the prerendered pages rendered to HTML with it, so their text and
 * their reference data are in the first response and paint before any script runs.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_PATHS } from '../src/shared/routes';
import { fillPageTemplate, type PageContent } from '../src/server/platform/page-template';
import { startReferenceApi } from './reference-api';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const renderDir = path.join(root, 'dist/render');
const configFile = path.join(root, 'vite.config.ts');

await build({ configFile, logLevel: 'warn' });
// Which file holds which module (chunk files are named by their hash alone), kept beside the served files, not
// among them.
renameSync(path.join(clientDir, '.vite/manifest.json'), path.join(root, 'dist/client-manifest.json'));
rmSync(path.join(clientDir, '.vite'), { recursive: true });
await build({
  configFile,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: path.join(root, 'src/web/render-page.tsx'),
    outDir: renderDir,
    emptyOutDir: true,
    manifest: false,
    rollupOptions: {},
  },
});

const templateFile = path.join(clientDir, 'prerendered.html');
const template = readFileSync(templateFile, 'utf8');
// The server fills the same template per request; only the filled-in copies are served as files.
copyFileSync(templateFile, path.join(renderDir, 'page-template.html'));
unlinkSync(templateFile);

const renderer = (await import(pathToFileURL(path.join(renderDir, 'render-page.js')).href)) as {
  renderPage: (url: string) => Promise<PageContent>;
  setApiTransport: (transport: (url: string, init: RequestInit) => Promise<Response>) => void;
};
// Reference data (firms, competitions) comes from the app itself, on a throwaway in-memory database seeded the
// way every server seeds itself at start, so the pages show exactly what the API will answer.
const scratchDir = mkdtempSync(path.join(tmpdir(), 'quantleap-build-'));
const api = await startReferenceApi(scratchDir);
renderer.setApiTransport(api.fetch);
try {
  for (const pathname of PRERENDERED_PATHS) {
    const page = fillPageTemplate(template, await renderer.renderPage(pathname));
    const file = pathname === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, pathname, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
} finally {
  await api.close();
  rmSync(scratchDir, { recursive: true, force: true });
}
console.log(`built dist/client and dist/render, and prerendered ${PRERENDERED_PATHS.length} pages`);

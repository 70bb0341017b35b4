import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import {
  isKnownPath,
  PRERENDERED_PATHS,
  REDIRECTS,
  SERVER_RENDERED_PATHS,
  SERVER_RENDERED_PATTERNS,
} from '../../shared/routes';
import { carriesSessionCookie } from './session-cookie';
import type { PageRenderer } from './page-renderer';

interface StaticFile {
  body: Buffer;
  gzip: Buffer | undefined;
  brotli: Buffer | undefined;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json', '.webmanifest']);

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

function loadFile(file: string): StaticFile {
  const body = readFileSync(file);
  const ext = path.extname(file);
  const compressible = COMPRESSIBLE.has(ext) && body.length > 512;
  return {
    body,
    gzip: compressible ? gzipSync(body, { level: 9 }) : undefined,
    brotli: compressible ? brotliCompressSync(body) : undefined,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** A page rendered for one request: compressed quickly rather than as small as possible. */
function renderedPage(html: string): StaticFile {
  const body = Buffer.from(html);
  return {
    body,
    gzip: gzipSync(body, { level: 6 }),
    brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    contentType: CONTENT_TYPES['.html'] ?? 'text/html',
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

const PRERENDERED = new Set<string>(PRERENDERED_PATHS);
/**
 * A prerendered page opened with a query shows reference data or none, which changes only with a deploy (a new
 * process): it is kept a while per address. Pages rendered per request show data that changes with every
 * submission (a visitor reloading after theirs must see it), so each request renders afresh (concurrent ones share).
 */
const PRERENDERED_WITH_QUERY_TTL_MS = 5 * 60_000;
const SERVER_RENDERED = new Set<string>(SERVER_RENDERED_PATHS);

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app from memory, compressed once at start-up rather than on every request.
 * Hashed files under /assets are cached for a year; HTML is revalidated on every visit so a deploy shows at once.
 * Paths with a prerendered page get it; other client routes get the SPA shell; unknown paths get the shell
 * with a 404 status (the app renders its 404 page). With a renderer, pages whose data changes, and prerendered
 * pages opened with a query string, are rendered per request (falling back to the static page if that fails).
 */
export function createStaticSite(webDir: string, renderer?: PageRenderer) {
  if (!existsSync(path.join(webDir, 'spa.html'))) return undefined;
  const files = new Map<string, StaticFile>();
  for (const file of listFiles(webDir)) {
    files.set('/' + path.relative(webDir, file).split(path.sep).join('/'), loadFile(file));
  }
  const shell = files.get('/spa.html');
  if (!shell) return undefined;

  function send(c: Context, file: StaticFile, status: 200 | 404, cacheControl: string): Response {
    const accepts = c.req.header('accept-encoding') ?? '';
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    let body = file.body;
    if (file.brotli && /\bbr\b/.test(accepts)) {
      body = file.brotli;
      headers['Content-Encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
  }

  /** The address to render on the server for this request, and how long the page may be reused, if any. */
  function renderTarget(c: Context, pagePath: string): { url: string; ttlMs: number } | undefined {
    if (!renderer) return undefined;
    const search = new URL(c.req.url).search;
    if (SERVER_RENDERED.has(pagePath)) return { url: pagePath + search, ttlMs: 0 };
    // The cookie is read only for a page rendered for visitors without a session, not on every page request.
    const rendersHere = ({ pattern, signedOutOnly }: (typeof SERVER_RENDERED_PATTERNS)[number]) =>
      pattern.test(pagePath) && !(signedOutOnly && carriesSessionCookie(c.req.header('cookie')));
    if (SERVER_RENDERED_PATTERNS.some(rendersHere)) return { url: pagePath + search, ttlMs: 0 };
    if (search !== '' && PRERENDERED.has(pagePath))
      return { url: pagePath + search, ttlMs: PRERENDERED_WITH_QUERY_TTL_MS };
    return undefined;
  }

  return async function serve(c: Context): Promise<Response> {
    const pathname = decodedPath(c.req.path);
    // Malformed percent-encoding (`/%ED%A0%80`) names no file and no page: the app's 404, not an error.
    if (pathname === undefined) return send(c, shell, 404, 'no-cache');
    const redirect = REDIRECTS[pathname];
    if (redirect) return c.redirect(redirect, 301);
    if (pathname.startsWith('/assets/')) {
      const asset = files.get(pathname);
      return asset ? send(c, asset, 200, 'public, max-age=31536000, immutable') : c.text('Not found', 404);
    }
    const trimmed = pathname.replace(/\/+$/, '');
    const target = renderTarget(c, trimmed === '' ? '/' : trimmed);
    const rendered = target === undefined ? undefined : await renderer?.render(target.url, target.ttlMs);
    if (rendered !== undefined) return send(c, renderedPage(rendered), 200, 'no-cache');
    const page = files.get(trimmed === '' ? '/index.html' : `${trimmed}/index.html`);
    if (page) return send(c, page, 200, 'no-cache');
    const plain = files.get(pathname);
    if (plain && pathname !== '/spa.html') return send(c, plain, 200, 'public, max-age=3600');
    return send(c, shell, isKnownPath(pathname) ? 200 : 404, 'no-cache');
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from './logger';
import { fillPageTemplate, type PageContent } from './page-template';

/** The server bundle of the web app that scripts/build.ts leaves in dist/render. */
interface RenderModule {
  renderPage(url: string): Promise<PageContent>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

/** How long a page rendered per request is reused for the same address. */
export const RENDERED_PAGE_TTL_MS = 10_000;

export interface PageRenderer {
  /** The page's complete HTML for this address (path and query), or undefined when it could not be rendered. */
  render(url: string): Promise<string | undefined>;
}

/**
 * Renders pages per request with the same code the build prerenders with, for addresses the build could not know:
 * pages whose data changes (compensation insights) and prerendered pages opened with filters in their query.
 * Answers are kept `ttlMs` per address (at most `maxEntries`, oldest dropped first), so a burst of visitors costs
 * one render. The page's queries are answered by the app itself, in process (`fetchApi`).
 */
export function createPageRenderer(options: {
  dir: string;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  logger: Logger;
  ttlMs: number;
  maxEntries: number;
}): PageRenderer | undefined {
  const entry = path.join(options.dir, 'render-page.js');
  const templateFile = path.join(options.dir, 'page-template.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return undefined;
  const template = readFileSync(templateFile, 'utf8');

  let loading: Promise<RenderModule> | undefined;
  const load = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<RenderModule>).then((module) => {
      module.setApiTransport(options.fetchApi);
      return module;
    }));

  const cache = new Map<string, { html: Promise<string | undefined>; expiresAt: number }>();

  async function renderFresh(url: string): Promise<string | undefined> {
    try {
      const module = await load();
      return fillPageTemplate(template, await module.renderPage(url));
    } catch (error) {
      // The static page or the app shell is served instead: the browser renders the page itself.
      options.logger.error({ err: error, url }, 'server rendering failed');
      return undefined;
    }
  }

  return {
    render(url) {
      const now = Date.now();
      const cached = cache.get(url);
      if (cached && cached.expiresAt > now) return cached.html;
      cache.delete(url);
      const html = renderFresh(url);
      cache.set(url, { html, expiresAt: now + options.ttlMs });
      // A failure is not kept: the next visitor tries again.
      void html.then((value) => {
        if (value === undefined) cache.delete(url);
      });
      while (cache.size > options.maxEntries) cache.delete(cache.keys().next().value as string);
      return html;
    },
  };
}

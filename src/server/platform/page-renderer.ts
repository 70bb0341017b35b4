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

export interface PageRenderer {
  /**
   * The page's complete HTML for this address (path and query), or undefined when it could not be rendered. The page
   * is reused for `ttlMs` (0: only by requests that arrive while it is being rendered).
   */
  render(url: string, ttlMs: number): Promise<string | undefined>;
}

export function createPageRenderer(options: {
  dir: string;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  logger: Logger;
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

  interface Entry {
    html: Promise<string | undefined>;
    /** Until the render has finished, every request for the address waits for it. */
    expiresAt: number;
  }
  const cache = new Map<string, Entry>();

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
    render(url, ttlMs) {
      const cached = cache.get(url);
      if (cached && cached.expiresAt > Date.now()) return cached.html;
      const entry: Entry = { html: renderFresh(url), expiresAt: Infinity };
      cache.set(url, entry);
      void entry.html.then((html) => {
        // A failure is not kept (the next visitor tries again), nor a page that must be fresh for every request.
        if (html === undefined || ttlMs <= 0) {
          if (cache.get(url) === entry) cache.delete(url);
        } else {
          entry.expiresAt = Date.now() + ttlMs;
        }
      });
      while (cache.size > options.maxEntries) cache.delete(cache.keys().next().value as string);
      return entry.html;
    },
  };
}

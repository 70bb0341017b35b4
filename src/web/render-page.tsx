import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { titleFor } from './components/layout/root-layout';
import { AuthProvider } from './features/auth/auth-provider';
import { prefetchPageData } from './page-data';
import { routes } from './router';

export { setApiTransport } from './lib/api-client';

export interface RenderedPage {
  html: string;
  title: string;
  /** The queries the page was rendered with; the browser starts from them so hydration sees the same data. */
  state: DehydratedState | undefined;
}

/**
 * Renders one page to HTML on the server: at build time for the prerendered pages (scripts/build.ts), and per
 * request for pages whose data changes or whose address carries filters (src/server/platform/page-renderer.ts).
 * The browser then hydrates it. Data comes through the API transport the caller set (setApiTransport).
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://render.local'));
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url} answered a redirect; it cannot be rendered`);

  // No retries on the server: a failed query is left out of the state and the browser fetches it itself.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchPageData(queryClient, new URL(request.url));
  const state = dehydrate(queryClient);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* hydrate={false}: no inline data script, which the CSP forbids; the query state travels as JSON. */}
        <AuthProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return {
    html,
    title: titleFor(context.matches.map((m) => m.route.handle)),
    state: state.queries.length > 0 ? state : undefined,
  };
}

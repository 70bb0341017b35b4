import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { titleFor } from './components/layout/route-state';
import { AuthProvider } from './lib/session';
import { prefetchPageData } from './page-data';
import { AppRoutes, preloadPages, routeHandles } from './router';

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
  const address = new URL(url, 'http://render.local');
  // The page's code first: renderToString does not wait for code that is still loading.
  await preloadPages(address.pathname);

  // No retries on the server: a failed query is left out of the state and the browser fetches it itself.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchPageData(queryClient, address);
  const state = dehydrate(queryClient);

  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <StaticRouter location={address.pathname + address.search}>
            <AppRoutes />
          </StaticRouter>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return {
    html,
    title: titleFor(routeHandles(address.pathname)),
    state: state.queries.length > 0 ? state : undefined,
  };
}

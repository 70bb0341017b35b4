import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { titleFor } from './components/layout/root-layout';
import { AuthProvider } from './features/auth/auth-provider';
import { createQueryClient } from './lib/query-client';
import { routes } from './router';

/** Renders one marketing page to HTML at build time (scripts/prerender.ts); the browser then hydrates it. */
export async function renderPage(pathname: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        {/* hydrate={false}: no inline data script, which the CSP forbids and these pages do not need. */}
        <AuthProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, title: titleFor(context.matches.map((m) => m.route.handle)) };
}

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './lib/query-client';
import { forceDarkTheme } from './lib/theme';
import { routes } from './router';
import './styles.css';

async function start() {
  forceDarkTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const prerendered = container.firstElementChild !== null;

  if (prerendered) {
    // Load the current page's lazy code before hydrating, so the first client render matches the HTML.
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }

  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

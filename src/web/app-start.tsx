import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from './lib/session';
import { createQueryClient } from './lib/query-client';
import { forceDarkTheme } from './lib/theme';
import { yieldToBrowser } from './lib/yield-to-browser';
import { AppRoutes, preloadPages } from './router';
import { PAGE_STATE_ELEMENT_ID } from '../shared/page-state';

/**
 * Resolves once React has committed its first render, i.e. the page's buttons have their handlers. It wraps the app
 * rather than sitting beside it: a sibling would make a fork in the tree and shift every `useId` of the app, so the
 * ids would differ from the server's (a tab and its panel would then no longer name each other).
 */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Starts the app: hydrates a prerendered page, or renders into the empty SPA shell.
 * The returned promise resolves when the first render is committed.
 *
 * Each costly step runs in a task of its own (yieldToBrowser): evaluating the app's code, finding and fetching the
 * page's code, evaluating it, the first render. On a phone they take 50 to
 * 400 ms each; in one task, a tap made meanwhile would wait for all of them.
 */
export async function startApp(): Promise<void> {
  await yieldToBrowser();
  forceDarkTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const prerendered = container.firstElementChild !== null;

  // Load the current page's code before the first render: a prerendered page must hydrate to the same HTML, and
  // a shell page then paints its content at once instead of an empty frame first.
  await preloadPages(window.location.pathname);
  await yieldToBrowser();

  const queryClient = createQueryClient();
  // A page rendered on the server starts from the data it was rendered with, so hydration sees the same page.
  const state = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (prerendered && state) hydrate(queryClient, JSON.parse(state) as DehydratedState);
  await new Promise<void>((resolve) => {
    const app = (
      <StrictMode>
        <Ready onReady={resolve}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </AuthProvider>
          </QueryClientProvider>
        </Ready>
      </StrictMode>
    );
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  document.documentElement.dataset.hydrated = 'true';
}

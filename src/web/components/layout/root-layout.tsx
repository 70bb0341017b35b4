import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { LazyToaster } from '../ui/lazy-toaster';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { titleFor, usePageLoading, useRouteHandles } from './route-state';
import { useScrollRestoration } from './scroll-restoration';
import { useFocusOnNavigation } from './use-focus-on-navigation';

function useDocumentTitle() {
  const title = titleFor(useRouteHandles());
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** A thin bar at the top while the next page's code loads, so a slow network never looks frozen. */
function NavigationProgress() {
  if (!usePageLoading()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

export function RootLayout() {
  useDocumentTitle();
  useScrollRestoration();
  const pageAnnouncement = useFocusOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* No Suspense boundary: pages load as transitions (the current page stays until the next one's code is
            there), and a boundary would let React hydrate the page after the first commit, when the input typed
            before hydration is already being handed over (boot.ts). */}
        <Outlet />
      </main>
      <SiteFooter />
      <LazyToaster />
      <p aria-live="polite" className="sr-only">
        {pageAnnouncement}
      </p>
    </div>
  );
}

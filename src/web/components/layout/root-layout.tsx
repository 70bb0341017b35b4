import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { LazyToaster } from '../ui/lazy-toaster';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFocusOnNavigation } from './use-focus-on-navigation';

export interface RouteHandle {
  title?: string;
}

/** The title of the deepest route that names one, shared by the prerender step and the browser. */
export function titleFor(handles: unknown[]): string {
  const title = [...handles]
    .reverse()
    .find((h): h is RouteHandle => !!h && typeof (h as RouteHandle).title === 'string')?.title;
  return title ? `${title} | QuantLeap` : 'QuantLeap: quant talent discovery and collaboration';
}

function useDocumentTitle() {
  const matches = useMatches();
  const title = titleFor(matches.map((m) => m.handle));
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** A thin bar at the top while the next page's code loads, so a slow network never looks frozen. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
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
        <Outlet />
      </main>
      <SiteFooter />
      <LazyToaster />
      <p aria-live="polite" className="sr-only">
        {pageAnnouncement}
      </p>
      <ScrollRestoration />
    </div>
  );
}

import { createContext, useContext, useSyncExternalStore } from 'react';

export interface RouteHandle {
  title?: string;
}

/** The `handle` of every route matching the current address, outermost first (titles read the deepest). */
export const RouteHandlesContext = createContext<unknown[]>([]);

export function useRouteHandles(): unknown[] {
  return useContext(RouteHandlesContext);
}

/** The title of the deepest route that names one, shared by the server render and the browser. */
export function titleFor(handles: unknown[]): string {
  const title = [...handles]
    .reverse()
    .find((h): h is RouteHandle => !!h && typeof (h as RouteHandle).title === 'string')?.title;
  return title ? `${title} | QuantLeap` : 'QuantLeap: quant talent discovery and collaboration';
}

let pageLoads = 0;
const listeners = new Set<() => void>();

function setPageLoads(count: number) {
  pageLoads = count;
  for (const listener of listeners) listener();
}

/** Counts a page's code while it downloads, for the navigation progress bar. */
export function trackPageLoad<T>(loading: Promise<T>): Promise<T> {
  setPageLoads(pageLoads + 1);
  const done = () => setPageLoads(pageLoads - 1);
  loading.then(done, done);
  return loading;
}

/** True while the code of a page being opened is downloading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pageLoads > 0,
    () => false,
  );
}

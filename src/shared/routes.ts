/**
 * Every client route of spec §2, in one place: the web router registers them and the server uses the list to
 * answer unknown paths with a real 404 status (the page itself still renders the 404 screen).
 */
export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/for-funds',
  '/for-funds/overview',
  '/for-quants/overview',
  '/leap-market',
  '/blog',
  '/contact',
  '/login',
  '/signup',
  '/reset-password',
  '/email-test',
  '/compensation-insights',
  '/quant-firms-list',
  '/quant-competitions',
  '/privacy',
  '/terms',
] as const;

/** Behind the sign-in guard. /funds/create-profile is the company dashboard's create target. */
export const GUARDED_PATHS = [
  '/dashboard',
  '/profile',
  '/messages',
  '/quants/internship-finder',
  '/quants/interview-simulator',
  '/quants/create-profile',
  '/funds/post-project',
  '/funds/view-talent',
  '/funds/internship-board',
  '/funds/company-dashboard',
  '/funds/talent-match',
  '/funds/create-profile',
] as const;

/** Development tools that exist only while mail stays in the outbox. */
export const DEV_PATHS = ['/dev/mailbox'] as const;

export const REDIRECTS: Readonly<Record<string, string>> = {
  '/my-courses': '/dashboard',
  '/settings': '/profile',
  '/quants/browse-projects': '/leap-market',
};

/**
 * Pages rendered to HTML at build time, so their text (and for reference data, their data) is in the first
 * response. Opened with a query string (filters, a sign-in step), they are rendered per request instead.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/for-funds',
  '/for-funds/overview',
  '/for-quants/overview',
  '/leap-market',
  '/blog',
  '/privacy',
  '/terms',
  '/quant-firms-list',
  '/quant-competitions',
  // Forms paint from the HTML and take typing before the app has loaded (src/web/boot.ts).
  '/contact',
  '/login',
  '/signup',
  '/reset-password',
  '/email-test',
] as const;

/** Pages rendered on the server per request (with a short cache), because their data changes. */
export const SERVER_RENDERED_PATHS = ['/compensation-insights'] as const;

const KNOWN = new Set<string>([...PUBLIC_PATHS, ...GUARDED_PATHS, ...DEV_PATHS]);

export function isKnownPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(normalised);
}

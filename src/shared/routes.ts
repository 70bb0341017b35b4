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

/** Marketing pages rendered to HTML at build time, so their text is in the first response. */
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
] as const;

const KNOWN = new Set<string>([...PUBLIC_PATHS, ...GUARDED_PATHS, ...DEV_PATHS]);

export function isKnownPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(normalised);
}

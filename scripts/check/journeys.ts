/**
 * Which browser journeys (e2e/*.spec.ts) show each feature to a user, so `npm run check` runs the journeys of the
 * features a change touches instead of all of them. Keys are the folder names under src/web/features and
 * src/server/features; journeys.test.ts fails when a feature or a journey is missing here.
 */
export const JOURNEYS_BY_FEATURE: Record<string, string[]> = {
  'audit-log': ['audit-log', 'operator-people'],
  auth: [
    'accounts',
    'mailed-links',
    'two-factor-magic-link',
    'prerendered-forms',
    'login-card-phone',
    'sign-up-challenge',
    'session-renewal',
    'user-menu-loading',
    'signed-in-header',
    'tabs-keyboard',
  ],
  blog: ['public-pages', 'contact'],
  company: ['firm-accounts', 'verification-explained', 'company-reviews', 'public-company', 'own-places'],
  'company-dashboard': ['company-dashboard'],
  compensation: ['compensation', 'compensation-rendered', 'url-filters', 'route-focus'],
  'compensation-review': ['compensation-review'],
  competitions: ['firms', 'reference-pages'],
  contact: ['contact'],
  dashboard: ['dashboard', 'live-dashboard', 'internships', 'accessibility-signed-in'],
  'email-test': ['email-test'],
  firms: ['firms', 'reference-pages', 'public-company'],
  health: [],
  'internship-board': [
    'internship-board',
    'applicant-tracking',
    'batch-interviews',
    'live-dashboard',
    'messages-applications',
  ],
  internships: ['internships', 'internship-location-filter', 'typed-text-kept'],
  interview: ['interview'],
  'leap-market': ['leap-market', 'say-what-works', 'proposals-quant', 'typed-text-kept'],
  legal: ['public-pages', 'route-focus'],
  mail: ['mailed-links', 'email-test'],
  marketing: ['public-pages', 'mobile', 'say-what-works', 'page-weight', 'page-loading', 'accessibility'],
  'message-reports': ['message-reports'],
  messages: ['messages', 'messages-applications', 'message-reports'],
  newsletter: ['operator-inbox'],
  'operator-console': [
    'company-reviews',
    'operator-people',
    'operator-inbox',
    'compensation-review',
    'message-reports',
  ],
  'operator-inbox': ['operator-inbox'],
  'operator-people': ['operator-people'],
  profile: ['profile', 'profile-cards', 'two-factor-magic-link', 'audit-log', 'session-renewal'],
  projects: [
    'post-project',
    'projects-journey',
    'proposals-firm',
    'proposals-quant',
    'project-invitations',
    'match-from-project',
    'leap-market',
  ],
  'quant-profile': ['wizard', 'dashboard', 'talent-controls'],
  talent: ['talent-directory', 'talent-controls', 'talent-journey', 'project-invitations'],
  'talent-match': ['talent-match', 'match-from-project', 'talent-journey'],
};

/**
 * Journeys for a change to code every page uses (components, the app shell, platform, the database): a few that
 * open public and signed-in pages on both layouts. `npm test` is the whole check for such a change.
 */
export const SHELL_JOURNEYS = ['public-pages', 'signed-in-header', 'accessibility-signed-in', 'phone-layout'];

/** The journeys to run for the changed files (paths relative to the repository root). */
export function journeysFor(changed: string[], specsImporting: (helper: string) => string[]): string[] {
  const chosen = new Set<string>();
  const add = (names: string[]) => names.forEach((name) => chosen.add(name));
  for (const file of changed) {
    const feature = /^src\/(?:web|server)\/features\/([^/]+)\//.exec(file)?.[1];
    const spec = /^e2e\/(.+)\.spec\.ts$/.exec(file)?.[1];
    const shared = /^src\/shared\/(?:contracts\/)?([^/.]+)\.tsx?$/.exec(file)?.[1];
    // A unit or API test is run by Vitest; no user sees it change.
    if (/^src\/.+\.test\.tsx?$/.test(file)) continue;
    if (feature) add(JOURNEYS_BY_FEATURE[feature] ?? SHELL_JOURNEYS);
    else if (spec) add([spec]);
    else if (file.startsWith('e2e/')) add(specsImporting(file));
    else if (shared && JOURNEYS_BY_FEATURE[shared]) add(JOURNEYS_BY_FEATURE[shared]);
    else if (/^(src\/|vite\.config\.ts|playwright\.config\.ts|scripts\/build\.ts)/.test(file)) add(SHELL_JOURNEYS);
  }
  return [...chosen].sort();
}

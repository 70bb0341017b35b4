/**
 * Every client route of spec §2, by name, in one place: the web router registers exactly these paths, links name
 * them, and the server uses the lists below to answer unknown paths with a real 404 status (the page itself still
 * renders the 404 screen).
 */
export const ROUTES = {
  home: '/',
  about: '/about',
  forFunds: '/for-funds',
  forFundsOverview: '/for-funds/overview',
  forQuantsOverview: '/for-quants/overview',
  leapMarket: '/leap-market',
  /** A project's page on LeapMarket; :id is filled by marketProjectPath(). */
  marketProject: '/leap-market/projects/:id',
  blog: '/blog',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  emailTest: '/email-test',
  compensationInsights: '/compensation-insights',
  firmsList: '/quant-firms-list',
  competitions: '/quant-competitions',
  privacy: '/privacy',
  terms: '/terms',
  dashboard: '/dashboard',
  profile: '/profile',
  messages: '/messages',
  /** Starting a conversation: the entry points (Contact, Message applicant) link here (newConversationPath). */
  newConversation: '/messages/new',
  /** One conversation; :id is filled by conversationPath(). */
  conversation: '/messages/:id',
  internshipFinder: '/quants/internship-finder',
  interviewSimulator: '/quants/interview-simulator',
  createQuantProfile: '/quants/create-profile',
  postProject: '/funds/post-project',
  /** Editing one of the company's projects; :id is filled by editProjectPath(). */
  editProject: '/funds/post-project/:id',
  /** The proposals quants sent for one of the company's projects; :id is filled by projectProposalsPath(). */
  projectProposals: '/funds/projects/:id/proposals',
  viewTalent: '/funds/view-talent',
  /** One quant's profile, opened from the directory; :id is the quant profile's id. */
  talentProfile: '/funds/view-talent/:id',
  internshipBoard: '/funds/internship-board',
  companyDashboard: '/funds/company-dashboard',
  talentMatch: '/funds/talent-match',
  createCompanyProfile: '/funds/create-profile',
  companySettings: '/funds/company-settings',
  /** The link in an invitation e-mail; its token rides in the fragment (#token=…), which no server ever logs. */
  companyInvitation: '/company-invitation',
  /** The operators' start page: what waits in each queue. */
  operatorConsole: '/admin',
  companyReviews: '/admin/companies',
  /** The operators' queue of reported conversations. */
  messageReports: '/admin/reports',
  /** The operators' queue of compensation entries held for review, and of hidden ones. */
  compensationReview: '/admin/compensation',
  /** The operators' look-up of people and companies, with suspensions. */
  operatorPeople: '/admin/people',
  /** The operators' audit log: their actions and accounts' security events. */
  auditLog: '/admin/audit',
  /** A verified company's public page; :slug is filled by companyPath(). */
  companyPage: '/companies/:slug',
  /** The operators' inbox: waitlist entries, contact messages and newsletter subscribers. */
  operatorInbox: '/admin/inbox',
  /** The newsletter's confirmation link (double opt-in); its signed token rides in the query. */
  newsletterConfirm: '/newsletter/confirm',
  /** The one-click unsubscribe link of a mail; works without signing in. */
  unsubscribe: '/unsubscribe',
  devMailbox: '/dev/mailbox',
} as const;

/** Open to every visitor. */
export const PUBLIC_PATHS = [
  ROUTES.home,
  ROUTES.about,
  ROUTES.forFunds,
  ROUTES.forFundsOverview,
  ROUTES.forQuantsOverview,
  ROUTES.leapMarket,
  ROUTES.blog,
  ROUTES.contact,
  ROUTES.login,
  ROUTES.signup,
  ROUTES.resetPassword,
  ROUTES.emailTest,
  ROUTES.compensationInsights,
  ROUTES.firmsList,
  ROUTES.competitions,
  ROUTES.privacy,
  ROUTES.terms,
  ROUTES.companyInvitation,
  ROUTES.newsletterConfirm,
  ROUTES.unsubscribe,
] as const;

/** Behind the sign-in guard. /funds/create-profile is the company dashboard's create target. */
export const GUARDED_PATHS = [
  ROUTES.dashboard,
  ROUTES.profile,
  ROUTES.messages,
  ROUTES.internshipFinder,
  ROUTES.interviewSimulator,
  ROUTES.createQuantProfile,
  ROUTES.postProject,
  ROUTES.viewTalent,
  ROUTES.internshipBoard,
  ROUTES.companyDashboard,
  ROUTES.talentMatch,
  ROUTES.createCompanyProfile,
  ROUTES.companySettings,
  ROUTES.operatorConsole,
  ROUTES.companyReviews,
  ROUTES.messageReports,
  ROUTES.compensationReview,
  ROUTES.operatorPeople,
  ROUTES.auditLog,
  ROUTES.operatorInbox,
] as const;

/** Development tools that exist only while mail stays in the outbox. */
export const DEV_PATHS = [ROUTES.devMailbox] as const;

export const REDIRECTS: Readonly<Record<string, string>> = {
  // Spec §2's company dashboard sends a visitor without a session to /auth: the sign-in page.
  '/auth': '/login',
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
  // What an invitation is for paints from the HTML; its token (in the fragment) is read once the app runs.
  '/company-invitation',
  // A mail link's page paints from the HTML; with its token (?token=, rendered per request) the app starts at once.
  '/newsletter/confirm',
  '/unsubscribe',
] as const;

/** Pages rendered on the server per request (with a short cache), because their data changes. */
export const SERVER_RENDERED_PATHS = ['/compensation-insights', '/leap-market'] as const;

/** A company's public page: /companies/ and its slug (lower-case words joined by hyphens). */
const COMPANY_PAGE_PATTERN = /^\/companies\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** A LeapMarket project's page: /leap-market/projects/ and its id. */
const MARKET_PROJECT_PATTERN = /^\/leap-market\/projects\/[^/]+$/;

/**
 * Pages with a parameter that are rendered on the server per request, so the first HTML carries what they show.
 * A company's public page is the same for every visitor. A project's page differs for a signed-in caller (an NDA
 * accepted, their proposal), and the server renders without anyone's session: it is rendered only for requests
 * without a session cookie, and the app renders it for the others.
 */
export const SERVER_RENDERED_PATTERNS: readonly { pattern: RegExp; signedOutOnly: boolean }[] = [
  { pattern: COMPANY_PAGE_PATTERN, signedOutOnly: false },
  { pattern: MARKET_PROJECT_PATTERN, signedOutOnly: true },
];

const KNOWN = new Set<string>([...PUBLIC_PATHS, ...GUARDED_PATHS, ...DEV_PATHS]);

/** Pages with a parameter: a company's public page, a quant's profile as a firm opens it, a conversation. */
const KNOWN_PATTERNS = [
  COMPANY_PAGE_PATTERN,
  /^\/funds\/view-talent\/[^/]+$/,
  /^\/messages\/[^/]+$/,
  MARKET_PROJECT_PATTERN,
  /^\/funds\/post-project\/[^/]+$/,
  /^\/funds\/projects\/[^/]+\/proposals$/,
];

export function isKnownPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(normalised) || KNOWN_PATTERNS.some((pattern) => pattern.test(normalised));
}

/** The page of conversation `id` in /messages. */
export function conversationPath(id: string): string {
  return ROUTES.conversation.replace(':id', encodeURIComponent(id));
}

/**
 * Where a Contact or Message button goes: the compose screen for a quant profile (firms, from the directory), or for
 * an application (a firm writing to its applicant, or the applicant writing to the firm: `as` 'quant').
 */
export function newConversationPath(
  to: { profileId: string } | { applicationId: string; as: 'company' | 'quant' },
): string {
  const query =
    'profileId' in to
      ? new URLSearchParams({ profile: to.profileId })
      : new URLSearchParams({ application: to.applicationId, as: to.as });
  return `${ROUTES.newConversation}?${query.toString()}`;
}

/** The public page of the company with this slug. */
export function companyPath(slug: string): string {
  return ROUTES.companyPage.replace(':slug', encodeURIComponent(slug));
}

/** A project's page on LeapMarket. */
export function marketProjectPath(id: string): string {
  return ROUTES.marketProject.replace(':id', encodeURIComponent(id));
}

/** The post-project form, editing the company's project `id`. */
export function editProjectPath(id: string): string {
  return ROUTES.editProject.replace(':id', encodeURIComponent(id));
}

/** The proposals for the company's project `id`. */
export function projectProposalsPath(id: string): string {
  return ROUTES.projectProposals.replace(':id', encodeURIComponent(id));
}

import { useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type Location,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { RootLayout } from './components/layout/root-layout';
import { RouteErrorBoundary } from './components/layout/route-error';
import { RouteHandlesContext, trackPageLoad } from './components/layout/route-state';
import { RequireAuth } from './features/auth/components/require-auth';
import { lazyPart } from './lib/lazy-part';
import { yieldToBrowser } from './lib/yield-to-browser';
import { REDIRECTS, ROUTES } from '../shared/routes';

/** A page whose code is its own chunk, fetched when first opened (or before the first render: preloadPages). */
type LazyPage = ComponentType & { preload(): Promise<ComponentType>; loaded(): boolean };

/** Every page is its own chunk: the home page downloads only its own code. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  // Fetched once; a chunk that failed to download (offline for a moment) is fetched again on the next visit.
  const code = lazyPart(() => trackPageLoad(load().then(pick)));
  // Rendered only once its code is there: AppRoutes keeps the current page until then (useLoadedLocation).
  function Page() {
    const Loaded = code.current;
    return Loaded ? <Loaded /> : null;
  }
  return Object.assign(Page, { preload: code.load, loaded: () => code.current !== undefined });
}

export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    Component: RootLayout,
    children: [
      {
        index: true,
        Component: page(
          () => import('./features/marketing/pages/home-page'),
          (m) => m.HomePage,
        ),
      },
      {
        path: ROUTES.about,
        handle: { title: 'About' },
        Component: page(
          () => import('./features/marketing/pages/about-page'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: ROUTES.forFunds,
        handle: { title: 'For Funds' },
        Component: page(
          () => import('./features/marketing/pages/for-funds-page'),
          (m) => m.ForFundsPage,
        ),
      },
      {
        path: ROUTES.forFundsOverview,
        handle: { title: 'For Funds: Overview' },
        Component: page(
          () => import('./features/marketing/pages/funds-overview-page'),
          (m) => m.FundsOverviewPage,
        ),
      },
      {
        path: ROUTES.forQuantsOverview,
        handle: { title: 'For Quants: Overview' },
        Component: page(
          () => import('./features/marketing/pages/quants-overview-page'),
          (m) => m.QuantsOverviewPage,
        ),
      },
      {
        path: ROUTES.leapMarket,
        handle: { title: 'LeapMarket' },
        Component: page(
          () => import('./features/leap-market/pages/leap-market-page'),
          (m) => m.LeapMarketPage,
        ),
      },
      {
        path: ROUTES.marketProject,
        handle: { title: 'LeapMarket project' },
        Component: page(
          () => import('./features/leap-market/pages/market-project-page'),
          (m) => m.MarketProjectPage,
        ),
      },
      {
        path: ROUTES.blog,
        handle: { title: 'Blog' },
        Component: page(
          () => import('./features/blog/pages/blog-page'),
          (m) => m.BlogPage,
        ),
      },
      {
        path: ROUTES.contact,
        handle: { title: 'Contact' },
        Component: page(
          () => import('./features/contact/pages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: ROUTES.firmsList,
        handle: { title: 'Quant Firms List' },
        Component: page(
          () => import('./features/firms/pages/firms-page'),
          (m) => m.FirmsPage,
        ),
      },
      {
        path: ROUTES.competitions,
        handle: { title: 'Quant Competitions' },
        Component: page(
          () => import('./features/competitions/pages/competitions-page'),
          (m) => m.CompetitionsPage,
        ),
      },
      {
        path: ROUTES.privacy,
        handle: { title: 'Privacy Policy' },
        Component: page(
          () => import('./features/legal/pages/privacy-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: ROUTES.terms,
        handle: { title: 'Terms of Service' },
        Component: page(
          () => import('./features/legal/pages/terms-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: ROUTES.login,
        handle: { title: 'Sign In' },
        Component: page(
          () => import('./features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: ROUTES.signup,
        handle: { title: 'Sign Up' },
        Component: page(
          () => import('./features/auth/pages/login-page'),
          (m) => m.SignUpPage,
        ),
      },
      {
        path: ROUTES.resetPassword,
        handle: { title: 'Reset Password' },
        Component: page(
          () => import('./features/auth/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: ROUTES.devMailbox,
        handle: { title: 'Development mailbox' },
        Component: page(
          () => import('./features/mail/pages/dev-mailbox-page'),
          (m) => m.DevMailboxPage,
        ),
      },
      {
        path: ROUTES.emailTest,
        handle: { title: 'Email Testing Tool' },
        Component: page(
          () => import('./features/email-test/pages/email-test-page'),
          (m) => m.EmailTestPage,
        ),
      },
      {
        path: ROUTES.compensationInsights,
        handle: { title: 'Quant Compensation Insights' },
        Component: page(
          () => import('./features/compensation/pages/compensation-page'),
          (m) => m.CompensationPage,
        ),
      },
      {
        // Spec §2: every screen below needs a signed-in user.
        Component: RequireAuth,
        children: [
          {
            path: ROUTES.dashboard,
            handle: { title: 'Dashboard' },
            Component: page(
              () => import('./features/dashboard/pages/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: ROUTES.profile,
            handle: { title: 'Your Profile' },
            Component: page(
              () => import('./features/profile/pages/profile-page'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: ROUTES.newConversation,
            handle: { title: 'New message' },
            Component: page(
              () => import('./features/messages/pages/new-conversation-page'),
              (m) => m.NewConversationPage,
            ),
          },
          {
            // The list stays beside the open conversation (wide screens): the conversation is a child route.
            path: ROUTES.messages,
            handle: { title: 'Messages' },
            Component: page(
              () => import('./features/messages/pages/messages-page'),
              (m) => m.MessagesPage,
            ),
            children: [
              {
                index: true,
                Component: page(
                  () => import('./features/messages/pages/no-conversation-page'),
                  (m) => m.NoConversationPage,
                ),
              },
              {
                path: ROUTES.conversation,
                handle: { title: 'Conversation' },
                Component: page(
                  () => import('./features/messages/pages/conversation-page'),
                  (m) => m.ConversationPage,
                ),
              },
            ],
          },
          {
            path: ROUTES.internshipFinder,
            handle: { title: 'Internship Finder' },
            Component: page(
              () => import('./features/internships/pages/internship-finder-page'),
              (m) => m.InternshipFinderPage,
            ),
          },
          {
            path: ROUTES.interviewSimulator,
            handle: { title: 'Interview Simulator' },
            Component: page(
              () => import('./features/interview/pages/interview-simulator-page'),
              (m) => m.InterviewSimulatorPage,
            ),
          },
          {
            path: ROUTES.createQuantProfile,
            handle: { title: 'Create Your Quant Profile' },
            Component: page(
              () => import('./features/quant-profile/pages/create-profile-page'),
              (m) => m.CreateProfilePage,
            ),
          },
          {
            path: ROUTES.createCompanyProfile,
            handle: { title: 'Create Company Profile' },
            Component: page(
              () => import('./features/company/pages/create-company-page'),
              (m) => m.CreateCompanyPage,
            ),
          },
          {
            path: ROUTES.operatorConsole,
            handle: { title: 'Operator console' },
            Component: page(
              () => import('./features/operator-console/pages/operator-console-page'),
              (m) => m.OperatorConsolePage,
            ),
          },
          {
            path: ROUTES.companyReviews,
            handle: { title: 'Company reviews' },
            Component: page(
              () => import('./features/company/pages/company-reviews-page'),
              (m) => m.CompanyReviewsPage,
            ),
          },
          {
            path: ROUTES.messageReports,
            handle: { title: 'Reported conversations' },
            Component: page(
              () => import('./features/message-reports/pages/message-reports-page'),
              (m) => m.MessageReportsPage,
            ),
          },
          {
            path: ROUTES.compensationReview,
            handle: { title: 'Compensation review' },
            Component: page(
              () => import('./features/compensation-review/pages/compensation-review-page'),
              (m) => m.CompensationReviewPage,
            ),
          },
          {
            path: ROUTES.operatorPeople,
            handle: { title: 'People and companies' },
            Component: page(
              () => import('./features/operator-people/pages/operator-people-page'),
              (m) => m.OperatorPeoplePage,
            ),
          },
          {
            path: ROUTES.auditLog,
            handle: { title: 'Audit log' },
            Component: page(
              () => import('./features/audit-log/pages/audit-log-page'),
              (m) => m.AuditLogPage,
            ),
          },
          {
            path: ROUTES.operatorInbox,
            handle: { title: 'Inbox' },
            Component: page(
              () => import('./features/operator-inbox/pages/operator-inbox-page'),
              (m) => m.OperatorInboxPage,
            ),
          },
          {
            // The firm screens: a company member, and per screen (handle.firmAccess) a verified company or the owner.
            // Its code is fetched with the firm page's own, in parallel (preloadPages), not with every page's shell.
            Component: page(
              () => import('./features/company/components/firm-guard'),
              (m) => m.FirmGuard,
            ),
            children: [
              {
                path: ROUTES.companyDashboard,
                handle: { title: 'Company Dashboard', firmAccess: 'member' },
                Component: page(
                  () => import('./features/company/pages/company-dashboard-page'),
                  (m) => m.CompanyDashboardPage,
                ),
              },
              {
                path: ROUTES.companySettings,
                handle: { title: 'Company Settings', firmAccess: 'member' },
                Component: page(
                  () => import('./features/company/pages/company-settings-page'),
                  (m) => m.CompanySettingsPage,
                ),
              },
              {
                path: ROUTES.postProject,
                handle: { title: 'Post a Quant Project', firmAccess: 'member' },
                Component: page(
                  () => import('./features/projects/pages/post-project-page'),
                  (m) => m.PostProjectPage,
                ),
              },
              {
                path: ROUTES.editProject,
                handle: { title: 'Edit project', firmAccess: 'member' },
                Component: page(
                  () => import('./features/projects/pages/post-project-page'),
                  (m) => m.PostProjectPage,
                ),
              },
              {
                path: ROUTES.projectProposals,
                handle: { title: 'Project proposals', firmAccess: 'member' },
                Component: page(
                  () => import('./features/projects/pages/project-proposals-page'),
                  (m) => m.ProjectProposalsPage,
                ),
              },
              {
                path: ROUTES.internshipBoard,
                handle: { title: 'Internship Board', firmAccess: 'member' },
                Component: page(
                  () => import('./features/internship-board/pages/internship-board-page'),
                  (m) => m.InternshipBoardPage,
                ),
              },
              {
                path: ROUTES.viewTalent,
                handle: { title: 'Talent Directory', firmAccess: 'verified' },
                Component: page(
                  () => import('./features/talent/pages/talent-directory-page'),
                  (m) => m.TalentDirectoryPage,
                ),
              },
              {
                path: ROUTES.talentProfile,
                handle: { title: 'Talent Profile', firmAccess: 'verified' },
                Component: page(
                  () => import('./features/talent/pages/talent-profile-page'),
                  (m) => m.TalentProfilePage,
                ),
              },
              {
                path: ROUTES.talentMatch,
                handle: { title: 'AI Talent Match', firmAccess: 'verified' },
                Component: page(
                  () => import('./features/talent-match/pages/talent-match-page'),
                  (m) => m.TalentMatchPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: ROUTES.companyInvitation,
        handle: { title: 'Company invitation' },
        Component: page(
          () => import('./features/company/pages/company-invitation-page'),
          (m) => m.CompanyInvitationPage,
        ),
      },
      {
        path: ROUTES.newsletterConfirm,
        handle: { title: 'Newsletter subscription' },
        Component: page(
          () => import('./features/newsletter/pages/newsletter-confirm-page'),
          (m) => m.NewsletterConfirmPage,
        ),
      },
      {
        path: ROUTES.unsubscribe,
        handle: { title: 'Unsubscribe' },
        Component: page(
          () => import('./features/newsletter/pages/unsubscribe-page'),
          (m) => m.UnsubscribePage,
        ),
      },
      {
        path: ROUTES.companyPage,
        handle: { title: 'Company' },
        Component: page(
          () => import('./features/company/pages/public-company-page'),
          (m) => m.PublicCompanyPage,
        ),
      },
      ...Object.entries(REDIRECTS).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      {
        path: '*',
        handle: { title: 'Page not found' },
        Component: page(
          () => import('./components/layout/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/** The addresses whose routes are kept: a visit's pages, with room to spare (the server renders many addresses). */
const ADDRESSES_KEPT = 50;

/** What an address's routes are: its matches, and the branch of the tree they form (built on first use). */
interface AddressRoutes {
  matches: RouteMatch[] | null;
  branch?: RouteObject[];
}
const routesByPathname = new Map<string, AddressRoutes>();

/**
 * The routes of `pathname`, kept: matchRoutes flattens, ranks and compiles every route on each call, and each
 * render of AppRoutes asks for the same address's routes several times; they never change.
 */
function routesOf(pathname: string): AddressRoutes {
  let found = routesByPathname.get(pathname);
  if (found === undefined) {
    found = { matches: matchRoutes(routes, pathname) };
    if (routesByPathname.size >= ADDRESSES_KEPT) routesByPathname.delete(routesByPathname.keys().next().value ?? '');
    routesByPathname.set(pathname, found);
  }
  return found;
}

/** The routes matching `pathname`, outermost first. */
function matchesOf(pathname: string): RouteMatch[] | null {
  return routesOf(pathname).matches;
}

/**
 * The route tree cut down to the routes matching `pathname`, each keeping only the child on the way. useRoutes
 * matches its routes again on every render; given the whole tree, that is flattening and ranking some sixty routes
 * each time (50 ms of a phone's start), given this branch, a few.
 */
export function routeBranchOf(pathname: string): RouteObject[] {
  const found = routesOf(pathname);
  if (found.branch === undefined) {
    let child: RouteObject | undefined;
    for (const { route } of [...(found.matches ?? [])].reverse()) {
      child = route.index ? { ...route } : { ...route, children: child ? [child] : undefined };
    }
    found.branch = child ? [child] : [];
  }
  return found.branch;
}

function lazyPagesOf(pathname: string): LazyPage[] {
  return (matchesOf(pathname) ?? []).flatMap(({ route }) => {
    const component = route.Component as Partial<LazyPage> | null | undefined;
    return component?.preload ? [component as LazyPage] : [];
  });
}

/**
 * Fetches the code of every page `pathname` shows, so the first render (and hydration) needs no waiting. Matching
 * the address the first time and asking for the code are each about 50 ms on a phone: two tasks, not one.
 */
export async function preloadPages(pathname: string): Promise<void> {
  if (pagesLoaded(pathname)) return;
  await yieldToBrowser();
  await Promise.all(lazyPagesOf(pathname).map((page) => page.preload()));
}

function pagesLoaded(pathname: string): boolean {
  return lazyPagesOf(pathname).every((page) => page.loaded());
}

/**
 * The address to show: the current one once the code of its pages is there, until then the last one shown, so the
 * current page stays (with the loading bar) instead of going blank. A chunk that fails to download is the error
 * page, as a page that throws.
 */
function useLoadedLocation(location: Location): { shown: Location; failure: unknown } {
  const ready = pagesLoaded(location.pathname);
  const lastShown = useRef(location);
  if (ready) lastShown.current = location;
  const [, codeArrived] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState<{ at: Location; failure: unknown }>();
  useEffect(() => {
    if (ready) return;
    let live = true;
    preloadPages(location.pathname).then(
      () => live && codeArrived(),
      (failure: unknown) => live && setFailed({ at: location, failure: failure ?? new Error('The page did not load') }),
    );
    return () => {
      live = false;
    };
  }, [location, ready]);
  return { shown: lastShown.current, failure: failed?.at === location ? failed.failure : undefined };
}

function Throw({ error }: { error: unknown }): never {
  throw error;
}

/** The `handle` of every route matching `pathname`, outermost first (the page title is read from them). */
export function routeHandles(pathname: string): unknown[] {
  return (matchesOf(pathname) ?? []).map((match) => match.route.handle);
}

/**
 * The app's pages for the current address (declarative routing: BrowserRouter in the browser, StaticRouter on the
 * server). An error while showing a page replaces the whole layout with the error page until the next move.
 */
export function AppRoutes() {
  const location = useLocation();
  const { shown, failure } = useLoadedLocation(location);
  const handles = routeHandles(shown.pathname);
  // Given a location, useRoutes also provides it to the pages: the page that stays sees its own address.
  const element = useRoutes(routeBranchOf(shown.pathname), shown);
  return (
    <RouteHandlesContext value={handles}>
      <RouteErrorBoundary resetKey={location.key}>{failure ? <Throw error={failure} /> : element}</RouteErrorBoundary>
    </RouteHandlesContext>
  );
}

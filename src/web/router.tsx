import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout';
import { RouteError } from './components/layout/route-error';
import { RequireAuth } from './features/auth/components/require-auth';
import { REDIRECTS } from '../shared/routes';

/** Every page is its own chunk: the home page downloads only its own code. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** Screens that later issues build; they exist now so every route of the spec answers. */
function placeholder(path: string, title: string): RouteObject {
  return {
    path,
    handle: { title },
    lazy: page(
      () => import('./components/layout/placeholder-page'),
      (m) => m.PlaceholderPage,
    ),
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: page(
          () => import('./features/marketing/pages/home-page'),
          (m) => m.HomePage,
        ),
      },
      {
        path: 'about',
        handle: { title: 'About' },
        lazy: page(
          () => import('./features/marketing/pages/about-page'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'for-funds',
        handle: { title: 'For Funds' },
        lazy: page(
          () => import('./features/marketing/pages/for-funds-page'),
          (m) => m.ForFundsPage,
        ),
      },
      {
        path: 'for-funds/overview',
        handle: { title: 'For Funds: Overview' },
        lazy: page(
          () => import('./features/marketing/pages/funds-overview-page'),
          (m) => m.FundsOverviewPage,
        ),
      },
      {
        path: 'for-quants/overview',
        handle: { title: 'For Quants: Overview' },
        lazy: page(
          () => import('./features/marketing/pages/quants-overview-page'),
          (m) => m.QuantsOverviewPage,
        ),
      },
      {
        path: 'leap-market',
        handle: { title: 'LeapMarket' },
        lazy: page(
          () => import('./features/marketing/pages/leap-market-page'),
          (m) => m.LeapMarketPage,
        ),
      },
      {
        path: 'blog',
        handle: { title: 'Blog' },
        lazy: page(
          () => import('./features/blog/pages/blog-page'),
          (m) => m.BlogPage,
        ),
      },
      {
        path: 'contact',
        handle: { title: 'Contact' },
        lazy: page(
          () => import('./features/contact/pages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'quant-firms-list',
        handle: { title: 'Quant Firms List' },
        lazy: page(
          () => import('./features/firms/pages/firms-page'),
          (m) => m.FirmsPage,
        ),
      },
      {
        path: 'quant-competitions',
        handle: { title: 'Quant Competitions' },
        lazy: page(
          () => import('./features/competitions/pages/competitions-page'),
          (m) => m.CompetitionsPage,
        ),
      },
      {
        path: 'privacy',
        handle: { title: 'Privacy Policy' },
        lazy: page(
          () => import('./features/legal/pages/privacy-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'terms',
        handle: { title: 'Terms of Service' },
        lazy: page(
          () => import('./features/legal/pages/terms-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: 'login',
        handle: { title: 'Sign In' },
        lazy: page(
          () => import('./features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'signup',
        handle: { title: 'Sign Up' },
        lazy: page(
          () => import('./features/auth/pages/login-page'),
          (m) => m.SignUpPage,
        ),
      },
      {
        path: 'reset-password',
        handle: { title: 'Reset Password' },
        lazy: page(
          () => import('./features/auth/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: 'dev/mailbox',
        handle: { title: 'Development mailbox' },
        lazy: page(
          () => import('./features/mail/pages/dev-mailbox-page'),
          (m) => m.DevMailboxPage,
        ),
      },
      {
        path: 'email-test',
        handle: { title: 'Email Testing Tool' },
        lazy: page(
          () => import('./features/email-test/pages/email-test-page'),
          (m) => m.EmailTestPage,
        ),
      },
      {
        path: 'compensation-insights',
        handle: { title: 'Quant Compensation Insights' },
        lazy: page(
          () => import('./features/compensation/pages/compensation-page'),
          (m) => m.CompensationPage,
        ),
      },
      {
        // Spec §2: every screen below needs a signed-in user.
        Component: RequireAuth,
        children: [
          {
            path: 'dashboard',
            handle: { title: 'Dashboard' },
            lazy: page(
              () => import('./features/dashboard/pages/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: 'profile',
            handle: { title: 'Your Profile' },
            lazy: page(
              () => import('./features/profile/pages/profile-page'),
              (m) => m.ProfilePage,
            ),
          },
          placeholder('messages', 'Messages'),
          {
            path: 'quants/internship-finder',
            handle: { title: 'Internship Finder' },
            lazy: page(
              () => import('./features/internships/pages/internship-finder-page'),
              (m) => m.InternshipFinderPage,
            ),
          },
          {
            path: 'quants/interview-simulator',
            handle: { title: 'Interview Simulator' },
            lazy: page(
              () => import('./features/interview/pages/interview-simulator-page'),
              (m) => m.InterviewSimulatorPage,
            ),
          },
          {
            path: 'quants/create-profile',
            handle: { title: 'Create Your Quant Profile' },
            lazy: page(
              () => import('./features/quant-profile/pages/create-profile-page'),
              (m) => m.CreateProfilePage,
            ),
          },
          placeholder('funds/post-project', 'Post a Quant Project'),
          placeholder('funds/view-talent', 'Talent Directory'),
          placeholder('funds/internship-board', 'Internship Board'),
          placeholder('funds/company-dashboard', 'Company Dashboard'),
          placeholder('funds/talent-match', 'AI Talent Match'),
          placeholder('funds/create-profile', 'Create Company Profile'),
        ],
      },
      ...Object.entries(REDIRECTS).map(([from, to]) => ({
        path: from.slice(1),
        element: <Navigate to={to} replace />,
      })),
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: page(
          () => import('./components/layout/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

import { Hono } from 'hono';
import type { Config } from './config';
import type { AppEnv } from './app-env';
import type { Db } from './db/client';
import { competitionsRoutes } from './features/competitions/routes';
import { contactRoutes } from './features/contact/routes';
import { firmsRoutes } from './features/firms/routes';
import { healthRoutes } from './features/health/routes';
import { createAuth } from './features/auth/auth';
import { authRoutes } from './features/auth/routes';
import { signUpChallengeRoutes } from './features/auth/challenge-routes';
import { devMailboxRoutes } from './features/mail/routes';
import type { Mailer } from './platform/mail/mailer';
import type { RouteDeps } from './platform/route-deps';
import { rememberedSessions } from './platform/remembered-sessions';
import type { Storage } from './platform/storage/storage';
import { profileRoutes, uploadsRoutes } from './features/profile/routes';
import { quantProfileRoutes } from './features/quant-profile/routes';
import { interviewRoutes } from './features/interview/routes';
import { emailTestRoutes } from './features/email-test/routes';
import { compensationRoutes } from './features/compensation/routes';
import { applicationsRoutes, internshipsRoutes } from './features/internships/routes';
import {
  companyInvitationRoutes,
  companyReviewRoutes,
  companyRoutes,
  publicCompanyRoutes,
} from './features/company/routes';
import { companyDashboardRoutes } from './features/company-dashboard/routes';
import { internshipBoardRoutes } from './features/internship-board/routes';
import { talentRoutes } from './features/talent/routes';
import { talentMatchRoutes } from './features/talent-match/routes';
import { messageReportRoutes, messagesRoutes } from './features/messages/routes';
import { operatorConsoleRoutes } from './features/operator-console/routes';
import { operatorPeopleRoutes } from './features/operator-people/routes';
import { auditLogRoutes } from './features/audit-log/routes';
import { operatorInboxRoutes } from './features/operator-inbox/routes';
import { newsletterRoutes, unsubscribeRoutes } from './features/newsletter/routes';
import {
  leapMarketRoutes,
  myProjectInvitationsRoutes,
  myProposalsRoutes,
  projectsRoutes,
} from './features/projects/routes';
import { APPLICATION_MESSAGES, RESUME_MAX_BYTES } from '../shared/internships';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../shared/profile';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES } from '../shared/company';
import { AppError } from './platform/app-error';
import type { Logger } from './platform/logger';
import { apiPolicy } from './platform/api-policy';
import { createProxyTrust } from './platform/client-address';
import { warnAboutUntrustedLocalProxy } from './platform/proxy-misconfiguration';
import { requestContext } from './platform/request-context';
import { apiSecurityHeaders, securityHeaders } from './platform/security-headers';
import { createSharedAnswers } from './platform/shared-answers';
import { REFERENCE_TTL_MS } from './platform/reference-cache';
import { createStaticSite } from './platform/static-site';
import { createPageRenderer } from './platform/page-renderer';
import type { ErrorBody } from '../shared/contracts/common';
import { checkAnswers } from './platform/contract';
import { openApiRoutes } from './platform/openapi';
import { accountDeletionHooks } from './features/profile/account-deletion';
import { openInvitationFor } from './features/company/service';

export interface AppDeps {
  db: Db;
  config: Pick<
    Config,
    | 'appSecret'
    | 'publicUrl'
    | 'trustedOrigins'
    | 'trustedProxyHops'
    | 'trustedProxyAddresses'
    | 'devMailbox'
    | 'contactRateLimit'
    | 'compensationRateLimit'
    | 'webDir'
    | 'renderDir'
    | 'authRateLimitScale'
    | 'signUpRateLimit'
    | 'signUpGlobalRateLimit'
    | 'adminEmails'
    | 'newConversationsPerDay'
    | 'proposalsPerDay'
    | 'projectInvitationsPerDay'
  >;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  /**
   * Tests only: hold every answer of a contracted route to its contract (platform/contract.ts); a mismatch is a
   * 500 with the zod issues in the log. Off in production: the contracts are checked by the tests, not per request.
   */
  validateResponses?: boolean;
}

/** Builds the whole HTTP app from its dependencies; no global state, so every test builds its own. */
export function createApp({ db, config, logger, mailer, storage, validateResponses = false }: AppDeps) {
  const secureCookies = config.publicUrl.startsWith('https://');
  const auth = createAuth({
    db,
    config,
    mailer,
    logger,
    accountDeletion: accountDeletionHooks(db, storage),
    welcomeInvitation: (email) => openInvitationFor(db, email),
  });
  const proxy = createProxyTrust({ hops: config.trustedProxyHops, addresses: config.trustedProxyAddresses });
  const sharedAnswers = createSharedAnswers({
    baseHeaders: apiSecurityHeaders({ https: secureCookies }),
    logger,
    ttlMs: REFERENCE_TTL_MS,
    maxEntries: 1000,
  });

  // Every route reads the caller through this; only the auth routes talk to better-auth itself.
  const sessions = rememberedSessions(auth, db);
  const routeDeps: RouteDeps = {
    auth: sessions,
    storage,
    mailer,
    secret: config.appSecret,
    publicUrl: config.publicUrl,
  };

  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes())
    .route('/openapi.json', openApiRoutes())
    .route('/auth', authRoutes(auth, { db, proxy }))
    // Bound here: challenge-routes.ts is not a routes.ts of its own.
    .route('/auth-challenge', signUpChallengeRoutes({ secret: config.appSecret }))
    .route('/dev', devMailboxRoutes(mailer, { mailbox: config.devMailbox, proxy }))
    .route('/profile', profileRoutes({ auth: sessions, storage, secret: config.appSecret }))
    .route('/quant-profile', quantProfileRoutes({ auth: sessions, secret: config.appSecret }))
    .route('/interview', interviewRoutes({ auth: sessions, secret: config.appSecret }))
    .route('/internships', internshipsRoutes({ auth: sessions }))
    .route('/applications', applicationsRoutes(routeDeps))
    .route('/company', companyRoutes(routeDeps))
    .route('/company-dashboard', companyDashboardRoutes(routeDeps))
    .route('/company-invitations', companyInvitationRoutes(routeDeps))
    .route('/company-reviews', companyReviewRoutes({ ...routeDeps, adminEmails: config.adminEmails }))
    .route('/companies', publicCompanyRoutes(storage))
    .route('/internship-board', internshipBoardRoutes(routeDeps))
    .route('/talent', talentRoutes(routeDeps))
    .route('/talent-match', talentMatchRoutes(routeDeps))
    .route('/messages', messagesRoutes({ ...routeDeps, newConversationsPerDay: config.newConversationsPerDay }))
    .route('/message-reports', messageReportRoutes({ ...routeDeps, adminEmails: config.adminEmails }))
    .route('/operator-console', operatorConsoleRoutes({ ...routeDeps, adminEmails: config.adminEmails }))
    .route('/operator-people', operatorPeopleRoutes({ ...routeDeps, adminEmails: config.adminEmails }))
    .route('/audit-log', auditLogRoutes({ auth: sessions, adminEmails: config.adminEmails }))
    .route('/operator-inbox', operatorInboxRoutes({ ...routeDeps, adminEmails: config.adminEmails }))
    .route('/newsletter', newsletterRoutes(routeDeps))
    .route('/unsubscribe', unsubscribeRoutes(routeDeps))
    .route('/projects', projectsRoutes({ ...routeDeps, invitationsPerDay: config.projectInvitationsPerDay }))
    .route('/leap-market', leapMarketRoutes({ ...routeDeps, proposalsPerDay: config.proposalsPerDay }))
    .route('/my-proposals', myProposalsRoutes(routeDeps))
    .route('/my-project-invitations', myProjectInvitationsRoutes(routeDeps))
    .route(
      '/email-test',
      emailTestRoutes({ auth: sessions, mailer, secret: config.appSecret, adminEmails: config.adminEmails, proxy }),
    )
    .route('/firms', firmsRoutes(db, sharedAnswers))
    .route('/competitions', competitionsRoutes(db, sharedAnswers))
    .route(
      '/compensation',
      compensationRoutes({
        auth: sessions,
        secret: config.appSecret,
        adminEmails: config.adminEmails,
        perHour: config.compensationRateLimit,
        proxy,
      }),
    )
    .route(
      '/contact',
      contactRoutes({
        ...routeDeps,
        secureCookies,
        proxy,
        perHour: config.contactRateLimit,
      }),
    );

  const app = new Hono<AppEnv>();
  app.use(requestContext({ db, logger }));
  app.use(warnAboutUntrustedLocalProxy(proxy));
  app.use(securityHeaders({ https: secureCookies }));

  app.use(
    '/api/*',
    apiPolicy({
      // Multipart overhead (and a cover letter) on top of the 5 MB file; the file is checked again after parsing.
      largeBodies: {
        '/api/profile/avatar': { maxBytes: AVATAR_MAX_BYTES + 64 * 1024, message: AVATAR_MESSAGES.tooLarge },
        '/api/company/logo': { maxBytes: LOGO_MAX_BYTES + 64 * 1024, message: COMPANY_MESSAGES.logoTooLarge },
        '/api/applications': {
          maxBytes: RESUME_MAX_BYTES + 64 * 1024,
          message: APPLICATION_MESSAGES.resumeTooLarge,
        },
      },
    }),
  );

  if (validateResponses) app.use('/api/*', checkAnswers());
  app.route('/api', api);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });

  app.route('/uploads', uploadsRoutes(storage));

  const renderer = createPageRenderer({
    dir: config.renderDir,
    // The page's queries go through the whole app, as the browser's would (an anonymous visitor's).
    fetchApi: (url, init) => Promise.resolve(app.fetch(new Request(new URL(url, 'http://in-process.local'), init))),
    logger,
    maxEntries: 500,
  });
  const site = createStaticSite(config.webDir, renderer);
  app.on(['GET', 'HEAD'], '*', (c) =>
    site ? site(c) : c.text('The web app is not built yet: run `npm run build`, then restart.', 503),
  );

  app.onError((caught, c) => {
    const requestIdValue = c.var.requestId;
    const where = { requestId: requestIdValue, method: c.req.method, path: c.req.path };
    // A client that hangs up while sending its body makes the read fail: its doing, not a fault of ours.
    const hungUp = !(caught instanceof AppError) && c.req.raw.signal.aborted;
    if (hungUp) logger.info({ ...where, reason: caught.message }, 'client aborted the request');
    const error = hungUp ? new AppError('BAD_REQUEST', 'The request was cut off before its body arrived.') : caught;
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message, requestId: requestIdValue } };
      if (error.fields) body.error.fields = error.fields;
      return c.json(body, error.status);
    }
    logger.error({ err: error, ...where }, 'unhandled error');
    const body: ErrorBody = {
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
        requestId: requestIdValue,
      },
    };
    return c.json(body, 500);
  });

  // Answers every caller shares are replayed before routing and the middleware chain (see shared-answers.ts).
  const dispatch = app.fetch;
  app.fetch = (request, env, executionCtx) => sharedAnswers.serve(request) ?? dispatch(request, env, executionCtx);

  return app;
}

export type App = ReturnType<typeof createApp>;

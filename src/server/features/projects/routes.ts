import { Hono, type MiddlewareHandler } from 'hono';
import * as routes from '../../../shared/contracts/projects';
import type { AppEnv, VisitorEnv } from '../../app-env';
import {
  loadCompanyIfAny,
  requireCompanyMember,
  requireVerifiedCompany,
  type CompanyAccess,
} from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import type { RouteDeps } from '../../platform/route-deps';
import { optionalUser, requireUser, type SessionReader } from '../../platform/session';
import { parseJson, parseParams, parseQuery } from '../../platform/validate';
import { acceptProposal, declineProposal, listProjectProposals, shortlistProposal } from './firm-proposals';
import { acceptProjectNda, getMarketProject } from './leap-market';
import { listMarketProjects } from './market-list';
import type { MarketViewer } from './market-access';
import {
  closeProject,
  createProject,
  deleteProject,
  duplicateProject,
  getOwnProject,
  listOwnProjects,
  publishProject,
  renewProject,
  reopenProject,
  updateProject,
} from './service';
import { listMyProposals, submitProposal, updateProposal, withdrawProposal } from './proposals';
import {
  inviteToProject,
  listMyProjectInvitations,
  listProjectInvitations,
  withdrawProjectInvitation,
} from './invitations';

/**
 * The caller's company's projects: any member (owner or recruiter) drafts, edits, duplicates, closes and deletes
 * drafts; publishing, reopening and renewing need a verified company. The company is always the caller's own.
 */
export function projectsRoutes(options: RouteDeps & { invitationsPerDay: number }) {
  const csrf = requireCsrf(options.secret);
  const member = requireCompanyMember(options.auth);
  const verified = requireVerifiedCompany(options.auth);
  return new Hono<AppEnv>()
    .get('/', contract(routes.listOwnProjectsRoute), member, async (c) =>
      answer(c, routes.listOwnProjectsRoute, await listOwnProjects(c.var.db, c.var.company.id)),
    )
    .post('/', contract(routes.createProjectRoute), csrf, member, async (c) => {
      const draft = await parseJson(c, routes.createProjectRoute);
      return answer(
        c,
        routes.createProjectRoute,
        await createProject(c.var.db, c.var.company, c.var.user.id, draft),
        201,
      );
    })
    .get('/:id', contract(routes.getOwnProjectRoute), member, async (c) => {
      const { id } = parseParams(c, routes.getOwnProjectRoute);
      return answer(c, routes.getOwnProjectRoute, await getOwnProject(c.var.db, c.var.company.id, id));
    })
    .put('/:id', contract(routes.updateProjectRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.updateProjectRoute);
      const draft = await parseJson(c, routes.updateProjectRoute);
      return answer(c, routes.updateProjectRoute, await updateProject(c.var.db, c.var.company, id, draft));
    })
    .delete('/:id', contract(routes.deleteProjectRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.deleteProjectRoute);
      await deleteProject(c.var.db, c.var.company, id);
      return c.body(null, 204);
    })
    .post('/:id/publish', contract(routes.publishProjectRoute), csrf, verified, async (c) => {
      const { id } = parseParams(c, routes.publishProjectRoute);
      return answer(c, routes.publishProjectRoute, await publishProject(c.var.db, c.var.company, id));
    })
    .post('/:id/duplicate', contract(routes.duplicateProjectRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.duplicateProjectRoute);
      return answer(
        c,
        routes.duplicateProjectRoute,
        await duplicateProject(c.var.db, c.var.company, c.var.user.id, id),
        201,
      );
    })
    .post('/:id/close', contract(routes.closeProjectRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.closeProjectRoute);
      return answer(c, routes.closeProjectRoute, await closeProject(c.var.db, c.var.company, id));
    })
    .post('/:id/reopen', contract(routes.reopenProjectRoute), csrf, verified, async (c) => {
      const { id } = parseParams(c, routes.reopenProjectRoute);
      return answer(c, routes.reopenProjectRoute, await reopenProject(c.var.db, c.var.company, id));
    })
    .post('/:id/renew', contract(routes.renewProjectRoute), csrf, verified, async (c) => {
      const { id } = parseParams(c, routes.renewProjectRoute);
      return answer(c, routes.renewProjectRoute, await renewProject(c.var.db, c.var.company, id));
    })
    .route('/', projectProposalRoutes(options))
    .route('/', projectInvitationRoutes(options));
}

/**
 * A project's invitations (mounted under /api/projects): members of a verified company invite the quants they may
 * see in the talent directory (addressed by quant profile id), list and withdraw them; at most `invitationsPerDay`
 * (PROJECT_INVITATIONS_PER_DAY) new ones a day per company. The project must be the caller's company's.
 */
function projectInvitationRoutes(options: RouteDeps & { invitationsPerDay: number }) {
  const csrf = requireCsrf(options.secret);
  const verified = requireVerifiedCompany(options.auth);
  const deps = {
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    secret: options.secret,
    perDay: options.invitationsPerDay,
  };
  return new Hono<AppEnv>()
    .post('/:id/invitations', contract(routes.inviteToProjectRoute), csrf, verified, async (c) => {
      const { id } = parseParams(c, routes.inviteToProjectRoute);
      const { profileId } = await parseJson(c, routes.inviteToProjectRoute);
      const invited = await inviteToProject(c.var.db, c.var.company, c.var.user.id, id, profileId, deps);
      return answer(c, routes.inviteToProjectRoute, invited, invited.alreadyInvited ? 200 : 201);
    })
    .get('/:id/invitations', contract(routes.listProjectInvitationsRoute), verified, async (c) => {
      const { id } = parseParams(c, routes.listProjectInvitationsRoute);
      return answer(c, routes.listProjectInvitationsRoute, await listProjectInvitations(c.var.db, c.var.company, id));
    })
    .delete(
      '/:id/invitations/:profileId',
      contract(routes.withdrawProjectInvitationRoute),
      csrf,
      verified,
      async (c) => {
        const { id, profileId } = parseParams(c, routes.withdrawProjectInvitationRoute);
        await withdrawProjectInvitation(c.var.db, c.var.company, id, profileId);
        return c.body(null, 204);
      },
    );
}

/**
 * A project's proposals (mounted under /api/projects): members of a verified company read, shortlist, decline and
 * accept them (a proposal shows a quant's name, skills and rate). The project must be the caller's company's (firm-proposals.ts).
 */
function projectProposalRoutes(options: RouteDeps) {
  const csrf = requireCsrf(options.secret);
  const verified = requireVerifiedCompany(options.auth);
  return new Hono<AppEnv>()
    .get('/:id/proposals', contract(routes.listProjectProposalsRoute), verified, async (c) => {
      const { id } = parseParams(c, routes.listProjectProposalsRoute);
      const query = parseQuery(c, routes.listProjectProposalsRoute);
      return answer(
        c,
        routes.listProjectProposalsRoute,
        await listProjectProposals(c.var.db, c.var.company, id, query),
      );
    })
    .post(
      '/:id/proposals/:proposalId/shortlist',
      contract(routes.shortlistProposalRoute),
      csrf,
      verified,
      async (c) => {
        const { id: project, proposalId: proposal } = parseParams(c, routes.shortlistProposalRoute);
        return answer(
          c,
          routes.shortlistProposalRoute,
          await shortlistProposal(c.var.db, c.var.company, project, proposal),
        );
      },
    )
    .post('/:id/proposals/:proposalId/decline', contract(routes.declineProposalRoute), csrf, verified, async (c) => {
      const { id: project, proposalId: proposal } = parseParams(c, routes.declineProposalRoute);
      const { reason } = await parseJson(c, routes.declineProposalRoute);
      return answer(
        c,
        routes.declineProposalRoute,
        await declineProposal(c.var.db, c.var.company, project, proposal, reason),
      );
    })
    .post('/:id/proposals/:proposalId/accept', contract(routes.acceptProposalRoute), csrf, verified, async (c) => {
      const { id: project, proposalId: proposal } = parseParams(c, routes.acceptProposalRoute);
      return answer(
        c,
        routes.acceptProposalRoute,
        await acceptProposal(c.var.db, c.var.company, c.var.user.id, project, proposal),
      );
    });
}

type MarketEnv = VisitorEnv & { Variables: VisitorEnv['Variables'] & { company?: CompanyAccess } };

/** Reads the session if any and, for a signed-in caller, their company (company-access decides it). */
function marketViewer(auth: SessionReader): MiddlewareHandler<MarketEnv> {
  const visitor = optionalUser(auth);
  const company = loadCompanyIfAny(auth);
  return async (c, next) =>
    visitor(c, async () => {
      if (c.var.user) await company(c as never, next);
      else await next();
    });
}

const viewerOf = (c: { var: MarketEnv['Variables'] }): MarketViewer => ({
  userId: c.var.user?.id ?? null,
  companyId: c.var.company?.id ?? null,
});

/**
 * LeapMarket: visitors list and read projects; signed-in quants accept NDA notices and send proposals, at most
 * `proposalsPerDay` (PROPOSALS_PER_DAY) new ones in 24 hours.
 */
export function leapMarketRoutes(options: RouteDeps & { proposalsPerDay: number }) {
  const perDay = options.proposalsPerDay;
  const csrf = requireCsrf(options.secret);
  const viewer = marketViewer(options.auth);
  const signedIn = requireUser(options.auth);
  const withCompany = loadCompanyIfAny(options.auth);
  const logoUrl = (key: string) => options.storage.urlFor(key);
  // A quant's proposal: the quant is the session's user; their company (if any) only refuses its own projects.
  const quant = (c: { var: { user: { id: string }; company?: CompanyAccess } }) => ({
    userId: c.var.user.id,
    companyId: c.var.company?.id ?? null,
  });
  return new Hono<AppEnv>()
    .get('/', contract(routes.listMarketProjectsRoute), viewer, async (c) => {
      const query = parseQuery(c, routes.listMarketProjectsRoute);
      return answer(c, routes.listMarketProjectsRoute, await listMarketProjects(c.var.db, viewerOf(c), query, logoUrl));
    })
    .get('/:id', contract(routes.getMarketProjectRoute), viewer, async (c) => {
      const { id } = parseParams(c, routes.getMarketProjectRoute);
      return answer(
        c,
        routes.getMarketProjectRoute,
        await getMarketProject(c.var.db, viewerOf(c), id, logoUrl, perDay),
      );
    })
    .post('/:id/nda', contract(routes.acceptProjectNdaRoute), csrf, signedIn, withCompany, async (c) => {
      const { id } = parseParams(c, routes.acceptProjectNdaRoute);
      const caller = { userId: c.var.user.id, companyId: c.var.company?.id ?? null };
      return answer(c, routes.acceptProjectNdaRoute, await acceptProjectNda(c.var.db, caller, id, logoUrl, perDay));
    })
    .post('/:id/proposal', contract(routes.submitProposalRoute), csrf, signedIn, withCompany, async (c) => {
      const proposal = await parseJson(c, routes.submitProposalRoute);
      const { id } = parseParams(c, routes.submitProposalRoute);
      return answer(c, routes.submitProposalRoute, await submitProposal(c.var.db, quant(c), id, proposal, perDay), 201);
    })
    .put('/:id/proposal', contract(routes.updateProposalRoute), csrf, signedIn, withCompany, async (c) => {
      const proposal = await parseJson(c, routes.updateProposalRoute);
      const { id } = parseParams(c, routes.updateProposalRoute);
      return answer(c, routes.updateProposalRoute, await updateProposal(c.var.db, quant(c), id, proposal));
    })
    .delete('/:id/proposal', contract(routes.withdrawProposalRoute), csrf, signedIn, withCompany, async (c) => {
      const { id } = parseParams(c, routes.withdrawProposalRoute);
      return answer(c, routes.withdrawProposalRoute, await withdrawProposal(c.var.db, quant(c), id));
    });
}

/** The signed-in quant's own proposals (/api/my-proposals): the user id comes from the session only. */
export function myProposalsRoutes(options: RouteDeps) {
  const signedIn = requireUser(options.auth);
  return new Hono<AppEnv>().get('/', contract(routes.listMyProposalsRoute), signedIn, async (c) => {
    const { page } = parseQuery(c, routes.listMyProposalsRoute);
    return answer(c, routes.listMyProposalsRoute, await listMyProposals(c.var.db, c.var.user.id, page));
  });
}

/** The projects the signed-in user is invited to (/api/my-project-invitations): the user id comes from the session. */
export function myProjectInvitationsRoutes(options: RouteDeps) {
  const signedIn = requireUser(options.auth);
  return new Hono<AppEnv>().get('/', contract(routes.listMyProjectInvitationsRoute), signedIn, async (c) =>
    answer(c, routes.listMyProjectInvitationsRoute, await listMyProjectInvitations(c.var.db, c.var.user.id)),
  );
}

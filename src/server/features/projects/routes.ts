import { Hono, type MiddlewareHandler } from 'hono';
import { PROJECT_MESSAGES } from '../../../shared/projects';
import * as routes from '../../../shared/contracts/projects';
import type { AppEnv, VisitorEnv } from '../../app-env';
import {
  loadCompanyIfAny,
  requireCompanyMember,
  requireVerifiedCompany,
  type CompanyAccess,
} from '../../platform/company-access';
import { contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import type { RouteDeps } from '../../platform/route-deps';
import { optionalUser, requireUser, type SessionReader } from '../../platform/session';
import { parseJson, parseQuery, rowId } from '../../platform/validate';
import { acceptProjectNda, getMarketProject, listMarketProjects } from './leap-market';
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

/** A project id from the URL: anything that is not a UUID we could have issued is simply not found. */
const projectId = (id: string) => rowId(id, PROJECT_MESSAGES.notFound);

/**
 * The caller's company's projects: any member (owner or recruiter) drafts, edits, duplicates, closes and deletes
 * drafts; publishing, reopening and renewing need a verified company. The company is always the caller's own.
 */
export function projectsRoutes(options: RouteDeps) {
  const csrf = requireCsrf(options.secret);
  const member = requireCompanyMember(options.auth);
  const verified = requireVerifiedCompany(options.auth);
  return new Hono<AppEnv>()
    .get('/', contract(routes.listOwnProjectsRoute), member, async (c) =>
      c.json(await listOwnProjects(c.var.db, c.var.company.id)),
    )
    .post('/', contract(routes.createProjectRoute), csrf, member, async (c) => {
      const draft = await parseJson(c, routes.createProjectRoute);
      return c.json(await createProject(c.var.db, c.var.company, c.var.user.id, draft), 201);
    })
    .get('/:id', contract(routes.getOwnProjectRoute), member, async (c) =>
      c.json(await getOwnProject(c.var.db, c.var.company.id, projectId(c.req.param('id')))),
    )
    .put('/:id', contract(routes.updateProjectRoute), csrf, member, async (c) => {
      const id = projectId(c.req.param('id'));
      const draft = await parseJson(c, routes.updateProjectRoute);
      return c.json(await updateProject(c.var.db, c.var.company, id, draft));
    })
    .delete('/:id', contract(routes.deleteProjectRoute), csrf, member, async (c) => {
      await deleteProject(c.var.db, c.var.company, projectId(c.req.param('id')));
      return c.body(null, 204);
    })
    .post('/:id/publish', contract(routes.publishProjectRoute), csrf, verified, async (c) =>
      c.json(await publishProject(c.var.db, c.var.company, projectId(c.req.param('id')))),
    )
    .post('/:id/duplicate', contract(routes.duplicateProjectRoute), csrf, member, async (c) =>
      c.json(await duplicateProject(c.var.db, c.var.company, c.var.user.id, projectId(c.req.param('id'))), 201),
    )
    .post('/:id/close', contract(routes.closeProjectRoute), csrf, member, async (c) =>
      c.json(await closeProject(c.var.db, c.var.company, projectId(c.req.param('id')))),
    )
    .post('/:id/reopen', contract(routes.reopenProjectRoute), csrf, verified, async (c) =>
      c.json(await reopenProject(c.var.db, c.var.company, projectId(c.req.param('id')))),
    )
    .post('/:id/renew', contract(routes.renewProjectRoute), csrf, verified, async (c) =>
      c.json(await renewProject(c.var.db, c.var.company, projectId(c.req.param('id')))),
    );
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

/** LeapMarket: visitors list and read projects; signed-in quants accept NDA notices. */
export function leapMarketRoutes(options: RouteDeps) {
  const csrf = requireCsrf(options.secret);
  const viewer = marketViewer(options.auth);
  const signedIn = requireUser(options.auth);
  const withCompany = loadCompanyIfAny(options.auth);
  const logoUrl = (key: string) => options.storage.urlFor(key);
  return new Hono<AppEnv>()
    .get('/', contract(routes.listMarketProjectsRoute), viewer, async (c) => {
      const query = parseQuery(c, routes.listMarketProjectsRoute);
      return c.json(await listMarketProjects(c.var.db, viewerOf(c), query, logoUrl));
    })
    .get('/:id', contract(routes.getMarketProjectRoute), viewer, async (c) =>
      c.json(await getMarketProject(c.var.db, viewerOf(c), projectId(c.req.param('id')), logoUrl)),
    )
    .post('/:id/nda', contract(routes.acceptProjectNdaRoute), csrf, signedIn, withCompany, async (c) => {
      const id = projectId(c.req.param('id'));
      const caller = { userId: c.var.user.id, companyId: c.var.company?.id ?? null };
      return c.json(await acceptProjectNda(c.var.db, caller, id, logoUrl));
    });
}

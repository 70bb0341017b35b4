import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/internship-board';
import type { AppEnv } from '../../app-env';
import { requireCompanyMember, requireVerifiedCompany } from '../../platform/company-access';
import { contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import type { RouteDeps } from '../../platform/route-deps';
import { parseJson, parseParams, parseQuery } from '../../platform/validate';
import { applicantRoutes } from './applicant-routes';
import { getPayBenchmark } from './pay-benchmark';
import {
  closePosition,
  duplicatePosition,
  listOwnPositions,
  openPosition,
  postPosition,
  stillHiring,
  updatePosition,
} from './service';

/**
 * A hiring firm's own internship positions (Your Positions): every member lists, drafts, edits, duplicates and
 * closes them; members of a verified company publish and reopen them. The company is always the caller's own.
 */
export function internshipBoardRoutes(options: RouteDeps) {
  const csrf = requireCsrf(options.secret);
  const member = requireCompanyMember(options.auth);
  const verified = requireVerifiedCompany(options.auth);
  return new Hono<AppEnv>()
    .get('/positions', contract(routes.listOwnPositionsRoute), member, async (c) =>
      c.json(await listOwnPositions(c.var.db, c.var.company.id)),
    )
    .post('/positions', contract(routes.postPositionRoute), csrf, member, async (c) => {
      const input = await parseJson(c, routes.postPositionRoute);
      return c.json(await postPosition(c.var.db, c.var.company, input), 201);
    })
    .put('/positions/:id', contract(routes.updatePositionRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.updatePositionRoute);
      const input = await parseJson(c, routes.updatePositionRoute);
      return c.json(await updatePosition(c.var.db, c.var.company, id, input));
    })
    .post('/positions/:id/duplicate', contract(routes.duplicatePositionRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.duplicatePositionRoute);
      return c.json(await duplicatePosition(c.var.db, c.var.company, id), 201);
    })
    .post('/positions/:id/publish', contract(routes.publishPositionRoute), csrf, verified, async (c) => {
      const { id } = parseParams(c, routes.publishPositionRoute);
      return c.json(await openPosition(c.var.db, c.var.company, id));
    })
    .post('/positions/:id/close', contract(routes.closePositionRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.closePositionRoute);
      return c.json(await closePosition(c.var.db, c.var.company, id));
    })
    .post('/positions/:id/still-hiring', contract(routes.confirmStillHiringRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.confirmStillHiringRoute);
      return c.json(await stillHiring(c.var.db, c.var.company, id));
    })
    .get('/pay-benchmark', contract(routes.getPayBenchmarkRoute), member, async (c) =>
      c.json(await getPayBenchmark(c.var.db, parseQuery(c, routes.getPayBenchmarkRoute))),
    )
    .route('/', applicantRoutes(options));
}

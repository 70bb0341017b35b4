import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/internship-board';
import type { AppEnv } from '../../app-env';
import { requireCompanyMember, requireVerifiedCompany } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
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
      answer(c, routes.listOwnPositionsRoute, await listOwnPositions(c.var.db, c.var.company.id)),
    )
    .post('/positions', contract(routes.postPositionRoute), csrf, member, async (c) => {
      const input = await parseJson(c, routes.postPositionRoute);
      return answer(c, routes.postPositionRoute, await postPosition(c.var.db, c.var.company, input), 201);
    })
    .put('/positions/:id', contract(routes.updatePositionRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.updatePositionRoute);
      const input = await parseJson(c, routes.updatePositionRoute);
      return answer(c, routes.updatePositionRoute, await updatePosition(c.var.db, c.var.company, id, input));
    })
    .post('/positions/:id/duplicate', contract(routes.duplicatePositionRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.duplicatePositionRoute);
      return answer(c, routes.duplicatePositionRoute, await duplicatePosition(c.var.db, c.var.company, id), 201);
    })
    .post('/positions/:id/publish', contract(routes.publishPositionRoute), csrf, verified, async (c) => {
      const { id } = parseParams(c, routes.publishPositionRoute);
      return answer(c, routes.publishPositionRoute, await openPosition(c.var.db, c.var.company, id));
    })
    .post('/positions/:id/close', contract(routes.closePositionRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.closePositionRoute);
      return answer(c, routes.closePositionRoute, await closePosition(c.var.db, c.var.company, id));
    })
    .post('/positions/:id/still-hiring', contract(routes.confirmStillHiringRoute), csrf, member, async (c) => {
      const { id } = parseParams(c, routes.confirmStillHiringRoute);
      return answer(c, routes.confirmStillHiringRoute, await stillHiring(c.var.db, c.var.company, id));
    })
    .get('/pay-benchmark', contract(routes.getPayBenchmarkRoute), member, async (c) =>
      answer(
        c,
        routes.getPayBenchmarkRoute,
        await getPayBenchmark(c.var.db, parseQuery(c, routes.getPayBenchmarkRoute)),
      ),
    )
    .route('/', applicantRoutes(options));
}

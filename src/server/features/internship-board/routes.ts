import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireCsrf } from '../../platform/csrf';
import { parseJson } from '../../platform/validate';
import type { SessionReader } from '../../platform/session';
import { requireCompanyMember, requireVerifiedCompany } from '../../platform/company-access';
import { listOwnPositions, postPosition } from './service';
import { contract } from '../../platform/contract';
import { listOwnPositionsRoute, postPositionRoute } from '../../../shared/contracts/internships';

/** A hiring firm's own internship positions: every member lists them; members of a verified company publish. */
export function internshipBoardRoutes(options: { auth: SessionReader; secret: string }) {
  return new Hono<AppEnv>()
    .get('/positions', contract(listOwnPositionsRoute), requireCompanyMember(options.auth), async (c) =>
      c.json(await listOwnPositions(c.var.db, c.var.company.id)),
    )
    .post(
      '/positions',
      contract(postPositionRoute),
      requireCsrf(options.secret),
      requireVerifiedCompany(options.auth),
      async (c) => {
        const input = await parseJson(c, postPositionRoute);
        return c.json(await postPosition(c.var.db, c.var.company, input), 201);
      },
    );
}

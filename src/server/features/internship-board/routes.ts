import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireCsrf } from '../../platform/csrf';
import { parseJson } from '../../platform/validate';
import { requireUser, type SessionReader } from '../../platform/session';
import { listOwnPositions, postPosition } from './service';
import { contract } from '../../platform/contract';
import { listOwnPositionsRoute, postPositionRoute } from '../../../shared/contracts/internships';

/** A hiring firm's own internship positions: list and post. */
export function internshipBoardRoutes(options: { auth: SessionReader; secret: string }) {
  const signedIn = requireUser(options.auth);
  return new Hono<AppEnv>()
    .get('/positions', contract(listOwnPositionsRoute), signedIn, async (c) =>
      c.json(await listOwnPositions(c.var.db, c.var.user.id)),
    )
    .post('/positions', contract(postPositionRoute), requireCsrf(options.secret), signedIn, async (c) => {
      const input = await parseJson(c, postPositionRoute);
      return c.json(await postPosition(c.var.db, c.var.user.id, input), 201);
    });
}

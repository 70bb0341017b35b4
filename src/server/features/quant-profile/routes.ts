import { Hono } from 'hono';
import { visibilitySchema } from '../../../shared/quant-profile';
import type { AppEnv } from '../../app-env';
import { requireCsrf } from '../../platform/csrf';
import { parseJson } from '../../platform/validate';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { getVisibility, setVisibility } from './service';

/** The signed-in quant's own quant profile; the user id always comes from the session. */
export function quantProfileRoutes(options: { auth: Auth; secret: string }) {
  const signedIn = requireUser(options.auth);
  return new Hono<AppEnv>()
    .get('/visibility', signedIn, async (c) => c.json(await getVisibility(c.var.db, c.var.user!.id)))
    .put('/visibility', requireCsrf(options.secret), signedIn, async (c) => {
      const { isVisible } = await parseJson(c, visibilitySchema);
      return c.json(await setVisibility(c.var.db, c.var.user!.id, isVisible));
    });
}

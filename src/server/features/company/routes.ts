import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireCsrf } from '../../platform/csrf';
import { parseJson } from '../../platform/validate';
import { requireUser, type SessionReader } from '../../platform/session';
import { getCompanyProfile, saveCompanyProfile } from './service';
import { contract } from '../../platform/contract';
import { getCompanyProfileRoute, saveCompanyProfileRoute } from '../../../shared/contracts/internships';

/** The signed-in user's own company profile (a hiring firm). */
export function companyRoutes(options: { auth: SessionReader; secret: string }) {
  const signedIn = requireUser(options.auth);
  return new Hono<AppEnv>()
    .get('/', contract(getCompanyProfileRoute), signedIn, async (c) =>
      c.json({ company: await getCompanyProfile(c.var.db, c.var.user.id) }),
    )
    .put('/', contract(saveCompanyProfileRoute), requireCsrf(options.secret), signedIn, async (c) => {
      const input = await parseJson(c, saveCompanyProfileRoute);
      return c.json({ company: await saveCompanyProfile(c.var.db, c.var.user.id, input) });
    });
}

import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/talent';
import type { AppEnv } from '../../app-env';
import { requireVerifiedCompany } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import type { RouteDeps } from '../../platform/route-deps';
import { parseJson } from '../../platform/validate';
import { recentMatches, runMatch } from './saved-matches';
import { matchSources } from './sources';

/** AI Talent Match (spec §2): members of a verified company rank the quants who let them, and keep their matches. */
export function talentMatchRoutes(options: Pick<RouteDeps, 'auth' | 'secret'>) {
  const csrf = requireCsrf(options.secret);
  const verified = requireVerifiedCompany(options.auth);
  return new Hono<AppEnv>()
    .post('/', contract(routes.runMatchRoute), csrf, verified, async (c) => {
      const criteria = await parseJson(c, routes.runMatchRoute);
      return answer(c, routes.runMatchRoute, await runMatch(c.var.db, c.var.company, c.var.user, criteria));
    })
    .get('/recent', contract(routes.listRecentMatchesRoute), verified, async (c) =>
      answer(c, routes.listRecentMatchesRoute, { matches: await recentMatches(c.var.db, c.var.company) }),
    )
    .get('/sources', contract(routes.listMatchSourcesRoute), verified, async (c) =>
      answer(c, routes.listMatchSourcesRoute, { sources: await matchSources(c.var.db, c.var.company.id) }),
    );
}

import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/talent';
import type { AppEnv } from '../../app-env';
import { requireVerifiedCompany } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import type { RouteDeps } from '../../platform/route-deps';
import { parseParams, parseQuery } from '../../platform/validate';
import { listTalent, talentProfile } from './directory';

/** The talent directory (spec §2): members of a verified company read the quants who let them. */
export function talentRoutes(options: Pick<RouteDeps, 'auth'>) {
  const verified = requireVerifiedCompany(options.auth);
  return new Hono<AppEnv>()
    .get('/', contract(routes.listTalentRoute), verified, async (c) =>
      answer(
        c,
        routes.listTalentRoute,
        await listTalent(c.var.db, c.var.company, parseQuery(c, routes.listTalentRoute)),
      ),
    )
    .get('/:id', contract(routes.getTalentProfileRoute), verified, async (c) => {
      const { id } = parseParams(c, routes.getTalentProfileRoute);
      return answer(c, routes.getTalentProfileRoute, await talentProfile(c.var.db, c.var.company, id));
    });
}

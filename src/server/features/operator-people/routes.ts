import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/operator-people';
import type { AppEnv } from '../../app-env';
import { requireOperator } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import { operatorEmails } from '../../platform/operators';
import type { RouteDeps } from '../../platform/route-deps';
import { suspendCompany, suspendPerson } from '../../platform/suspensions';
import { parseJson, parseParams, parseQuery } from '../../platform/validate';
import { getCompany, getPerson, restoreCompany, restorePerson, searchPeopleAndCompanies } from './service';
import { recordAuditEvent } from '../../platform/audit-log';

/** /api/operator-people: operators look people and companies up, suspend and restore them (issue 43). */
export function operatorPeopleRoutes(options: RouteDeps & { adminEmails: readonly string[] }) {
  const operator = requireOperator(options.auth, options.adminEmails);
  const csrf = requireCsrf(options.secret);
  const isOperator = operatorEmails(options.adminEmails);
  return new Hono<AppEnv>()
    .get('/search', contract(routes.searchPeopleRoute), operator, async (c) => {
      const { q, page } = parseQuery(c, routes.searchPeopleRoute);
      return answer(c, routes.searchPeopleRoute, await searchPeopleAndCompanies(c.var.db, q, page));
    })
    .get('/people/:id', contract(routes.getPersonRoute), operator, async (c) => {
      const { id } = parseParams(c, routes.getPersonRoute);
      return answer(c, routes.getPersonRoute, await getPerson(c.var.db, id, isOperator));
    })
    .post('/people/:id/suspension', contract(routes.suspendPersonRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, routes.suspendPersonRoute);
      const { reason } = await parseJson(c, routes.suspendPersonRoute);
      await suspendPerson(c.var.db, options.mailer, { id, reason, operatorId: c.var.user.id });
      await recordAuditEvent(c.var.db, {
        action: 'account_suspended',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        subjectUserId: id,
        reason,
      });
      return answer(c, routes.suspendPersonRoute, await getPerson(c.var.db, id, isOperator));
    })
    .delete('/people/:id/suspension', contract(routes.restorePersonRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, routes.restorePersonRoute);
      await restorePerson(c.var.db, id);
      await recordAuditEvent(c.var.db, {
        action: 'account_restored',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        subjectUserId: id,
      });
      return answer(c, routes.restorePersonRoute, await getPerson(c.var.db, id, isOperator));
    })
    .get('/companies/:id', contract(routes.getOperatorCompanyRoute), operator, async (c) => {
      const { id } = parseParams(c, routes.getOperatorCompanyRoute);
      return answer(c, routes.getOperatorCompanyRoute, await getCompany(c.var.db, id));
    })
    .post('/companies/:id/suspension', contract(routes.suspendCompanyRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, routes.suspendCompanyRoute);
      const { reason } = await parseJson(c, routes.suspendCompanyRoute);
      await suspendCompany(c.var.db, options.mailer, { id, reason });
      await recordAuditEvent(c.var.db, {
        action: 'company_suspended',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        subjectCompanyId: id,
        reason,
      });
      return answer(c, routes.suspendCompanyRoute, await getCompany(c.var.db, id));
    })
    .delete('/companies/:id/suspension', contract(routes.restoreCompanyRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, routes.restoreCompanyRoute);
      await restoreCompany(c.var.db, id);
      await recordAuditEvent(c.var.db, {
        action: 'company_restored',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        subjectCompanyId: id,
      });
      return answer(c, routes.restoreCompanyRoute, await getCompany(c.var.db, id));
    });
}

import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/audit-log';
import type { AppEnv } from '../../app-env';
import { requireOperator } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import { requireUser, type SessionReader } from '../../platform/session';
import { parseQuery } from '../../platform/validate';
import { listAccountEvents, listAuditLog } from './service';

/** /api/audit-log: operators read the whole log; every signed-in person reads their own account's events. */
export function auditLogRoutes(options: { auth: SessionReader; adminEmails: readonly string[] }) {
  const operator = requireOperator(options.auth, options.adminEmails);
  const signedIn = requireUser(options.auth);
  return new Hono<AppEnv>()
    .get('/mine', contract(routes.listMyAccountEventsRoute), signedIn, async (c) => {
      const { page } = parseQuery(c, routes.listMyAccountEventsRoute);
      return answer(c, routes.listMyAccountEventsRoute, await listAccountEvents(c.var.db, c.var.user.id, page));
    })
    .get('/', contract(routes.listAuditLogRoute), operator, async (c) => {
      const filter = parseQuery(c, routes.listAuditLogRoute);
      return answer(c, routes.listAuditLogRoute, await listAuditLog(c.var.db, filter));
    });
}

import { Hono } from 'hono';
import * as routes from '../../../shared/contracts/audience';
import type { AppEnv } from '../../app-env';
import { recordAuditEvent } from '../../platform/audit-log';
import { requireOperator } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import { csvDownload } from '../../platform/csv';
import type { RouteDeps } from '../../platform/route-deps';
import { parseParams, parseQuery } from '../../platform/validate';
import {
  listSubmissions,
  listSubscribers,
  markHandled,
  SUBMISSION_CSV_HEADER,
  submissionCsvBatches,
  SUBSCRIBER_CSV_HEADER,
  subscriberCsvBatches,
  unmarkHandled,
} from './service';

const today = () => new Date().toISOString().slice(0, 10);

/** /api/operator-inbox: what visitors sent (waitlist, contact messages) and the newsletter's addresses (issue 43). */
export function operatorInboxRoutes(options: RouteDeps & { adminEmails: readonly string[] }) {
  const operator = requireOperator(options.auth, options.adminEmails);
  const csrf = requireCsrf(options.secret);
  return new Hono<AppEnv>()
    .get('/submissions', contract(routes.listInboxRoute), operator, async (c) => {
      const { page, ...filter } = parseQuery(c, routes.listInboxRoute);
      return answer(c, routes.listInboxRoute, await listSubmissions(c.var.db, filter, page));
    })
    .get('/submissions/export', contract(routes.exportInboxRoute), operator, (c) => {
      const filter = parseQuery(c, routes.exportInboxRoute);
      return csvDownload({
        header: SUBMISSION_CSV_HEADER,
        batches: submissionCsvBatches(c.var.db, filter),
        filename: `quantleap-${filter.type === 'waitlist' ? 'waitlist' : 'contact-messages'}-${today()}.csv`,
        onError: (error) => c.var.logger.error({ err: error }, 'inbox export failed midway'),
      });
    })
    .post('/submissions/:id/handled', contract(routes.markHandledRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, routes.markHandledRoute);
      const handled = await markHandled(c.var.db, id, c.var.user.id);
      await recordAuditEvent(c.var.db, {
        action: 'inbox_handled',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        objectId: id,
      });
      return answer(c, routes.markHandledRoute, handled);
    })
    .delete('/submissions/:id/handled', contract(routes.unmarkHandledRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, routes.unmarkHandledRoute);
      const reopened = await unmarkHandled(c.var.db, id);
      await recordAuditEvent(c.var.db, {
        action: 'inbox_unhandled',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        objectId: id,
      });
      return answer(c, routes.unmarkHandledRoute, reopened);
    })
    .get('/subscribers', contract(routes.listSubscribersRoute), operator, async (c) => {
      const { page, ...filter } = parseQuery(c, routes.listSubscribersRoute);
      return answer(c, routes.listSubscribersRoute, await listSubscribers(c.var.db, filter, page));
    })
    .get('/subscribers/export', contract(routes.exportSubscribersRoute), operator, (c) => {
      const filter = parseQuery(c, routes.exportSubscribersRoute);
      return csvDownload({
        header: SUBSCRIBER_CSV_HEADER,
        batches: subscriberCsvBatches(c.var.db, filter),
        filename: `quantleap-newsletter-${today()}.csv`,
        onError: (error) => c.var.logger.error({ err: error }, 'newsletter export failed midway'),
      });
    });
}

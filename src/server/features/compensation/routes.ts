import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { COMPENSATION_TEXT } from '../../../shared/compensation';
import type { AppEnv } from '../../app-env';
import { requireOperator } from '../../platform/company-access';
import { addressBucket } from '../../platform/address-bucket';
import { getClientAddress, type ProxyTrust } from '../../platform/client-address';
import { requireCsrf } from '../../platform/csrf';
import { admitSubmission } from '../../platform/anonymous-submission';
import { parseJson, parseParams, parseQuery } from '../../platform/validate';
import type { SessionReader } from '../../platform/session';
import {
  approveCompensationEntry,
  createCompensationEntry,
  hideCompensationEntry,
  listCompensationEntries,
  listReviewEntries,
  unhideCompensationEntry,
} from './service';
import { createStatisticsCache } from './statistics-cache';
import { answer, contract } from '../../platform/contract';
import {
  approveCompensationEntryRoute,
  getCompensationStatisticsRoute,
  hideCompensationEntryRoute,
  listCompensationEntriesRoute,
  listCompensationReviewRoute,
  submitCompensationRoute,
  unhideCompensationEntryRoute,
} from '../../../shared/contracts/compensation';
import { recordAuditEvent } from '../../platform/audit-log';

/**
 * Compensation insights (spec §2, §7): public reads, anonymous submissions, operators' review (held entries
 * approved or hidden, hidden ones shown again).
 * Nothing about the sender is stored with an entry; even the rate-limit counter is keyed by a keyed hash of the
 * address, so the counters table cannot be joined back to a submitter's address either.
 */
export function compensationRoutes(options: {
  auth: SessionReader;
  secret: string;
  proxy: ProxyTrust;
  adminEmails: string[];
  perHour: number;
}) {
  const statistics = createStatisticsCache();
  const operator = requireOperator(options.auth, options.adminEmails);
  const csrf = requireCsrf(options.secret);
  // Hashed after bucketing, so an IPv6 /64 is still one sender.
  const addressKey = (address: string) =>
    createHmac('sha256', options.secret)
      .update(`compensation:${addressBucket(address)}`)
      .digest('base64url')
      .slice(0, 22);

  return new Hono<AppEnv>()
    .get('/entries', contract(listCompensationEntriesRoute), async (c) => {
      const query = parseQuery(c, listCompensationEntriesRoute);
      return answer(c, listCompensationEntriesRoute, await listCompensationEntries(c.var.db, query));
    })
    .get('/statistics', contract(getCompensationStatisticsRoute), async (c) => {
      const filter = parseQuery(c, getCompensationStatisticsRoute);
      return answer(c, getCompensationStatisticsRoute, await statistics(c.var.db, filter));
    })
    .post('/entries', contract(submitCompensationRoute), requireCsrf(options.secret), async (c) => {
      // Validate first: a bad submission changes nothing, not even the sender's rate-limit counter.
      const input = await parseJson(c, submitCompensationRoute);
      await admitSubmission(c, {
        form: 'compensation',
        perHour: options.perHour,
        sender: addressKey(getClientAddress(c, options.proxy)),
        honeypot: input.website,
        store: (db) => createCompensationEntry(db, input),
      });
      return answer(c, submitCompensationRoute, { ok: true, message: COMPENSATION_TEXT.submitted.description }, 201);
    })
    .post('/entries/:id/hide', contract(hideCompensationEntryRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, hideCompensationEntryRoute);
      const { reason } = await parseJson(c, hideCompensationEntryRoute);
      await hideCompensationEntry(c.var.db, id, reason);
      await recordAuditEvent(c.var.db, {
        action: 'compensation_hidden',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        objectId: id,
        reason,
      });
      c.var.logger.info(
        { requestId: c.var.requestId, operator: c.var.user.id, entry: id },
        'compensation: entry hidden',
      );
      return answer(c, hideCompensationEntryRoute, { ok: true });
    })
    .get('/review', contract(listCompensationReviewRoute), operator, async (c) => {
      const { queue, page } = parseQuery(c, listCompensationReviewRoute);
      return answer(c, listCompensationReviewRoute, await listReviewEntries(c.var.db, queue, page));
    })
    .post('/entries/:id/approve', contract(approveCompensationEntryRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, approveCompensationEntryRoute);
      await approveCompensationEntry(c.var.db, id);
      await recordAuditEvent(c.var.db, {
        action: 'compensation_approved',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        objectId: id,
      });
      c.var.logger.info(
        { requestId: c.var.requestId, operator: c.var.user.id, entry: id },
        'compensation: held entry approved',
      );
      return answer(c, approveCompensationEntryRoute, { ok: true });
    })
    .post('/entries/:id/unhide', contract(unhideCompensationEntryRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, unhideCompensationEntryRoute);
      const { reason } = await parseJson(c, unhideCompensationEntryRoute);
      await unhideCompensationEntry(c.var.db, id, reason);
      await recordAuditEvent(c.var.db, {
        action: 'compensation_unhidden',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        objectId: id,
        reason,
      });
      c.var.logger.info(
        { requestId: c.var.requestId, operator: c.var.user.id, entry: id, reason },
        'compensation: entry shown again',
      );
      return answer(c, unhideCompensationEntryRoute, { ok: true });
    });
}

import { Hono, type Context } from 'hono';
import * as routes from '../../../shared/contracts/messages';
import type { AppEnv } from '../../app-env';
import {
  loadCompanyIfAny,
  requireCompanyMember,
  requireOperator,
  type MaybeCompanyEnv,
} from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import type { RouteDeps } from '../../platform/route-deps';
import { parseJson, parseParams, parseQuery } from '../../platform/validate';
import { getInbox, unreadCount } from './inbox';
import { sendDueMessageMails } from './notifications';
import { offerBenchmark } from './offer-benchmark';
import type { Caller } from './parties';
import { blockConversationCompany, declineConversation } from './quant-actions';
import { actOnReport, listReports, reportConversation, resolveReport } from './reports';
import { markRead, sendMessage } from './send';
import { findRecipient, startConversation } from './start';
import { getConversation } from './thread';
import { recordAuditEvent } from '../../platform/audit-log';

export interface MessagesOptions extends RouteDeps {
  /** MESSAGES_NEW_CONVERSATIONS_PER_DAY. */
  newConversationsPerDay: number;
}

// c.get, not c.var: Hono builds a new object of every variable on each c.var access, on every request.
const callerOf = (c: Context<AppEnv & MaybeCompanyEnv>): Caller => ({
  userId: c.get('user').id,
  company: c.get('company'),
});

/**
 * Conversations between firms and quants (issue 16). Every route needs a session; who the caller is in a
 * conversation (its quant, or a member of its company that the quant does not block) is decided per query in
 * parties.ts, so a stranger gets a 404 for any conversation id.
 */
export function messagesRoutes(options: MessagesOptions) {
  const csrf = requireCsrf(options.secret);
  const caller = loadCompanyIfAny(options.auth);
  const member = requireCompanyMember(options.auth);
  const mail = { mailer: options.mailer, publicUrl: options.publicUrl, secret: options.secret };
  // A message's e-mail goes out once the message is stored; a failed delivery is logged, never the sender's error.
  const notify = async (c: Context<AppEnv & MaybeCompanyEnv>, id: string) => {
    await sendDueMessageMails(c.get('db'), mail, { conversationId: id }).catch((error: unknown) =>
      c.get('logger').error({ err: error, conversationId: id }, 'sending message e-mail failed'),
    );
  };

  return new Hono<AppEnv>()
    .get('/conversations', contract(routes.getInboxRoute), caller, async (c) =>
      answer(
        c,
        routes.getInboxRoute,
        await getInbox(c.get('db'), callerOf(c), parseQuery(c, routes.getInboxRoute).cursor),
      ),
    )
    .get('/unread', contract(routes.getUnreadRoute), caller, async (c) =>
      answer(c, routes.getUnreadRoute, { unread: await unreadCount(c.get('db'), callerOf(c)) }),
    )
    .get('/recipient', contract(routes.getRecipientRoute), caller, async (c) =>
      answer(
        c,
        routes.getRecipientRoute,
        await findRecipient(
          c.get('db'),
          callerOf(c),
          parseQuery(c, routes.getRecipientRoute),
          options.newConversationsPerDay,
        ),
      ),
    )
    .get('/offer-benchmark', contract(routes.getOfferBenchmarkRoute), member, async (c) =>
      answer(
        c,
        routes.getOfferBenchmarkRoute,
        await offerBenchmark(c.get('db'), parseQuery(c, routes.getOfferBenchmarkRoute)),
      ),
    )
    .post('/conversations', contract(routes.startConversationRoute), csrf, caller, async (c) => {
      const input = await parseJson(c, routes.startConversationRoute);
      const started = await startConversation(c.get('db'), callerOf(c), input, options.newConversationsPerDay);
      await notify(c, started.id);
      return answer(c, routes.startConversationRoute, started.conversation, 201);
    })
    .get('/conversations/:id', contract(routes.getConversationRoute), caller, async (c) => {
      const { id } = parseParams(c, routes.getConversationRoute);
      const { before } = parseQuery(c, routes.getConversationRoute);
      return answer(c, routes.getConversationRoute, await getConversation(c.get('db'), callerOf(c), id, before));
    })
    .post('/conversations/:id/messages', contract(routes.sendMessageRoute), csrf, caller, async (c) => {
      const { id } = parseParams(c, routes.sendMessageRoute);
      const { body } = await parseJson(c, routes.sendMessageRoute);
      const conversation = await sendMessage(c.get('db'), callerOf(c), id, body);
      await notify(c, id);
      return answer(c, routes.sendMessageRoute, conversation, 201);
    })
    .post('/conversations/:id/read', contract(routes.markReadRoute), csrf, caller, async (c) => {
      const { id } = parseParams(c, routes.markReadRoute);
      return answer(c, routes.markReadRoute, { unread: await markRead(c.get('db'), callerOf(c), id) });
    })
    .post('/conversations/:id/decline', contract(routes.declineConversationRoute), csrf, caller, async (c) => {
      const { id } = parseParams(c, routes.declineConversationRoute);
      const { reason } = await parseJson(c, routes.declineConversationRoute);
      return answer(
        c,
        routes.declineConversationRoute,
        await declineConversation(c.get('db'), callerOf(c), id, reason),
      );
    })
    .post('/conversations/:id/block', contract(routes.blockCompanyRoute), csrf, caller, async (c) => {
      const { id } = parseParams(c, routes.blockCompanyRoute);
      return answer(c, routes.blockCompanyRoute, await blockConversationCompany(c.get('db'), callerOf(c), id));
    })
    .post('/conversations/:id/report', contract(routes.reportConversationRoute), csrf, caller, async (c) => {
      const { id } = parseParams(c, routes.reportConversationRoute);
      const input = await parseJson(c, routes.reportConversationRoute);
      const { added } = await reportConversation(c.get('db'), callerOf(c), id, input);
      return added
        ? answer(c, routes.reportConversationRoute, { ok: true, added }, 200)
        : answer(c, routes.reportConversationRoute, { ok: true, added }, 201);
    });
}

/** The operators' queue of reported conversations. */
export function messageReportRoutes(options: RouteDeps & { adminEmails: readonly string[] }) {
  const csrf = requireCsrf(options.secret);
  const operator = requireOperator(options.auth, options.adminEmails);
  return new Hono<AppEnv>()
    .get('/', contract(routes.listMessageReportsRoute), operator, async (c) =>
      answer(
        c,
        routes.listMessageReportsRoute,
        await listReports(c.get('db'), parseQuery(c, routes.listMessageReportsRoute).page),
      ),
    )
    .post('/:id/resolve', contract(routes.resolveMessageReportRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, routes.resolveMessageReportRoute);
      const report = await resolveReport(c.var.db, c.var.user.id, id);
      await recordAuditEvent(c.var.db, {
        action: 'report_resolved',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        objectId: id,
      });
      return answer(c, routes.resolveMessageReportRoute, report);
    })
    .post('/:id/action', contract(routes.actOnMessageReportRoute), csrf, operator, async (c) => {
      const { id } = parseParams(c, routes.actOnMessageReportRoute);
      const { action, reason } = await parseJson(c, routes.actOnMessageReportRoute);
      const report = await actOnReport(c.var.db, options.mailer, { operatorId: c.var.user.id, id, action, reason });
      return answer(c, routes.actOnMessageReportRoute, report);
    });
}

import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, MessageReport, MessageReportPage } from '../../../shared/contracts/messages';
import type { OperatorQueues } from '../../../shared/contracts/operator-console';
import { MESSAGE_MESSAGES, REPORT_ACTION_REASON_MAX } from '../../../shared/messages';
import {
  auditEvents,
  companyProfiles,
  conversationReports,
  conversations,
  mailOutbox,
  session,
  user,
} from '../../db/schema';
import { latestMail, signedInUser } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { call, contact, firm, quant } from './messages-world';

const OPERATOR_EMAIL = `report-actions-operator-${process.pid}@example.com`;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { adminEmails: [OPERATOR_EMAIL] } });
});
afterAll(() => server.close());
const db = () => server.database.db;

let operatorSession: Promise<Parameters<typeof call>[0]> | undefined;
const operator = () =>
  (operatorSession ??= signedInUser(server, 'Olga Operator', { email: OPERATOR_EMAIL }).then((u) => u.session));

/** A firm wrote to a quant and one side reported the conversation: the report's id and everyone involved. */
async function reported(by: 'quant' | 'company') {
  const f = await firm(server);
  const q = await quant(server);
  const { id } = (await contact(f.owner.session, q.profileId, 'Send us $50 to unlock the interview.'))
    .body as Conversation;
  const reporter = by === 'quant' ? q.session : f.recruiter.session;
  expect((await call(reporter, 'POST', `/api/messages/conversations/${id}/report`, { reason: 'scam' })).status).toBe(
    201,
  );
  const [row] = await db().select().from(conversationReports).where(eq(conversationReports.conversationId, id));
  return { ...f, q, conversationId: id, reportId: row!.id };
}

const act = async (reportId: string, action: string, reason: unknown) =>
  call(await operator(), 'POST', `/api/message-reports/${reportId}/action`, { action, reason });

/** What acting on a report may send (a conversation also sends its own message mails, left out here). */
const ACTION_MAILS = [
  'report-dismissed',
  'report-action-taken',
  'report-warning',
  'account-suspended',
  'company-suspended',
];

/** Every mail about report actions sent to these addresses. */
async function mailsTo(...emails: string[]) {
  return db()
    .select({ to: mailOutbox.to, kind: mailOutbox.kind, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.to, emails), inArray(mailOutbox.kind, ACTION_MAILS)));
}

const reportRow = async (id: string) =>
  (await db().select().from(conversationReports).where(eq(conversationReports.id, id)))[0]!;

describe('acting on a report', () => {
  it('dismisses: the reporter is told no action was taken, with the reason; nobody else hears of it', async () => {
    const w = await reported('quant');
    const before = ((await call(await operator(), 'GET', '/api/message-reports')).body as MessageReportPage).open;
    const consoleBefore = (await call(await operator(), 'GET', '/api/operator-console/queues')).body as OperatorQueues;
    expect(consoleBefore.openReports).toBe(before);
    const answer = await act(w.reportId, 'dismiss', '  The offer looks genuine to us.  ');
    expect(answer.status).toBe(200);
    const report = answer.body as MessageReport;
    expect(report.resolvedAt).not.toBeNull();
    expect(report.outcome).toEqual({
      action: 'dismiss',
      reason: 'The offer looks genuine to us.',
      operatorName: 'Olga Operator',
    });
    const row = await reportRow(w.reportId);
    expect(row).toMatchObject({ action: 'dismiss', actionReason: 'The offer looks genuine to us.' });
    expect(row.resolvedBy).not.toBeNull();

    const mail = await latestMail(server, w.q.email, 'report-dismissed');
    expect(mail?.text).toContain('took no action');
    expect(mail?.text).toContain('The reason: The offer looks genuine to us.');
    expect(await mailsTo(w.owner.email, w.recruiter.email)).toEqual([]);
    // The queue's open count (the console's too) went down by one.
    const after = ((await call(await operator(), 'GET', '/api/message-reports')).body as MessageReportPage).open;
    expect(after).toBe(before - 1);
    const consoleAfter = (await call(await operator(), 'GET', '/api/operator-console/queues')).body as OperatorQueues;
    expect(consoleAfter.openReports).toBe(before - 1);
  });

  it("warns the company's owners on a quant's report, and tells the quant only that action was taken", async () => {
    const w = await reported('quant');
    expect((await act(w.reportId, 'warn', 'Never ask candidates for money.')).status).toBe(200);

    const warning = await latestMail(server, w.owner.email, 'report-warning');
    expect(warning?.text).toContain(`Messages sent for ${w.company.name}`);
    expect(warning?.text).toContain('The reason: Never ask candidates for money.');
    expect(warning?.text).not.toContain('Quinn');
    expect(warning?.text).not.toContain(w.q.email);
    // Recruiters are not owners: the warning goes to the company's owners only.
    expect(await mailsTo(w.recruiter.email)).toEqual([]);

    const toReporter = await mailsTo(w.q.email);
    expect(toReporter.map((m) => m.kind)).toEqual(['report-action-taken']);
    expect(toReporter[0]!.text).not.toContain('Never ask candidates for money.');
    expect(toReporter[0]!.text).not.toContain(w.company.name);
  });

  it("warns the quant on a firm member's report; the firm's mail never shows the quant's e-mail", async () => {
    const w = await reported('company');
    expect((await act(w.reportId, 'warn', 'Keep it professional.')).status).toBe(200);

    const warning = await latestMail(server, w.q.email, 'report-warning');
    expect(warning?.text).toContain('Your messages in a conversation');
    expect(warning?.text).toContain('The reason: Keep it professional.');
    expect(warning?.text).not.toContain('Rory');
    expect(warning?.text).not.toContain(w.recruiter.email);
    expect(warning?.text).not.toContain(w.company.name);

    const toFirm = await mailsTo(w.owner.email, w.recruiter.email);
    expect(toFirm.map((m) => [m.to, m.kind])).toEqual([[w.recruiter.email, 'report-action-taken']]);
    for (const mail of toFirm) expect(`${mail.text}${mail.html}`).not.toContain(w.q.email);
  });

  it('suspends the company in the conversation, through the existing company suspension', async () => {
    const w = await reported('quant');
    const answer = await act(w.reportId, 'suspend_company', 'Asking candidates for fees.');
    expect(answer.status).toBe(200);
    expect((answer.body as MessageReport).outcome?.action).toBe('suspend_company');

    const [company] = await db().select().from(companyProfiles).where(eq(companyProfiles.id, w.company.id));
    expect(company!.suspendedAt).not.toBeNull();
    expect(company!.suspensionReason).toBe('Asking candidates for fees.');
    for (const member of [w.owner.email, w.recruiter.email]) {
      expect((await latestMail(server, member, 'company-suspended'))?.text).toContain('Asking candidates for fees.');
    }
    expect((await mailsTo(w.q.email)).map((m) => m.kind)).toEqual(['report-action-taken']);
  });

  it("suspends the quant's account on a firm member's report: signed out, told why", async () => {
    const w = await reported('company');
    expect((await act(w.reportId, 'suspend_account', 'Abusive replies.')).status).toBe(200);
    const [person] = await db().select().from(user).where(eq(user.id, w.q.userId));
    expect(person!.suspendedAt).not.toBeNull();
    expect(person!.suspensionReason).toBe('Abusive replies.');
    const [sessions] = await db().select({ n: count() }).from(session).where(eq(session.userId, w.q.userId));
    expect(sessions!.n).toBe(0);
    expect((await latestMail(server, w.q.email, 'account-suspended'))?.text).toContain('Abusive replies.');
    expect((await latestMail(server, w.recruiter.email, 'report-action-taken'))?.text).toBeDefined();
  });

  it("suspends the firm member who wrote, on a quant's report; the company stays", async () => {
    const w = await reported('quant');
    expect((await act(w.reportId, 'suspend_account', 'Scam messages.')).status).toBe(200);
    const [owner] = await db().select().from(user).where(eq(user.id, w.owner.userId));
    expect(owner!.suspensionReason).toBe('Scam messages.');
    const [recruiter] = await db().select().from(user).where(eq(user.id, w.recruiter.userId));
    expect(recruiter!.suspendedAt).toBeNull();
    const [company] = await db().select().from(companyProfiles).where(eq(companyProfiles.id, w.company.id));
    expect(company!.suspendedAt).toBeNull();
  });
});

describe('the audit log', () => {
  it('records each action with the operator, the reason and who it was about', async () => {
    const auditOf = async (reportId: string) =>
      (await db().select().from(auditEvents).where(eq(auditEvents.objectId, reportId))).map((e) => ({
        action: e.action,
        reason: e.reason,
        company: e.subjectCompanyId,
        person: e.subjectUserId,
      }));
    const dismissed = await reported('quant');
    await act(dismissed.reportId, 'dismiss', 'Ordinary recruiting.');
    expect(await auditOf(dismissed.reportId)).toEqual([
      { action: 'report_dismissed', reason: 'Ordinary recruiting.', company: null, person: null },
    ]);
    const warned = await reported('quant');
    await act(warned.reportId, 'warn', 'Pushy follow-ups.');
    expect(await auditOf(warned.reportId)).toEqual([
      { action: 'report_warned', reason: 'Pushy follow-ups.', company: warned.company.id, person: null },
    ]);
    const suspended = await reported('company');
    await act(suspended.reportId, 'suspend_account', 'Abusive replies.');
    expect(await auditOf(suspended.reportId)).toEqual([
      { action: 'account_suspended', reason: 'Abusive replies.', company: null, person: suspended.q.userId },
    ]);
    const refused = await act(suspended.reportId, 'dismiss', 'Again.');
    expect(refused.status).toBe(409);
    expect(await auditOf(suspended.reportId)).toHaveLength(1);
  });
});

describe('refused actions change nothing', () => {
  it('answers 409 on a report already handled, keeping the first outcome and sending no mail', async () => {
    const w = await reported('quant');
    expect((await act(w.reportId, 'dismiss', 'Fine.')).status).toBe(200);
    const before = JSON.stringify([await reportRow(w.reportId), await mailsTo(w.owner.email, w.q.email)]);
    const again = await act(w.reportId, 'suspend_company', 'Changed my mind.');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MESSAGE_MESSAGES.alreadyHandled);
    expect(JSON.stringify([await reportRow(w.reportId), await mailsTo(w.owner.email, w.q.email)])).toBe(before);
    const [company] = await db().select().from(companyProfiles).where(eq(companyProfiles.id, w.company.id));
    expect(company!.suspendedAt).toBeNull();
  });

  it('answers 404 for an unknown report and 400 for an id that is not one', async () => {
    const unknown = await act('00000000-0000-4000-8000-000000000000', 'dismiss', 'Whatever.');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(MESSAGE_MESSAGES.reportNotFound);
    expect((await act('not-a-uuid', 'dismiss', 'Whatever.')).status).toBe(404);
  });

  it('answers 403 to anyone but an operator, even the reporter', async () => {
    const w = await reported('quant');
    for (const caller of [w.q.session, w.owner.session]) {
      const refused = await call(caller, 'POST', `/api/message-reports/${w.reportId}/action`, {
        action: 'dismiss',
        reason: 'Nothing to see.',
      });
      expect(refused.status).toBe(403);
    }
    expect((await reportRow(w.reportId)).resolvedAt).toBeNull();
    expect(await mailsTo(w.q.email, w.owner.email)).toEqual([]);
  });

  it('answers 400 to a missing, blank or too long reason and to an unknown action', async () => {
    const w = await reported('quant');
    const cases: [string, unknown][] = [
      ['dismiss', undefined],
      ['dismiss', ''],
      ['warn', '   \n  '],
      ['warn', 'x'.repeat(REPORT_ACTION_REASON_MAX + 1)],
      ['warn', 42],
      ['ban', 'A reason.'],
    ];
    for (const [action, reason] of cases) {
      const refused = await act(w.reportId, action, reason);
      expect(refused.status, `${action} ${String(reason).slice(0, 10)}`).toBe(400);
    }
    expect((await reportRow(w.reportId)).resolvedAt).toBeNull();
    expect(await mailsTo(w.q.email, w.owner.email)).toEqual([]);
    // The longest reason allowed is taken.
    expect((await act(w.reportId, 'dismiss', 'x'.repeat(REPORT_ACTION_REASON_MAX))).status).toBe(200);
  });

  it('answers 409 to any action but dismissing once the conversation is gone, leaving the report open', async () => {
    const w = await reported('quant');
    await db().delete(conversations).where(eq(conversations.id, w.conversationId));
    for (const action of ['warn', 'suspend_company', 'suspend_account']) {
      const refused = await act(w.reportId, action, 'Too late.');
      expect(refused.status, action).toBe(409);
      expect(refused.body.error.message).toBe(MESSAGE_MESSAGES.conversationGone);
    }
    expect((await reportRow(w.reportId)).resolvedAt).toBeNull();
    expect(await mailsTo(w.q.email, w.owner.email)).toEqual([]);
    expect((await act(w.reportId, 'dismiss', 'The conversation was deleted.')).status).toBe(200);
    expect((await latestMail(server, w.q.email, 'report-dismissed'))?.text).toContain('The conversation was deleted.');
  });

  it('lets only one of two parallel actions win', async () => {
    const w = await reported('quant');
    const [a, b] = await Promise.all([
      act(w.reportId, 'warn', 'First operator.'),
      act(w.reportId, 'suspend_company', 'Second operator.'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const row = await reportRow(w.reportId);
    const winner = a.status === 200 ? 'warn' : 'suspend_company';
    expect(row.action).toBe(winner);
    const [company] = await db().select().from(companyProfiles).where(eq(companyProfiles.id, w.company.id));
    expect(company!.suspendedAt === null).toBe(winner === 'warn');
    const taken = await db()
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, w.q.email), eq(mailOutbox.kind, 'report-action-taken')));
    expect(taken[0]!.n).toBe(1);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import type { Conversation, Inbox, MessageReportPage, RecipientAnswer } from '../../../shared/contracts/messages';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES, THREAD_PAGE_SIZE } from '../../../shared/messages';
import { conversations, quantFirmBlocks } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { createApplication, createFirmBlock, createPosition } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { call, contact, firm, messageCount, OFFER, quant, send, written } from './messages-world';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

describe('a firm contacts a visible quant', () => {
  it('starts with the offer card; the quant sees it unread, replies, and the firm may write again', async () => {
    const { owner, company } = await firm(server);
    const q = await quant(server, { name: 'Vera Vol' });

    const started = await contact(owner.session, q.profileId);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const conversation = started.body as Conversation;
    expect(conversation).toMatchObject({
      side: 'company',
      subject: OFFER.roleTitle,
      counterpart: { name: 'Vera Vol', headline: 'Volatility researcher', company: null },
      offer: { roleTitle: OFFER.roleTitle, pay: OFFER.pay, location: 'London, UK', nextStep: OFFER.nextStep },
      canSend: false,
      cannotSendReason: MESSAGE_MESSAGES.waitForReply,
    });
    expect(conversation.messages).toHaveLength(1);

    const unread = await call(q.session, 'GET', '/api/messages/unread');
    expect(unread.body).toEqual({ unread: 1 });
    const inbox = (await call(q.session, 'GET', '/api/messages/conversations')).body as Inbox;
    expect(inbox.conversations[0]).toMatchObject({
      id: conversation.id,
      side: 'quant',
      unread: 1,
      counterpart: { name: company.name, company: company.name },
      lastMessage: { preview: 'We liked your work on volatility.', fromMe: false },
    });

    const seen = (await call(q.session, 'GET', `/api/messages/conversations/${conversation.id}`)).body as Conversation;
    expect(seen.offer?.roleTitle).toBe(OFFER.roleTitle);
    expect(seen.messages[0]).toMatchObject({ side: 'company', authorName: 'Fiona Firm', fromMe: false });
    const read = await call(q.session, 'POST', `/api/messages/conversations/${conversation.id}/read`);
    expect(read.body).toEqual({ unread: 0 });
    const receipt = (await call(owner.session, 'GET', `/api/messages/conversations/${conversation.id}`))
      .body as Conversation;
    expect(receipt.readByOtherThrough).toBe(conversation.messages[0]!.id);

    const reply = await send(q.session, conversation.id, 'Happy to talk. Tuesday works.');
    expect(reply.status).toBe(201);
    const firmView = (await call(owner.session, 'GET', `/api/messages/conversations/${conversation.id}`))
      .body as Conversation;
    expect(firmView.canSend).toBe(true);
    expect((await send(owner.session, conversation.id, 'Great, Tuesday at 10:00 London.')).status).toBe(201);
  });

  it("refuses the firm's second message before the quant replies, and writes nothing", async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(owner.session, q.profileId)).body as Conversation;
    const before = await written(server);
    const second = await send(owner.session, id, 'Just following up!');
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(MESSAGE_MESSAGES.waitForReply);
    expect(await written(server)).toBe(before);
  });

  it('shares the conversation with every member of the company; each message names its author', async () => {
    const { owner, recruiter } = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(owner.session, q.profileId)).body as Conversation;
    await send(q.session, id, 'Tell me more about the team.');
    const inbox = (await call(recruiter.session, 'GET', '/api/messages/conversations')).body as Inbox;
    expect(inbox.conversations.map((c) => c.id)).toContain(id);
    const answered = (await send(recruiter.session, id, 'Six researchers, two PMs.')).body as Conversation;
    expect(answered.messages.map((m) => [m.authorName, m.side])).toEqual([
      ['Fiona Firm', 'company'],
      ['Quinn Quant', 'quant'],
      ['Rory Recruiter', 'company'],
    ]);
    // fromMe is the reader's own: the author's, not the author's side's.
    for (const [reader, mine] of [
      [owner.session, [true, false, false]],
      [recruiter.session, [false, false, true]],
      [q.session, [false, true, false]],
    ] as const) {
      const thread = (await call(reader, 'GET', `/api/messages/conversations/${id}`)).body as Conversation;
      expect(thread.messages.map((m) => m.fromMe)).toEqual(mine);
      for (const m of thread.messages) expect(new Date(m.createdAt).toISOString()).toBe(m.createdAt);
    }
  });

  it('keeps one conversation per company and quant: a second start is refused', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const first = (await contact(owner.session, q.profileId)).body as Conversation;
    const recipient = await call(owner.session, 'GET', `/api/messages/recipient?profileId=${q.profileId}`);
    expect(recipient.body).toMatchObject({ existingConversationId: first.id, canStart: false });
    const before = await written(server);
    const again = await contact(owner.session, q.profileId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MESSAGE_MESSAGES.alreadyStarted);
    expect(await written(server)).toBe(before);
  });
});

describe('what a firm may not do', () => {
  it('refuses an empty or 5,001-character message, and takes 5,000', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const before = await written(server);
    for (const [body, message] of [
      ['', MESSAGE_MESSAGES.empty],
      ['   \n ', MESSAGE_MESSAGES.empty],
      ['x'.repeat(MESSAGE_MAX_LENGTH + 1), MESSAGE_MESSAGES.tooLong],
    ] as const) {
      const refused = await contact(owner.session, q.profileId, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.body).toBe(message);
    }
    expect(await written(server)).toBe(before);
    const longest = await contact(owner.session, q.profileId, 'y'.repeat(MESSAGE_MAX_LENGTH));
    expect(longest.status).toBe(201);
    const { id } = longest.body as Conversation;
    await send(q.session, id, 'ok');
    for (const body of ['', 'z'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      expect((await send(owner.session, id, body)).status).toBe(400);
    }
    expect(await messageCount(server, id)).toBe(2);
  });

  it('refuses a first message without its role, pay, location and next step', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const before = await written(server);
    const noOffer = await call(owner.session, 'POST', '/api/messages/conversations', {
      as: 'company',
      to: { kind: 'profile', profileId: q.profileId },
      body: 'Hi!',
    });
    expect(noOffer.status).toBe(400);
    expect(noOffer.body.error.fields.offer).toBe(MESSAGE_MESSAGES.offerRequired);
    const noPay = await call(owner.session, 'POST', '/api/messages/conversations', {
      as: 'company',
      to: { kind: 'profile', profileId: q.profileId },
      offer: { ...OFFER, pay: undefined, nextStep: '' },
      body: 'Hi!',
    });
    expect(noPay.status).toBe(400);
    expect(Object.keys(noPay.body.error.fields)).toEqual(expect.arrayContaining(['offer.pay', 'offer.nextStep']));
    const nowhere = await call(owner.session, 'POST', '/api/messages/conversations', {
      as: 'company',
      to: { kind: 'profile', profileId: q.profileId },
      offer: { ...OFFER, remote: false, location: '' },
      body: 'Hi!',
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error.fields['offer.location']).toBe(MESSAGE_MESSAGES.location);
    expect(await written(server)).toBe(before);
  });

  it('refuses a hidden quant, a quant who blocks the firm and an unknown profile alike, writing nothing', async () => {
    const { owner, company } = await firm(server);
    const hidden = await quant(server, { isVisible: false });
    const blocking = await quant(server);
    await db().insert(quantFirmBlocks).values({ userId: blocking.userId, companyId: company.id, name: company.name });
    const before = await written(server);
    for (const profileId of [hidden.profileId, blocking.profileId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await contact(owner.session, profileId);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe(MESSAGE_MESSAGES.notContactable);
      const recipient = await call(owner.session, 'GET', `/api/messages/recipient?profileId=${profileId}`);
      expect(recipient.status).toBe(404);
    }
    expect(await written(server)).toBe(before);
  });

  it('refuses the 26th new conversation of a day (older ones do not count), writing nothing', async () => {
    const { owner, company } = await firm(server);
    const others = await Promise.all(Array.from({ length: 26 }, () => quant(server)));
    const yesterday = new Date(Date.now() - 25 * 3_600_000);
    // 24 started today by the firm through the factories' rows, one more through the API, and one from yesterday.
    await db()
      .insert(conversations)
      .values(
        others.slice(0, 25).map((q, i) => ({
          companyId: company.id,
          quantUserId: q.userId,
          startedBy: 'company' as const,
          offer: { ...OFFER, location: OFFER.location ?? '', benchmark: null } as never,
          subject: 'Earlier',
          lastSide: 'company' as const,
          lastAuthorName: 'Fiona Firm',
          createdAt: i === 0 ? yesterday : new Date(),
        })),
      );
    const twentyFifth = await contact(owner.session, others[25]!.profileId);
    expect(twentyFifth.status, JSON.stringify(twentyFifth.body)).toBe(201);
    const late = await quant(server);
    const recipient = (await call(owner.session, 'GET', `/api/messages/recipient?profileId=${late.profileId}`))
      .body as RecipientAnswer;
    expect(recipient).toMatchObject({ canStart: false, remainingToday: 0 });
    const before = await written(server);
    const refused = await contact(owner.session, late.profileId);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MESSAGE_MESSAGES.dailyLimit(25));
    expect(await written(server)).toBe(before);
  });

  it('refuses an unverified company, which still prepares', async () => {
    const { owner } = await firm(server, 'pending');
    const q = await quant(server);
    const before = await written(server);
    const refused = await contact(owner.session, q.profileId);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(COMPANY_MESSAGES.notVerified);
    expect(await written(server)).toBe(before);
  });

  it("refuses contacting a member of the firm's own company", async () => {
    const { owner, company } = await firm(server);
    const q = await quant(server);
    const { addCompanyMember } = await import('../../test/factories');
    await addCompanyMember(db(), company.id, q.userId, 'recruiter');
    const refused = await contact(owner.session, q.profileId);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MESSAGE_MESSAGES.ownCompany);
  });
});

describe('applications', () => {
  it('lets a firm write to its applicant even when their profile is hidden, and the applicant write first', async () => {
    const { owner, company } = await firm(server);
    const position = await createPosition(db(), company.id, { title: 'Summer Research Intern' });
    const hidden = await quant(server, { isVisible: false });
    const application = await createApplication(db(), { userId: hidden.userId, opportunityId: position.id });
    const started = await call(owner.session, 'POST', '/api/messages/conversations', {
      as: 'company',
      to: { kind: 'application', applicationId: application.id },
      offer: OFFER,
      body: 'Thanks for applying: we would like to talk.',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((started.body as Conversation).application).toEqual({
      id: application.id,
      positionTitle: 'Summer Research Intern',
    });
    expect((started.body as Conversation).counterpart.headline).toBeNull();

    const applicant = await quant(server);
    const own = await createApplication(db(), { userId: applicant.userId, opportunityId: position.id });
    const recipient = await call(applicant.session, 'GET', `/api/messages/recipient?as=quant&applicationId=${own.id}`);
    expect(recipient.body).toMatchObject({
      company: company.name,
      positionTitle: 'Summer Research Intern',
      canStart: true,
    });
    const asked = await call(applicant.session, 'POST', '/api/messages/conversations', {
      as: 'quant',
      to: { kind: 'application', applicationId: own.id },
      body: 'Is the role open to second-year students?',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    // The quant wrote first, so the firm answers at once.
    expect((await send(owner.session, (asked.body as Conversation).id, 'Yes, it is.')).status).toBe(201);
  });

  it("refuses a quant writing first to a profile, about someone else's application, or with an offer", async () => {
    const { company } = await firm(server);
    const position = await createPosition(db(), company.id);
    const applicant = await quant(server);
    const stranger = await quant(server);
    const theirs = await createApplication(db(), { userId: applicant.userId, opportunityId: position.id });
    const before = await written(server);
    const cold = await call(stranger.session, 'POST', '/api/messages/conversations', {
      as: 'quant',
      to: { kind: 'profile', profileId: applicant.profileId },
      body: 'Hello fellow quant',
    });
    expect(cold.status).toBe(400);
    expect(cold.body.error.fields.to).toBe(MESSAGE_MESSAGES.quantStartsOnlyAboutApplications);
    const notMine = await call(stranger.session, 'POST', '/api/messages/conversations', {
      as: 'quant',
      to: { kind: 'application', applicationId: theirs.id },
      body: 'Hi',
    });
    expect(notMine.status).toBe(404);
    const withOffer = await call(applicant.session, 'POST', '/api/messages/conversations', {
      as: 'quant',
      to: { kind: 'application', applicationId: theirs.id },
      offer: OFFER,
      body: 'Hi',
    });
    expect(withOffer.status).toBe(400);
    expect(await written(server)).toBe(before);
  });
});

describe("the quant's answers", () => {
  it('declines with a reason the firm sees; the firm cannot write; a message from the quant reopens it', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(owner.session, q.profileId)).body as Conversation;
    await send(q.session, id, 'Thanks');
    const declined = await call(q.session, 'POST', `/api/messages/conversations/${id}/decline`, { reason: 'pay' });
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'pay' });
    const firmView = (await call(owner.session, 'GET', `/api/messages/conversations/${id}`)).body as Conversation;
    expect(firmView).toMatchObject({ status: 'declined', declineReason: 'pay', canSend: false });
    const before = await messageCount(server, id);
    const refused = await send(owner.session, id, 'What if we paid more?');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MESSAGE_MESSAGES.declined);
    expect(await messageCount(server, id)).toBe(before);
    expect((await call(owner.session, 'POST', `/api/messages/conversations/${id}/decline`, {})).status).toBe(403);
    await send(q.session, id, 'Actually, I changed my mind.');
    expect(((await call(owner.session, 'GET', `/api/messages/conversations/${id}`)).body as Conversation).status).toBe(
      'open',
    );
  });

  it('serves a quant who hides from other firms (their blocks name other companies and domains)', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const others = await Promise.all([firm(server), firm(server)]);
    for (const other of others)
      await createFirmBlock(db(), q.userId, { id: other.company.id, domain: other.company.domain! }, 'reference-firm');
    await createFirmBlock(db(), q.userId, { id: others[0].company.id, domain: others[0].company.domain! }, 'company');
    const { id } = (await contact(owner.session, q.profileId)).body as Conversation;
    const thread = await call(q.session, 'GET', `/api/messages/conversations/${id}`);
    expect(thread.status, JSON.stringify(thread.body)).toBe(200);
    expect(thread.body).toMatchObject({ status: 'open', canSend: true });
    expect((await send(q.session, id, 'Hello!')).status).toBe(201);
  });

  it('refuses a decline reason outside the list', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(owner.session, q.profileId)).body as Conversation;
    const refused = await call(q.session, 'POST', `/api/messages/conversations/${id}/decline`, { reason: 'boring' });
    expect(refused.status).toBe(400);
    const [row] = await db().select().from(conversations).where(eq(conversations.id, id));
    expect(row!.status).toBe('open');
  });

  it('blocks the company: the firm loses the conversation and the profile; the quant keeps it read-only', async () => {
    const { owner, company } = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(owner.session, q.profileId)).body as Conversation;
    const blocked = await call(q.session, 'POST', `/api/messages/conversations/${id}/block`);
    expect(blocked.body).toMatchObject({
      status: 'blocked',
      canSend: false,
      cannotSendReason: MESSAGE_MESSAGES.blocked,
    });
    const [block] = await db()
      .select()
      .from(quantFirmBlocks)
      .where(and(eq(quantFirmBlocks.userId, q.userId), eq(quantFirmBlocks.companyId, company.id)));
    expect(block).toBeDefined();
    const inbox = (await call(owner.session, 'GET', '/api/messages/conversations')).body as Inbox;
    expect(inbox.conversations.map((c) => c.id)).not.toContain(id);
    expect((await call(owner.session, 'GET', `/api/messages/conversations/${id}`)).status).toBe(404);
    expect((await call(owner.session, 'GET', `/api/talent/${q.profileId}`)).status).toBe(404);
    expect((await send(q.session, id, 'one more thing')).status).toBe(403);
  });
});

describe('reports', () => {
  it("reach operators with the conversation's messages; others may not read them", async () => {
    const operatorEmail = `operator-${Date.now()}@example.com`;
    const operators = await startTestServer({ config: { adminEmails: [operatorEmail] }, database: server.database });
    try {
      const { owner } = await firm(operators);
      const q = await quant(operators);
      const { id } = (await contact(owner.session, q.profileId, 'Send us $50 to unlock the interview.'))
        .body as Conversation;
      const refused = await call(q.session, 'POST', `/api/messages/conversations/${id}/report`, { reason: 'nonsense' });
      expect(refused.status).toBe(400);
      const reported = await call(q.session, 'POST', `/api/messages/conversations/${id}/report`, {
        reason: 'scam',
        details: 'Asked for money',
      });
      expect(reported.status).toBe(201);
      const operator = await signedInUser(operators, 'Olga Operator', { email: operatorEmail });
      const list = await call(operator.session, 'GET', '/api/message-reports');
      const report = (list.body as MessageReportPage).reports.find((r) => r.conversationId === id);
      expect(report).toMatchObject({
        reason: 'scam',
        details: 'Asked for money',
        reporterSide: 'quant',
        messages: [{ side: 'company', body: 'Send us $50 to unlock the interview.' }],
      });
      expect((await call(q.session, 'GET', '/api/message-reports')).status).toBe(403);
      expect((await call(owner.session, 'POST', `/api/message-reports/${report!.id}/resolve`)).status).toBe(403);
      const resolved = await call(operator.session, 'POST', `/api/message-reports/${report!.id}/resolve`);
      expect(resolved.body.resolvedAt).toEqual(expect.any(String));
    } finally {
      await operators.close();
    }
  });
});

describe('pages', () => {
  it('pages a long thread from the newest message back, and refuses a malformed cursor', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(owner.session, q.profileId, 'message 0')).body as Conversation;
    for (let i = 1; i <= THREAD_PAGE_SIZE + 9; i++) await send(i % 2 ? q.session : owner.session, id, `message ${i}`);
    const newest = (await call(q.session, 'GET', `/api/messages/conversations/${id}`)).body as Conversation;
    expect(newest.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(newest.messages.at(-1)!.body).toBe(`message ${THREAD_PAGE_SIZE + 9}`);
    const older = (await call(q.session, 'GET', `/api/messages/conversations/${id}?before=${newest.olderCursor}`))
      .body as Conversation;
    expect(older.messages.map((m) => m.body)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${i}`));
    expect(older.olderCursor).toBeNull();
    for (const bad of ['abc', '-1', '0', '99999999999999999999', '9999999999999999999']) {
      expect((await call(q.session, 'GET', `/api/messages/conversations/${id}?before=${bad}`)).status).toBe(400);
    }
  });

  it('gives an older cursor only when a message older than the page exists', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(owner.session, q.profileId, 'message 1')).body as Conversation;
    for (let i = 2; i <= THREAD_PAGE_SIZE; i++) await send(i % 2 ? owner.session : q.session, id, `message ${i}`);
    const full = (await call(q.session, 'GET', `/api/messages/conversations/${id}`)).body as Conversation;
    expect(full.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(full.olderCursor).toBeNull();
    await send(q.session, id, `message ${THREAD_PAGE_SIZE + 1}`);
    const overflowing = (await call(q.session, 'GET', `/api/messages/conversations/${id}`)).body as Conversation;
    expect(overflowing.messages.map((m) => m.body)).toEqual(
      Array.from({ length: THREAD_PAGE_SIZE }, (_, i) => `message ${i + 2}`),
    );
    expect(overflowing.olderCursor).toBe(overflowing.messages[0]!.id);
    const older = (await call(q.session, 'GET', `/api/messages/conversations/${id}?before=${overflowing.olderCursor}`))
      .body as Conversation;
    expect(older.messages.map((m) => m.body)).toEqual(['message 1']);
    expect(older.olderCursor).toBeNull();
  });

  it('pages the inbox by its cursor and refuses one it did not give', async () => {
    const { owner } = await firm(server);
    const quants = await Promise.all(Array.from({ length: 23 }, () => quant(server)));
    for (const q of quants) await contact(owner.session, q.profileId);
    const first = (await call(owner.session, 'GET', '/api/messages/conversations')).body as Inbox;
    expect(first.conversations).toHaveLength(20);
    const second = (await call(owner.session, 'GET', `/api/messages/conversations?cursor=${first.nextCursor}`))
      .body as Inbox;
    const ids = [...first.conversations, ...second.conversations].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(23);
    expect((await call(owner.session, 'GET', '/api/messages/conversations?cursor=nope')).status).toBe(400);
  });
});

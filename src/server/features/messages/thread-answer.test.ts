import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/messages';
import type { ConversationSide } from '../../../shared/messages';
import { startTestServer, type TestServer } from '../../test/test-server';
import { appendMessage } from './append-message';
import { call, contact, firm, quant } from './messages-world';

/**
 * A thread page's messages are JSON text PostgreSQL wrote (each message's `answer_tail`, migration 0031, behind its
 * id and fromMe): whatever a message holds, the page must give it back exactly as written, in the shape
 * JSON.stringify would have given it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

/** Characters JSON must escape, or that tend to be mishandled, beside any code point at all. */
const AWKWARD = ['"', '\\', '/', '\n', '\r', '\t', '\b', '\f', '\u0001', '\u001f', '\u007f', '\u2028', '\u2029'];
const awkwardText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom(...AWKWARD, '<', '>', '&', 'é', '量', '😀', ' ', 'a'),
    minLength: 1,
    maxLength: 30,
  }),
);
/**
 * What PostgreSQL text can hold: no NUL (the API strips it first) and no lone surrogate (with the u flag, \p{Cs}
 * matches only a surrogate outside a pair).
 */
const storable = awkwardText.filter((text) => !text.includes('\u0000') && !/\p{Cs}/u.test(text));

const written = fc.record({
  side: fc.constantFrom<ConversationSide>('quant', 'company'),
  authorName: storable,
  body: storable,
  createdAt: fc.date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('9999-12-31T23:59:59.999Z'),
    noInvalidDate: true,
  }),
});

describe('a thread page gives back its messages exactly', () => {
  it('whatever their text, author and time, for either reader', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(owner.session, q.profileId)).body as Conversation;
    await fc.assert(
      fc.asyncProperty(fc.array(written, { minLength: 1, maxLength: 4 }), async (messages) => {
        for (const m of messages) {
          const userId = m.side === 'quant' ? q.userId : owner.userId;
          await appendMessage(
            server.database.db,
            id,
            { side: m.side, userId, name: m.authorName },
            m.body,
            m.createdAt,
          );
        }
        for (const [reader, side] of [
          [q.session, 'quant'],
          [owner.session, 'company'],
        ] as const) {
          const page = await call(reader, 'GET', `/api/messages/conversations/${id}`);
          expect(page.status).toBe(200);
          const shown = (page.body as Conversation).messages.slice(-messages.length);
          expect(shown.map(({ id: _id, ...rest }) => rest)).toEqual(
            messages.map((m) => ({
              side: m.side,
              authorName: m.authorName,
              fromMe: m.side === side,
              body: m.body,
              createdAt: m.createdAt.toISOString(),
            })),
          );
        }
      }),
      { numRuns: 40 },
    );
  });
});

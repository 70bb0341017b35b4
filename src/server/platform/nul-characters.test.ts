import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, rateLimits, user } from '../db/schema';
import { signedInUser, signedUpOverHttp, TEST_PASSWORD, uniqueEmail } from '../test/accounts';
import { BrowserSession } from '../test/browser-session';
import { csrfHeaders, startTestServer, type TestServer } from '../test/test-server';
import { NUL_MESSAGE } from './nul-characters';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON

async function rows(table: typeof contactSubmissions | typeof user | typeof rateLimits): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function send(path: string, init: RequestInit) {
  const response = await server.fetch(path, init);
  return { status: response.status, body: (await response.json()) as Json };
}

function expectNulRefusal(answer: { status: number; body: Json }) {
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST', message: NUL_MESSAGE });
  expect(typeof answer.body.error.requestId).toBe('string');
}

const contact = {
  formType: 'general',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello there, tell me more.',
};

describe('NUL characters in /api requests (PostgreSQL cannot store them)', () => {
  it('refuses a NUL inside a JSON string, writes nothing and leaves the hourly quota alone', async () => {
    const [before, limitsBefore] = [await rows(contactSubmissions), await rows(rateLimits)];
    const answer = await send('/api/contact', {
      method: 'POST',
      headers: await csrfHeaders(server),
      body: JSON.stringify({ ...contact, message: 'Hello\u0000 there, tell me more.' }),
    });
    expectNulRefusal(answer);
    expect(await rows(contactSubmissions)).toBe(before);
    expect(await rows(rateLimits)).toBe(limitsBefore);
  });

  it('refuses a NUL in the query string, raw or percent-encoded', async () => {
    expectNulRefusal(await send('/api/compensation/entries?region=EU%00', {}));
    expectNulRefusal(await send('/api/internships?q=%00', {}));
    expectNulRefusal(await send('/api/firms?search=a%00b', {}));
  });

  it('refuses a NUL in the path', async () => {
    expectNulRefusal(await send('/api/compensation/entries%00', {}));
  });

  it('refuses a NUL in a url-encoded or plain-text body', async () => {
    const headers = await csrfHeaders(server);
    expectNulRefusal(
      await send('/api/contact', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'formType=general&name=Ada%00',
      }),
    );
    expectNulRefusal(
      await send('/api/contact', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'text/plain' },
        body: JSON.stringify(contact).replace('Hello', 'Hel\u0000lo'),
      }),
    );
  });

  it('lets an escaped backslash followed by "u0000" through: that is text, not a NUL', async () => {
    const headers = await csrfHeaders(server);
    const answer = await send('/api/contact', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...contact, message: 'A path like C:\\u0000\\ is fine.' }),
    });
    expect(answer.status).toBe(201);
  });

  it('refuses a NUL in a better-auth body before better-auth runs, and auth still works after the check', async () => {
    const usersBefore = await rows(user);
    const session = new BrowserSession(server);
    const email = uniqueEmail();
    const signUp = await session.request('/api/auth/sign-up/email', {
      json: { name: 'Ada\u0000', email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expectNulRefusal(signUp);
    expect(await rows(user)).toBe(usersBefore);
    // The check read the body: better-auth must still get it whole (sign-up, sign-in, session).
    const { userId } = await signedUpOverHttp(server);
    expect(userId).toMatch(/.+/);
  });

  it('refuses a NUL in a multipart text field or file name', async () => {
    const { session } = await signedInUser(server);
    const csrf = await session.csrfHeader();
    const withField = new FormData();
    withField.set('positionId', '00000000-0000-4000-8000-000000000000');
    withField.set('coverLetter', `${'I would love to join your team this summer. '.repeat(3)} Kind\u0000 regards`);
    expectNulRefusal(await session.postForm('/api/applications', withField, csrf));
    const withFileName = new FormData();
    withFileName.set('avatar', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'me\u0000.png');
    expectNulRefusal(await session.postForm('/api/profile/avatar', withFileName, csrf));
  });
});

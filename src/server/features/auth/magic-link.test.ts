import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { signedUpOverHttp, uniqueEmail } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Magic links sign in existing accounts only; asking for one must neither reveal an account nor mail a stranger. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

async function mailsTo(email: string): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email));
  return row?.n ?? 0;
}

const ask = (email: string) =>
  new BrowserSession(server).request('/api/auth/sign-in/magic-link', { json: { email, callbackURL: '/login' } });

describe('asking for a magic link', () => {
  it('answers an address without an account exactly like an account, and mails nothing', async () => {
    const { email } = await signedUpOverHttp(server);
    const known = await ask(email);
    const stranger = uniqueEmail();
    const unknown = await ask(stranger);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(stranger)).toBe(0);
  });

  it('mails the link to an existing account, whatever the case of the address typed', async () => {
    const { email } = await signedUpOverHttp(server);
    const before = await mailsTo(email);
    expect((await ask(email.toUpperCase())).status).toBe(200);
    expect(await mailsTo(email)).toBe(before + 1);
  });
});

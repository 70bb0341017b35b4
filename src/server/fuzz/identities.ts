import { eq } from 'drizzle-orm';
import { companyMembers } from '../db/schema';
import { signedInUser, TEST_PASSWORD } from '../test/accounts';
import { createCompany, createSession, createUser, signedInCookies } from '../test/factories';
import { csrfHeaders, type TestServer } from '../test/test-server';
import { cookieHeaderAfter } from '../platform/cookies';

/**
 * Who sends a fuzz request. Anonymous requests mostly stop at CSRF and sign-in checks; the other two carry what
 * a browser would (a CSRF token, a session), so generated input reaches the handlers behind those checks.
 */
export const IDENTITIES = ['anonymous', 'csrf', 'signed-in', 'firm-owner'] as const;
export type Identity = (typeof IDENTITIES)[number];

export function createIdentities(server: TestServer) {
  let csrf: Record<string, string> | undefined;
  let sessionCookies: string | undefined;
  let firm: { userId: string; cookies: string } | undefined;
  const db = server.database.db;

  /**
   * The owner of a verified company, so input reaches the firm-side handlers. Before each of its requests the
   * company is made again if a generated request ended it (DELETE /api/company, a hand-over).
   */
  async function firmOwner(): Promise<string> {
    if (!firm) {
      const { userId } = await createUser(db, { name: 'Fuzz Firm Owner' });
      const cookie = await createSession(db, server.config, userId);
      firm = {
        userId,
        cookies: signedInCookies(cookie)
          .map((c) => `${c.name}=${c.value}`)
          .join('; '),
      };
    }
    const [membership] = await db.select().from(companyMembers).where(eq(companyMembers.userId, firm.userId));
    if (membership?.role !== 'owner') {
      if (membership) await db.delete(companyMembers).where(eq(companyMembers.userId, firm.userId));
      await createCompany(db, { ownerUserId: firm.userId });
    }
    return firm.cookies;
  }

  async function csrfOnly(): Promise<Record<string, string>> {
    if (!csrf) {
      const { 'X-CSRF-Token': token = '', Cookie: cookie = '' } = await csrfHeaders(server);
      csrf = { 'X-CSRF-Token': token, Cookie: cookie };
    }
    return csrf;
  }

  async function signIn(): Promise<string> {
    const { email } = await signedInUser(server, 'Fuzz Tester');
    const response = await server.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`fuzz sign-in failed with ${response.status}`);
    return cookieHeaderAfter(response);
  }

  return {
    async headers(identity: Identity): Promise<Record<string, string>> {
      if (identity === 'anonymous') return {};
      const token = await csrfOnly();
      if (identity === 'csrf') return { ...token, Origin: server.url };
      if (identity === 'firm-owner')
        return { ...token, Cookie: `${token.Cookie}; ${await firmOwner()}`, Origin: server.url };
      sessionCookies ??= await signIn();
      return { ...token, Cookie: `${token.Cookie}; ${sessionCookies}`, Origin: server.url };
    },

    /**
     * A generated request may end its own session (sign-out, revoke-sessions with a lucky body): the next
     * signed-in request then gets a new one, so the rest of the run still reaches signed-in code.
     */
    async afterResponse(identity: Identity, path: string, status: number): Promise<void> {
      if (identity !== 'signed-in' || !sessionCookies) return;
      if (status !== 401 && !(path.startsWith('/api/auth/') && status < 400)) return;
      const check = await server.fetch('/api/auth/get-session', { headers: { Cookie: sessionCookies } });
      if ((await check.json()) === null) sessionCookies = undefined;
    },
  };
}

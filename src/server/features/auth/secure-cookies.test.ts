import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { createLogger } from '../../platform/logger';
import { createMailer } from '../../platform/mail/mailer';
import { createTestDatabase } from '../../test/test-database';
import { createAuth, type Auth } from './auth';

/** Behind HTTPS (PUBLIC_URL https://…) the session cookie is Secure and carries the __Secure- prefix. */
const ORIGIN = 'https://quantleap.test';
let database: Database;
let auth: Auth;

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = createLogger('silent');
  auth = createAuth({
    db: database.db,
    logger,
    mailer: createMailer({ db: database.db, logger, from: 'test@quantleap.test' }),
    config: { appSecret: 'x'.repeat(40), publicUrl: ORIGIN, authRateLimitScale: 100 },
  });
});
afterAll(() => database.close());

const post = (path: string, body: unknown) =>
  auth.handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'x-quantleap-client-address': '192.0.2.1' },
      body: JSON.stringify(body),
    }),
  );

describe('cookies behind HTTPS', () => {
  it('issue a __Secure- prefixed, Secure, httpOnly, SameSite=Lax session cookie', async () => {
    const email = 'secure@example.com';
    const password = 'Quant2026!';
    expect((await post('/sign-up/email', { name: 'Sec Ure', email, password, confirmPassword: password })).status).toBe(
      200,
    );
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const signIn = await post('/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '';
    expect(cookie).toMatch(/^__Secure-quantleap\.session_token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_STEP_PATH } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { secondFactorOnEverySignIn } from './second-factor-gate';

/**
 * The gate is not a list of paths: whatever better-auth endpoint opens a session, an account with two-factor on
 * gets the challenge. QuantLeap turns off the auto sign-in after e-mail verification; a better-auth set up with it
 * on is a way in the gate has never been told about, so it shows the rule holds for paths added later.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const BASE = 'http://localhost:3000';

function authWithAutoSignIn(mailbox: string[]) {
  const secondFactor = twoFactor();
  return betterAuth({
    baseURL: BASE,
    basePath: '/api/auth',
    secret: 'gate-test-secret-that-is-long-enough-0123456789',
    telemetry: { enabled: false },
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    emailAndPassword: { enabled: true },
    emailVerification: {
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ url }) => {
        mailbox.push(url);
      },
    },
    plugins: [secondFactor, secondFactorOnEverySignIn(secondFactor)],
  });
}

async function sessionsOf(userId: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(session).where(eq(session.userId, userId));
  return row?.n ?? 0;
}

describe('a way in the gate was not told about (auto sign-in after e-mail verification)', () => {
  it('signs in an account without two-factor, as configured', async () => {
    const mailbox: string[] = [];
    const auth = authWithAutoSignIn(mailbox);
    const email = `gate-plain-${Date.now()}@example.com`;
    const created = await auth.api.signUpEmail({ body: { name: 'Ada', email, password: 'Quant2026!' } });
    // better-auth's sign-up signs in too here; only the verification link's session is under test.
    await database.db.delete(session).where(eq(session.userId, created.user.id));
    await auth.api.sendVerificationEmail({ body: { email } });
    const opened = await auth.handler(new Request(mailbox.at(-1) ?? ''));
    expect(opened.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(true);
    expect(await sessionsOf(created.user.id)).toBe(1);
  });

  it('sends an account with two-factor on to the code step and leaves no session', async () => {
    const mailbox: string[] = [];
    const auth = authWithAutoSignIn(mailbox);
    const email = `gate-2fa-${Date.now()}@example.com`;
    const created = await auth.api.signUpEmail({ body: { name: 'Ada', email, password: 'Quant2026!' } });
    await database.db.delete(session).where(eq(session.userId, created.user.id));
    await database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, created.user.id));
    await auth.api.sendVerificationEmail({ body: { email } });

    const opened = await auth.handler(new Request(mailbox.at(-1) ?? ''));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`${BASE}${TWO_FACTOR_STEP_PATH}`);
    expect(opened.headers.getSetCookie().some((c) => c.includes('two_factor='))).toBe(true);
    expect(await sessionsOf(created.user.id)).toBe(0);
  });
});

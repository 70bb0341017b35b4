import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { BrowserSession } from './browser-session';
import type { TestServer } from './test-server';

import {
  createSession,
  createUser,
  signedInCookies,
  TEST_PASSWORD,
  uniqueEmail,
  type UserOverrides,
} from './factories';

export { TEST_PASSWORD, uniqueEmail };

/** The newest mail of `kind` sent to `to`, straight from the outbox. */
export async function latestMail(server: TestServer, to: string, kind: string) {
  const [row] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

export function linkIn(text: string | undefined): string {
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail: ${text}`);
  return link;
}

/** A BrowserSession signed in as the existing user `userId`: a new session, its cookies as a sign-in sets them. */
export async function sessionFor(server: TestServer, userId: string): Promise<BrowserSession> {
  const session = new BrowserSession(server);
  const cookie = await createSession(server.database.db, server.config, userId);
  for (const { name, value } of signedInCookies(cookie)) session.setCookie(name, value);
  return session;
}

/**
 * A signed-in user made by the factories (verified address, password TEST_PASSWORD, a session stored by
 * better-auth): a BrowserSession holding the cookies a browser holds after signing in. Tests of sign-up and sign-in
 * themselves take signedUpOverHttp().
 */
export async function signedInUser(
  server: TestServer,
  name = 'Ada Lovelace',
  overrides: Omit<UserOverrides, 'name'> = {},
) {
  const { userId, email } = await createUser(server.database.db, { ...overrides, name });
  return { session: await sessionFor(server, userId), email, userId };
}

/**
 * Signs up through the API, opens the verification link, signs in: a session exactly as a real user gets one.
 * For tests of those steps themselves; every other test takes signedInUser().
 */
export async function signedUpOverHttp(server: TestServer, name = 'Ada Lovelace') {
  const email = uniqueEmail();
  const session = new BrowserSession(server);
  const signUp = await session.request('/api/auth/sign-up/email', {
    json: { name, email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, callbackURL: '/login' },
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  await session.request(linkIn((await latestMail(server, email, 'verification'))?.text));
  const signIn = await session.request('/api/auth/sign-in/email', { json: { email, password: TEST_PASSWORD } });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  const me = await session.request('/api/auth/get-session');
  return { session, email, userId: me.body.user.id as string };
}

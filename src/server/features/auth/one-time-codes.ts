import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import { cookieHeaderAfter } from '../../platform/cookies';
import { consume } from '../../platform/rate-limit';
import type { Auth } from './auth';

/** A TOTP code stays valid for its 30 s step plus one step either side; a used code is remembered that long. */
const CODE_MEMORY_SECONDS = 90;
export const CODE_ALREADY_USED = 'This code was already used. Wait for the next code from your authenticator app.';

function sessionTokenFrom(setCookies: string[]): string | undefined {
  for (const cookie of setCookies) {
    const match = /^[^=]*session_token=([^;]+)/.exec(cookie);
    // The cookie holds "<token>.<signature>", URL-encoded.
    if (match?.[1]) return decodeURIComponent(match[1]).split('.')[0];
  }
  return undefined;
}

/** The session a response leaves the browser with: the one it just set, else the one the request carried. */
async function sessionAfter(auth: Auth, request: Request, response: Response) {
  const headers = new Headers(request.headers);
  if (sessionTokenFrom(response.headers.getSetCookie())) headers.set('cookie', cookieHeaderAfter(response));
  return auth.api.getSession({ headers });
}

/**
 * better-auth accepts the same TOTP code again within its window; the accounts issue requires each code to work
 * once. After a successful verification this records (user, code) in the database counters; a second use is
 * refused, and a session the replay just created is deleted before the answer leaves the server.
 */
export async function enforceSingleUseTotp(
  db: Db,
  auth: Auth,
  request: Request,
  response: Response,
  code: string,
): Promise<Response> {
  if (response.status !== 200) return response;
  const signedIn = await sessionAfter(auth, request, response);
  if (!signedIn) return response;
  const { allowed } = await consume(db, `totp-used:${signedIn.user.id}:${code}`, CODE_MEMORY_SECONDS, 1);
  if (allowed) return response;
  const newToken = sessionTokenFrom(response.headers.getSetCookie());
  if (newToken) await db.delete(session).where(eq(session.token, newToken));
  return Response.json({ code: 'TOTP_REUSED', message: CODE_ALREADY_USED }, { status: 401 });
}

/**
 * A two-factor change (turned on, turned off) ends every other session of the user: a thief holding another
 * session must not survive the owner securing the account. The session that made the change stays.
 */
export async function revokeOtherSessionsAfterTwoFactorChange(
  db: Db,
  auth: Auth,
  request: Request,
  response: Response,
): Promise<Response> {
  if (response.status !== 200) return response;
  const current = await sessionAfter(auth, request, response);
  if (!current) return response;
  await db.delete(session).where(and(eq(session.userId, current.user.id), ne(session.token, current.session.token)));
  return response;
}

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session, user } from '../db/schema';
import type { SessionReader } from './session';

/** What this reader needs from better-auth: its session check, and the name of its session cookie. */
export interface AccountsLibrary extends SessionReader {
  $context: Promise<{ authCookies: { sessionToken: { name: string } } }>;
}

export interface RememberedSessionsOptions {
  /** How long a checked cookie is trusted to name its session before better-auth checks it again. */
  ttlMs?: number;
  /** At most this many cookies are remembered; the oldest go first. */
  maxEntries?: number;
}

/**
 * The session reader of every route (decisions 0020 and 0032): who calls, in one statement on most requests instead
 * of better-auth's two, one after the other. Their company is company-access.ts's to read.
 *
 * The first time this process sees a session cookie, better-auth checks it (the signature, the session row, its
 * expiry, and it extends the session as it always does). The cookie is then remembered with its session token for
 * `ttlMs`; while it is, a request with that exact cookie reads the session and its user in one prepared statement
 * by the token, where the session must still exist and not have expired. So signing out,
 * revoking, a password reset or a deleted account stop the very next request, as before; only better-auth's
 * signature check is skipped, for a cookie whose signature it checked already.

 */
export function rememberedSessions(auth: AccountsLibrary, db: Db, options: RememberedSessionsOptions = {}) {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  /** Cookie value → its session token and until when it is trusted; a Map keeps insertion order for eviction. */
  const remembered = new Map<string, { token: string; until: number }>();
  let cookieName: Promise<string> | undefined;

  const readUser = db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    // A suspended account is signed out everywhere, even by a session that outlived its suspension.
    .where(
      and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`), isNull(user.suspendedAt)),
    )
    .prepare('remembered_session_user');

  function remember(cookie: string, token: string) {
    remembered.delete(cookie);
    remembered.set(cookie, { token, until: Date.now() + ttlMs });
    if (remembered.size > maxEntries) remembered.delete(remembered.keys().next().value!);
  }

  const forgetting = (cookie: string, token: string): RequestSession => ({
    token,
    forget: () => {
      if (remembered.get(cookie)?.token === token) remembered.delete(cookie);
    },
  });

  /** Two session cookies in one header: better-auth decides which counts, every time, and nothing is remembered. */
  async function checkedByLibrary(headers: Headers): Promise<RequestSession | null> {
    const checked = await auth.api.getSession({ headers });
    return checked?.session ? { token: checked.session.token, forget: () => {} } : null;
  }

  async function sessionOf(headers: Headers): Promise<RequestSession | null> {
    cookieName ??= auth.$context.then((context) => context.authCookies.sessionToken.name);
    const cookie = cookieValue(headers.get('cookie'), await cookieName);
    if (cookie === undefined) return null;
    if (cookie === AMBIGUOUS) return checkedByLibrary(headers);
    const known = remembered.get(cookie);
    if (known && known.until > Date.now()) return forgetting(cookie, known.token);
    remembered.delete(cookie);
    const checked = await auth.api.getSession({ headers });
    if (!checked?.session) return null;
    remember(cookie, checked.session.token);
    return forgetting(cookie, checked.session.token);
  }

  return {
    api: {
      async getSession({ headers }: { headers: Headers }) {
        const found = await sessionOf(headers);
        if (!found) return null;
        const [row] = await readUser.execute({ token: found.token });
        if (!row) {
          found.forget();
          return null;
        }
        return { user: row };
      },
    },
    /** How many cookies are remembered (tests). */
    size: () => remembered.size,
  } satisfies SessionReader & { size(): number };
}

/** The session of a request, named by its token, before anything has read its row. */
interface RequestSession {
  token: string;
  /** The session row was gone or expired when the statement looked for it: check the cookie afresh next time. */
  forget(): void;
}

const AMBIGUOUS = Symbol('two session cookies');

/** The raw value of cookie `name` in a Cookie header; undefined when absent, AMBIGUOUS when there are two. */
function cookieValue(header: string | null, name: string): string | typeof AMBIGUOUS | undefined {
  let found: string | undefined;
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at <= 0 || part.slice(0, at).trim() !== name) continue;
    if (found !== undefined) return AMBIGUOUS;
    found = part.slice(at + 1).trim();
  }
  return found || undefined;
}

import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser, SignedInEnv, VisitorEnv } from '../app-env';
import { AppError } from './app-error';
import type { CompanyAccess } from './company-access';

/**
 * What the session middleware needs from the accounts library (better-auth's `auth.api.getSession`): features
 * depend on this, not on the auth feature's instance.
 */
export interface SessionReader {
  api: {
    getSession(context: { headers: Headers }): Promise<{
      user: { id: string; email: string; name: string };
      session?: { token: string };
      /** The caller's company, when the reader looked it up with the session (remembered-sessions.ts). */
      company?: CompanyAccess | null;
    } | null>;
  };
}

/** The session of a request, named by its token, before anything has read its row (remembered-sessions.ts). */
export interface RequestSession {
  token: string;
  /** The session row was gone or expired when a statement looked for it: check the cookie afresh next time. */
  forget(): void;
}

/**
 * A session reader that can also name the request's session without reading it, for a statement that reads the
 * session itself along with its answer (session-statement.ts, decision 0029). null: no session cookie, or one the
 * accounts library refused.
 */
export interface SessionStatements extends SessionReader {
  sessionOf(headers: Headers): Promise<RequestSession | null>;
}

/** The session's user in `c.var.user` (null for a visitor), and their company when the reader found it with them. */
async function readSession(auth: SessionReader, c: Context<VisitorEnv>): Promise<SessionUser | null> {
  const found = await auth.api.getSession({ headers: c.req.raw.headers });
  const user = found ? { id: found.user.id, email: found.user.email, name: found.user.name } : null;
  c.set('user', user);
  if (found?.company !== undefined) c.set('sessionCompany', found.company);
  return user;
}

/** What a request without a (live) session is told. */
export const SIGN_IN_FIRST = 'Please sign in first.';

/** Puts the signed-in user (from the session cookie) in `c.var.user`, or answers 401. */
export function requireUser(auth: SessionReader): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = await readSession(auth, c as unknown as Context<VisitorEnv>);
    if (!user) throw new AppError('UNAUTHENTICATED', SIGN_IN_FIRST);
    await next();
  };
}

/** Like requireUser, but lets anonymous requests through with `c.var.user` null. */
export function optionalUser(auth: SessionReader): MiddlewareHandler<VisitorEnv> {
  return async (c, next) => {
    await readSession(auth, c);
    await next();
  };
}

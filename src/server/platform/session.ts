import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser, SignedInEnv, VisitorEnv } from '../app-env';
import { AppError } from './app-error';

/**
 * What the session middleware needs from the accounts library (better-auth's `auth.api.getSession`): features
 * depend on this, not on the auth feature's instance.
 */
export interface SessionReader {
  api: {
    getSession(context: { headers: Headers }): Promise<{
      user: { id: string; email: string; name: string };
      session?: { token: string };
    } | null>;
  };
}

/** The session's user in `c.var.user` (null for a visitor). */
async function readSession(auth: SessionReader, c: Context<VisitorEnv>): Promise<SessionUser | null> {
  const found = await auth.api.getSession({ headers: c.req.raw.headers });
  const user = found ? { id: found.user.id, email: found.user.email, name: found.user.name } : null;
  c.set('user', user);
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

import type { MiddlewareHandler } from 'hono';
import type { SessionUser, SignedInEnv, VisitorEnv } from '../app-env';
import { AppError } from './app-error';

/**
 * What the session middleware needs from the accounts library (better-auth's `auth.api.getSession`): features
 * depend on this, not on the auth feature's instance.
 */
export interface SessionReader {
  api: {
    getSession(context: { headers: Headers }): Promise<{ user: { id: string; email: string; name: string } } | null>;
  };
}

async function readSessionUser(auth: SessionReader, headers: Headers): Promise<SessionUser | null> {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  return { id: found.user.id, email: found.user.email, name: found.user.name };
}

/** Puts the signed-in user (from the session cookie) in `c.var.user`, or answers 401. */
export function requireUser(auth: SessionReader): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = await readSessionUser(auth, c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
    c.set('user', user);
    await next();
  };
}

/** Like requireUser, but lets anonymous requests through with `c.var.user` null. */
export function optionalUser(auth: SessionReader): MiddlewareHandler<VisitorEnv> {
  return async (c, next) => {
    c.set('user', await readSessionUser(auth, c.req.raw.headers));
    await next();
  };
}

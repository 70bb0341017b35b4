import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser } from '../app-env';
import { AppError } from './app-error';
import type { CompanyAccess } from './company-access';
import { identityOf, type IdentityRow } from './session-identity';
import { SIGN_IN_FIRST, type RequestSession, type SessionStatements } from './session';

/**
 * The request's session for a read that checks it in its own statement (decision 0029): the statement selects
 * `sessionIdentity` (session-identity.ts) by `token` along with its answer, and hands the identity row it read
 * to `caller`, which decides who calls exactly as requireUser and loadCompanyIfAny do, once.
 */
export interface SessionStatement {
  token: string;
  /**
   * Who calls, from the statement's identity row: 401 without one (the session ended or expired; the cookie is
   * then checked afresh next time). Puts the user and their company on `c.var`, as the session middleware would.
   */
  caller(row: IdentityRow | null | undefined): { user: SessionUser; company: CompanyAccess | null };
  /**
   * Runs `parse` (the request's parameters); when it refuses them, the session is checked first so that an ended
   * session gets its 401 before any 400 or 404, as on routes behind requireUser.
   */
  parsed<T>(parse: () => T): Promise<T>;
}

export interface SessionStatementEnv {
  Variables: {
    sessionStatement: SessionStatement;
    user: SessionUser;
    company: CompanyAccess | undefined;
    sessionCompany?: CompanyAccess | null;
  };
}

/**
 * For a route whose statement reads the session itself: 401 without a session cookie or with one better-auth
 * refuses; otherwise `c.var.sessionStatement`, and nothing read yet on a remembered cookie.
 */
export function sessionForStatement(auth: SessionStatements): MiddlewareHandler<SessionStatementEnv> {
  return async (c, next) => {
    const session = await auth.sessionOf(c.req.raw.headers);
    if (!session) throw new AppError('UNAUTHENTICATED', SIGN_IN_FIRST);
    c.set('sessionStatement', statementFor(c, auth, session));
    await next();
  };
}

function statementFor(c: Context<SessionStatementEnv>, auth: SessionStatements, session: RequestSession) {
  return {
    token: session.token,
    caller(row) {
      if (!row) {
        session.forget();
        throw new AppError('UNAUTHENTICATED', SIGN_IN_FIRST);
      }
      const { user, company } = identityOf(row);
      c.set('user', user);
      c.set('sessionCompany', company);
      c.set('company', company ?? undefined);
      return { user, company };
    },
    async parsed(parse) {
      try {
        return parse();
      } catch (error) {
        const found = await auth.api.getSession({ headers: c.req.raw.headers });
        if (!found) throw new AppError('UNAUTHENTICATED', SIGN_IN_FIRST);
        throw error;
      }
    },
  } satisfies SessionStatement;
}

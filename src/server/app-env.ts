import type { Db } from './db/client';
import type { CompanyAccess } from './platform/company-access';
import type { Logger } from './platform/logger';
import type { RouteContract } from './platform/contract';

/** The signed-in user as routes see it; ids always come from the session, never from a request body. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** What every request handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    db: Db;
    /** The process logger; log lines about a request carry `requestId`. */
    logger: Logger;
    requestId: string;
    /** The contract of the route answering (platform/contract.ts); undefined outside contracted routes. */
    contract: RouteContract | undefined;
  };
}

/** What requireUser adds (features/auth/session.ts): handlers after it read a non-null `c.var.user`. */
export interface SignedInEnv {
  Variables: { user: SessionUser; sessionCompany?: CompanyAccess | null };
}

/** What optionalUser adds: the signed-in user, or null for a visitor. */
export interface VisitorEnv {
  Variables: {
    user: SessionUser | null;
    /**
     * The caller's company (null: none) when the session reader found it with the session; undefined when it did
     * not look. platform/company-access.ts reads it before asking the database.
     */
    sessionCompany?: CompanyAccess | null;
  };
}

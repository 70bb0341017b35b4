import type { Db } from './db/client';
import type { Logger } from './platform/logger';
import type { RouteConfig } from '@hono/zod-openapi';

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
    contract: RouteConfig | undefined;
  };
}

/** What requireUser adds (features/auth/session.ts): handlers after it read a non-null `c.var.user`. */
export interface SignedInEnv {
  Variables: { user: SessionUser };
}

/** What optionalUser adds: the signed-in user, or null for a visitor. */
export interface VisitorEnv {
  Variables: { user: SessionUser | null };
}

import type { Db } from './db/client';
import type { Logger } from './platform/logger';

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
    /** Set by requireUser / optionalUser (features/auth/session.ts) on the routes that use them. */
    user: SessionUser | null;
  };
}

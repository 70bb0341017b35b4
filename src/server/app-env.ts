import type { Db } from './db/client';
import type { Logger } from './platform/logger';

/** What every request handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    db: Db;
    /** The process logger; log lines about a request carry `requestId`. */
    logger: Logger;
    requestId: string;
  };
}

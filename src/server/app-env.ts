import type { Db } from './db/client';
import type { Logger } from './platform/logger';

/** What every request handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    db: Db;
    /** A child logger that carries this request's id. */
    logger: Logger;
    requestId: string;
  };
}

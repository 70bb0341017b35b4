import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { consumeRateLimit } from './rate-limit';

/**
 * The gate of a public form, passed after its body validated (a bad submission counts for nothing): counts the
 * sender against the form's hourly limit (429 past it), then stores the submission with `store`. Both happen in
 * one transaction, so only a stored submission uses up the quota: one whose write fails, or that is refused with
 * 429, leaves the counter as it was. A filled honeypot is a bot: it is counted, gets the same success answer, so
 * it learns nothing, and nothing is stored.
 */
export async function admitSubmission(
  c: Context<AppEnv>,
  options: {
    form: string;
    perHour: number;
    sender: string;
    honeypot: string | undefined;
    log?: object;
    /** Writes the submission, through the transaction's `db`. */
    store: (db: Db) => Promise<unknown>;
  },
): Promise<void> {
  await c.var.db.transaction(async (db) => {
    await consumeRateLimit(db, { name: options.form, max: options.perHour, windowSeconds: 3600 }, options.sender);
    if (!options.honeypot) {
      await options.store(db);
      return;
    }
    c.var.logger.info(
      { requestId: c.var.requestId, ...options.log },
      `${options.form}: honeypot filled, submission dropped`,
    );
  });
}

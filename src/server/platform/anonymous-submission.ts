import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { consumeRateLimit } from './rate-limit';

/**
 * The gate of a public form, passed after its body validated (a bad submission counts for nothing): counts the
 * sender against the form's hourly limit (429 past it), then says whether to store the submission. A filled
 * honeypot is a bot: it gets the same success answer, so it learns nothing, and nothing is stored.
 */
export async function admitSubmission(
  c: Context<AppEnv>,
  options: { form: string; perHour: number; sender: string; honeypot: string | undefined; log?: object },
): Promise<boolean> {
  await consumeRateLimit(c.var.db, { name: options.form, max: options.perHour, windowSeconds: 3600 }, options.sender);
  if (!options.honeypot) return true;
  c.var.logger.info(
    { requestId: c.var.requestId, ...options.log },
    `${options.form}: honeypot filled, submission dropped`,
  );
  return false;
}

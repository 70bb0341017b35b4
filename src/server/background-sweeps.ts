import type { Db } from './db/client';
import { markPassedInterviews } from './features/internship-board/interviews';
import { sendDueRejectionMails } from './features/internship-board/pipeline';
import { sweepStalePositions } from './features/internship-board/stale-positions';
import { sendDueMessageMails } from './features/messages/notifications';
import { sweepProjectListings } from './features/projects/expiry';
import type { Logger } from './platform/logger';
import type { Mailer } from './platform/mail/mailer';
import { purgeStaleRateLimits } from './platform/rate-limit';

/**
 * The server's timed work: hourly housekeeping and the 30-second pipeline of due mails and passed interviews. Any
 * process may run it (each row is claimed once), so several app processes stay correct; the cluster runs it in one
 * of them anyway, to spare the database the duplicate sweeps. Returns a function that stops the timers.
 */
export function startBackgroundSweeps({
  db,
  mailer,
  publicUrl,
  secret,
  logger,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** APP_SECRET: signs the unsubscribe links of the mails sent here. */
  secret: string;
  logger: Logger;
}): () => void {
  const failed = (what: string) => (error: unknown) => logger.error({ err: error }, `${what} failed`);
  // Rate-limit counters untouched for a day count for nothing: cleared at start and hourly.
  const purgeRateLimits = () =>
    purgeStaleRateLimits(db).then(
      (purged) => logger.debug({ purged }, 'stale rate-limit counters purged'),
      failed('purging stale rate-limit counters'),
    );
  // Open positions nobody touched for 30 days ask their firm whether it still hires, and close 14 days later
  // without an answer.
  const sweepPositions = () =>
    sweepStalePositions(db, mailer, publicUrl).then(
      (result) => logger.debug(result, 'stale positions swept'),
      failed('sweeping stale positions'),
    );
  // LeapMarket listings e-mail their firm 3 days before their end and close themselves at it.
  const sweepListings = () =>
    sweepProjectListings(db, mailer, publicUrl).then(
      (result) => logger.debug(result, 'project listings swept'),
      failed('sweeping project listings'),
    );
  const hourly = () => {
    void purgeRateLimits();
    void sweepPositions();
    void sweepListings();
  };
  hourly();
  const hourlyTimer = setInterval(hourly, 3_600_000).unref();

  // Rejections are told to applicants once their undo window has passed; interviews whose booked time has passed
  // move their application to Interviewed; message e-mails held back by the 15-minute batching go out as one digest
  // per conversation once due.
  const pipelineMail = { mailer, publicUrl, secret };
  const sweepPipeline = () =>
    Promise.all([
      sendDueRejectionMails(db, pipelineMail),
      markPassedInterviews(db, pipelineMail),
      sendDueMessageMails(db, pipelineMail),
    ]).then(
      ([rejections, interviewed, messageMails]) =>
        logger.debug({ rejections, interviewed, messageMails }, 'application pipeline and message mail swept'),
      failed('sweeping the application pipeline'),
    );
  const pipelineTimer = setInterval(() => void sweepPipeline(), 30_000).unref();

  return () => {
    clearInterval(hourlyTimer);
    clearInterval(pipelineTimer);
  };
}

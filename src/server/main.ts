import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { syncReferenceData } from './db/seed/sync-reference-data';
import { createLogger } from './platform/logger';
import { createMailer } from './platform/mail/mailer';
import { purgeStaleRateLimits } from './platform/rate-limit';
import { createS3Storage } from './platform/storage/s3-storage';
import { createLocalStorage } from './platform/storage/storage';
import { markPassedInterviews } from './features/internship-board/interviews';
import { sendDueRejectionMails } from './features/internship-board/pipeline';
import { sweepStalePositions } from './features/internship-board/stale-positions';
import { sweepProjectListings } from './features/projects/expiry';
import { sendDueMessageMails } from './features/messages/notifications';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, purpose: 'server' }).catch(
    (error: unknown) => {
      // Another process has this DATA_DIR's PGlite: say who and what to do, without a stack trace.
      if (!(error instanceof DataDirLockedError)) throw error;
      console.error(error.message);
      process.exit(1);
    },
  );
  await database.migrate();
  await syncReferenceData(database.db);
  logger.info({ database: database.kind }, 'database ready');

  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (mailer.transport === 'outbox') logger.info('No SMTP_URL: mail stays in the outbox table.');
  logger.info(
    { devMailbox: config.devMailbox.enabled },
    config.devMailbox.enabled
      ? `${config.devMailbox.reason} Read it at ${config.publicUrl}/dev/mailbox from this machine; it refuses ` +
          'requests that came through a proxy unless TRUSTED_PROXY and TRUSTED_PROXY_ADDRESSES trust that proxy.'
      : config.devMailbox.reason,
  );
  logger.info(
    { trustedProxy: config.trustedProxyHops, trustedProxyAddresses: config.trustedProxyAddresses },
    config.trustedProxyHops === 0
      ? 'Client addresses: the socket peer (TRUSTED_PROXY=0: forwarding headers are ignored).'
      : `Client addresses: X-Forwarded-For, at most ${config.trustedProxyHops} hop(s), only from ` +
          `${config.trustedProxyAddresses.join(', ')} (TRUSTED_PROXY_ADDRESSES).`,
  );
  const storage = config.s3
    ? createS3Storage({ ...config.s3, forcePathStyle: !!config.s3.endpoint })
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
  logger.info({ storage: config.s3 ? `s3://${config.s3.bucket}` : 'local disk' }, 'uploads storage');
  const app = createApp({ db: database.db, config, logger, mailer, storage });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, url: config.publicUrl }, `QuantLeap listening on ${config.publicUrl}`);
  });

  // Rate-limit counters untouched for a day count for nothing: clear them at start and hourly (any process may).
  const purgeRateLimits = () =>
    purgeStaleRateLimits(database.db).then(
      (purged) => logger.debug({ purged }, 'stale rate-limit counters purged'),
      (error: unknown) => logger.error({ err: error }, 'purging stale rate-limit counters failed'),
    );
  void purgeRateLimits();
  // Open positions nobody touched for 30 days ask their firm whether it still hires, and close 14 days later
  // without an answer (any process may sweep: each position is claimed once).
  const sweepPositions = () =>
    sweepStalePositions(database.db, mailer, config.publicUrl).then(
      (result) => logger.debug(result, 'stale positions swept'),
      (error: unknown) => logger.error({ err: error }, 'sweeping stale positions failed'),
    );
  void sweepPositions();
  // LeapMarket listings e-mail their firm 3 days before their end and close themselves at it (any process may
  // sweep: each listing is claimed once per notice and once for closing).
  const sweepListings = () =>
    sweepProjectListings(database.db, mailer, config.publicUrl).then(
      (result) => logger.debug(result, 'project listings swept'),
      (error: unknown) => logger.error({ err: error }, 'sweeping project listings failed'),
    );
  void sweepListings();
  const purgeTimer = setInterval(() => {
    void purgeRateLimits();
    void sweepPositions();
    void sweepListings();
  }, 3_600_000).unref();
  // Rejections are told to applicants once their undo window has passed (any process may send: each is claimed once);
  // Interviews whose booked time has passed move their application to Interviewed.
  const pipelineMail = { mailer, publicUrl: config.publicUrl };
  // Message e-mails held back by the 15-minute batching go out as one digest per conversation once due.
  const sweepPipeline = () =>
    Promise.all([
      sendDueRejectionMails(database.db, pipelineMail),
      markPassedInterviews(database.db, pipelineMail),
      sendDueMessageMails(database.db, pipelineMail),
    ]).then(
      ([rejections, interviewed, messageMails]) =>
        logger.debug({ rejections, interviewed, messageMails }, 'application pipeline and message mail swept'),
      (error: unknown) => logger.error({ err: error }, 'sweeping the application pipeline failed'),
    );
  const rejectionTimer = setInterval(() => void sweepPipeline(), 30_000).unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting connections; close() calls back once every in-flight request has finished.
    clearInterval(purgeTimer);
    clearInterval(rejectionTimer);
    server.close(async () => {
      await database.close();
      logger.info('shut down cleanly');
      logger.flush(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.error('in-flight requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('QuantLeap failed to start:', error);
  process.exit(1);
});

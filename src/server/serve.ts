import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startBackgroundSweeps } from './background-sweeps';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { syncReferenceData } from './db/seed/sync-reference-data';
import type { Logger } from './platform/logger';
import { createMailer } from './platform/mail/mailer';
import { createS3Storage } from './platform/storage/s3-storage';
import { createLocalStorage } from './platform/storage/storage';

export interface ServeOptions {
  /** Migrate and sync the reference data first: a lone process does; the cluster's primary did for its workers. */
  prepareDatabase: boolean;
  /** Run the timed sweeps (background-sweeps.ts) in this process. */
  sweeps: boolean;
  /** Say what the settings mean (mail, proxies, storage): once per start, not once per worker. */
  describeSettings: boolean;
}

/** Opens the database and the mail and upload stores, serves the app on PORT, and stops cleanly on SIGTERM/SIGINT. */
export async function serveApp(config: Config, logger: Logger, options: ServeOptions): Promise<void> {
  // Set first, so a stop asked for while the process is still starting (a cluster stopping) ends it cleanly too.
  const serving: { stop?: (signal: string) => void } = {};
  const onSignal = (signal: string) => {
    if (serving.stop) return serving.stop(signal);
    logger.info({ signal, pid: process.pid }, 'stopped before serving');
    logger.flush(() => process.exit(0));
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, purpose: 'server' }).catch(
    (error: unknown) => {
      // Another process has this DATA_DIR's PGlite: say who and what to do, without a stack trace.
      if (!(error instanceof DataDirLockedError)) throw error;
      console.error(error.message);
      process.exit(1);
    },
  );
  if (options.prepareDatabase) {
    await database.migrate();
    await syncReferenceData(database.db);
    logger.info({ database: database.kind }, 'database ready');
  }

  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (options.describeSettings) describeSettings(config, logger, mailer.transport);
  const storage = config.s3
    ? createS3Storage({ ...config.s3, forcePathStyle: !!config.s3.endpoint })
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
  const app = createApp({ db: database.db, config, logger, mailer, storage });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, url: config.publicUrl, pid: process.pid },
      `QuantLeap listening on ${config.publicUrl}`,
    );
  });
  const stopSweeps = options.sweeps
    ? startBackgroundSweeps({ db: database.db, mailer, publicUrl: config.publicUrl, secret: config.appSecret, logger })
    : () => undefined;

  let stopping = false;
  serving.stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, pid: process.pid }, 'shutting down: finishing in-flight requests');
    stopSweeps();
    // Stop accepting connections; close() calls back once every in-flight request has finished.
    server.close(async () => {
      await database.close();
      logger.info({ pid: process.pid }, 'shut down cleanly');
      logger.flush(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.error('in-flight requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
  };
}

function describeSettings(config: Config, logger: Logger, mailTransport: string): void {
  if (mailTransport === 'outbox') logger.info('No SMTP_URL: mail stays in the outbox table.');
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
  logger.info({ storage: config.s3 ? `s3://${config.s3.bucket}` : 'local disk' }, 'uploads storage');
}

import cluster from 'node:cluster';
import { runPrimary, workerOptions } from './app-processes';
import { loadConfig } from './config';
import { createLogger } from './platform/logger';
import { serveApp } from './serve';

/**
 * `npm start`: one process serving everything (APP_PROCESSES=1, the default), or a primary and its workers
 * (app-processes.ts).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  if (cluster.isWorker) return serveApp(config, logger, workerOptions());
  if (config.appProcesses > 1) return runPrimary(config, logger);
  return serveApp(config, logger, { prepareDatabase: true, sweeps: true, describeSettings: true });
}

main().catch((error: unknown) => {
  console.error('QuantLeap failed to start:', error);
  process.exit(1);
});

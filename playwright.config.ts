import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { OPERATOR_EMAIL } from './e2e/signed-in-pool';
import { freePort } from './src/server/test/free-port';

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'quantleap-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A journey that passes only on a second try is broken: it waits for time instead of for what a user sees.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // One limit for every journey, a safety net for a hung one, not a speed goal (speed is measured by bench/): the
  // longest journeys take about a minute on a quiet 2-core machine and must still pass beside another heavy job.
  timeout: 180_000,
  // An expectation waits for what a user waits for (the app to load and answer). Two workers on two cores, with
  // another job beside them, can hold a page's start for several seconds.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // Recording a trace costs every journey about a quarter of its time (screencast and DOM snapshots), and CI keeps
    // no files; to see a failure step by step, run its spec again with --trace on.
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    // The built app (npm run build runs before this in npm test), as a user runs it; first, a pool of signed-in
    // users for the signIn fixture is written into its data directory (e2e/seed-signed-in-users.ts).
    command: 'node --import tsx e2e/seed-signed-in-users.ts && node --import tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // PUBLIC_URL with NODE_ENV=production would shut the mailbox the journeys read their links from.
      DEV_MAILBOX: 'on',
      // Journeys submit forms repeatedly from one address.
      CONTACT_RATE_LIMIT: '1000',
      COMPENSATION_RATE_LIMIT: '1000',
      AUTH_RATE_LIMIT_SCALE: '100',
      // The operator seed-signed-in-users.ts writes beside the pool (the signInOperatorContext helper).
      ADMIN_EMAILS: OPERATOR_EMAIL,
    },
  },
});

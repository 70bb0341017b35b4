import { defineConfig } from 'vitest/config';

const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'];
const WEB_TEST_FILES = ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'];

const common = {
  environment: 'node' as const,
  // An unexpected console.error fails the test that logged it (expectConsoleError() declares an expected one).
  setupFiles: ['src/test/console-errors.ts'],
  // Opening a fresh PGlite takes a second or two per file.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // A worker runs file after file in one process, keeping what it imported: importing the app cost every file more
  // than its tests did. Tests build their app and database from arguments, so no state is left to carry over.
  isolate: false,
};

export default defineConfig({
  test: {
    // Vitest's default (cores minus one) is a single worker on a two-core machine; the database runs inside each
    // worker (PGlite), so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          name: 'server',
          include: TEST_FILES,
          exclude: WEB_TEST_FILES,
          // Migrates one database once per run; each file's createTestDatabase() starts from a copy of it.
          globalSetup: ['src/server/test/migrated-template.ts'],
        },
      },
      {
        test: {
          ...common,
          name: 'web',
          include: WEB_TEST_FILES,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
const WEB_TEST_FILES = ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'];

const common = {
  environment: 'node' as const,
  // An unexpected console.error fails the test that logged it (expectConsoleError() declares an expected one).
  setupFiles: ['src/test/console-errors.ts'],
  // Opening a fresh PGlite takes a second or two per file.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
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

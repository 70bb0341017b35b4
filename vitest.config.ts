import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Migrates one database once per run; each file's createTestDatabase() starts from a copy of it.
    globalSetup: ['src/server/test/migrated-template.ts'],
    // An unexpected console.error fails the test that logged it (expectConsoleError() declares an expected one).
    setupFiles: ['src/test/console-errors.ts'],
    // Opening a fresh PGlite takes a second or two per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

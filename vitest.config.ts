import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Opening and migrating a fresh PGlite takes a few seconds per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './react-runtime.config.ts';

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
        // The web app's tests render with what the app ships: React's API on Preact (decision 0026).
        resolve: { alias: reactOnPreact },
        // Tests run as server code, whose default picks a library's CommonJS build for Node; its require('react')
        // would skip the alias. Their ES modules go through it.
        ssr: { resolve: { conditions: ['module', 'import', 'node', 'default'] } },
        test: {
          ...common,
          name: 'web',
          include: WEB_TEST_FILES,
          // Libraries that import React go through Vite too, so the alias reaches them (Node would load React).
          server: {
            deps: {
              inline: [
                /react-router/,
                /@tanstack\/react-/,
                /radix-ui/,
                /lucide-react/,
                /react-hook-form/,
                /@hookform/,
                /recharts/,
              ],
            },
          },
        },
      },
    ],
  },
});

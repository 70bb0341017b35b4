import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // The server logs through pino; a stray console.log there would bypass structured logging.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/main.ts', 'src/server/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // DESIGN.md: a feature imports shared/, platform/ (server) or components/, lib/ (web), never another feature's
    // internals; another feature is reached only through its api.ts (web) or service.ts (server). Tests may
    // assemble several features (an app, an auth instance) to exercise them together.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
        { type: 'server-feature', pattern: 'src/server/features/*', capture: ['feature'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: { element: { type: 'web-feature', captured: { feature: '!{{ from.captured.feature }}' } } },
              },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-feature', internalPath: 'api.ts' } } },
            },
            {
              from: { element: { type: 'server-feature' } },
              disallow: {
                to: { element: { type: 'server-feature', captured: { feature: '!{{ from.captured.feature }}' } } },
              },
            },
            {
              from: { element: { type: 'server-feature' } },
              allow: { to: { element: { type: 'server-feature', internalPath: 'service.ts' } } },
            },
          ],
        },
      ],
    },
  },
);

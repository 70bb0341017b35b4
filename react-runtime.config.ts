import type { Alias } from 'vite';

/**
 * The web app is written against React's API and types, and runs on Preact's compatibility layer (decision 0026):
 * react-dom alone was 69 of the 131 KB gz the first signed-in page needed, preact/compat is about 11. Every build
 * (the browser bundle, the server-side render bundle) and every test resolves React's modules through this list,
 * so what is tested is what ships. Order matters: the first match wins, so subpaths come before their package.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

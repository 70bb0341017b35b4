import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Preloads the Latin subset of Inter from every HTML page. The font is otherwise found only once the CSS is parsed,
 * and text painted meanwhile in the fallback font reflows when Inter arrives (a heading that wraps to two lines in
 * one and one line in the other moved the competitions page: Lighthouse CLS 0.10).
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'quantleap:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        // A build without any font (the benchmarks' framework floor) has nothing to preload.
        if (!files.some((file) => file.endsWith('.woff2'))) return [];
        const font = files.find((file) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) throw new Error('the Latin Inter font is missing from the build; update preloadLatinFont');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Whether a module the SPA entry loads at once belongs in the one app-shell chunk (app-start). Left to itself the
 * bundler cut the shell into a dozen small files (the router, TanStack Query, the session, every small module a
 * page shares with it), because the lazy pages import them too; but nothing reaches a page without going through
 * the shell, so they always arrived together, each gzipped on its own and each named again in the preload lists.
 * Excluded: the two entries and what the prerendered pages' boot script loads before the first interaction (it
 * must not pull in the shell), and Vite's own helpers.
 */
function belongsToAppShell(id: string): boolean {
  if (id.startsWith('\0') || !/[\\/](src|node_modules)[\\/]/.test(id)) return false;
  return !/\.html$|[\\/]src[\\/]web[\\/](main\.tsx|boot\.ts|styles\.css)$|[\\/]src[\\/]shared[\\/]auth-links\.ts$|preload-helper/.test(
    id,
  );
}

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  // React's own runtime everywhere (decision 0030); the plugin gives `npm run dev:web` Fast Refresh.
  plugins: [react(), tailwindcss(), preloadLatinFont()],
  // The server-side render bundles its libraries too, so dist/render resolves no package at run time.
  ssr: { noExternal: true },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    manifest: true,
    // Every browser the build targets but Safari 16 preloads modules itself; there, the polyfill only fetched early
    // what the imports fetch anyway, and it cost every first page about 0.4 KB.
    modulePreload: { polyfill: false },
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries' "use client" markers mean nothing to a client bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      input: {
        // Pages rendered in the browser: load the app at once.
        spa: fileURLToPath(new URL('./src/web/spa.html', import.meta.url)),
        // Prerendered marketing pages: load the app on first interaction (src/web/boot.ts).
        prerendered: fileURLToPath(new URL('./src/web/prerendered.html', import.meta.url)),
      },
      output: {
        // The shell's preload lists name over 200 chunks, most of them a single icon or a small shared module, and
        // readable names there cost every signed-in visitor about 1.2 KB gzipped. What file holds which module is in
        // dist/client-manifest.json (the tests read it).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // `$initial`: loaded at once by an entry. Dependencies are not pulled in after the test, so the boot
          // script's few constants (auth-links) stay outside the shell.
          groups: [
            { name: 'app-start', tags: ['$initial'], includeDependenciesRecursively: false, test: belongsToAppShell },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': apiTarget } },
});

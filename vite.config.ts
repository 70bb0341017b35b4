import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        // Pages rendered in the browser: load the app at once.
        spa: fileURLToPath(new URL('./src/web/spa.html', import.meta.url)),
        // Prerendered marketing pages: load the app on first interaction (src/web/boot.ts).
        prerendered: fileURLToPath(new URL('./src/web/prerendered.html', import.meta.url)),
      },
    },
  },
  server: { proxy: { '/api': apiTarget } },
});

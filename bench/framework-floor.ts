/**
 * Builds the framework floor (bench/framework-floor/: React, react-dom, React Router and TanStack Query alone)
 * through the app's own Vite configuration and gives the gzip -9 size of the JavaScript it ships.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { root } from './processes';

export async function frameworkFloorJsBytes(): Promise<number> {
  const floorDir = path.join(root, 'bench/framework-floor');
  const outDir = mkdtempSync(path.join(tmpdir(), 'quantleap-floor-'));
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      root: floorDir,
      logLevel: 'warn',
      publicDir: false,
      build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(floorDir, 'index.html') } },
    });
    const assets = path.join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

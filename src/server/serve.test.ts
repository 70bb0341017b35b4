import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, startServer, stopServer } from './test/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'quantleap-serve-'));
afterAll(async () => {
  await killAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('serveApp', () => {
  it('loads the talent index at start, so the first firm search does not wait for it', async () => {
    const server = await startServer(dataDir, { LOG_LEVEL: 'info' });
    const deadline = Date.now() + 60_000;
    while (!server.output().includes('talent index loaded') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.output()).toContain('talent index loaded');
    expect(await stopServer(server)).toBe(0);
  });
});

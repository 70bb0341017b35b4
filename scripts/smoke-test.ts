/**
 * Starts the real server (src/server/main.ts) against the database URL given, as an operator would, and checks
 * that it migrates, seeds, serves the app and the API, and shuts down cleanly on SIGTERM. Used by .ci/run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: smoke-test.ts <DATABASE_URL>');

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quantleap-smoke-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

function check(condition: boolean, message: string) {
  if (!condition) {
    child.kill('SIGKILL');
    throw new Error(`smoke test failed: ${message}`);
  }
  console.log(`ok - ${message}`);
}

const deadline = Date.now() + 60_000;
for (;;) {
  const ok = await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (Date.now() > deadline) check(false, 'server became healthy within 60 s');
  await new Promise((r) => setTimeout(r, 250));
}
check(true, 'server is healthy on PostgreSQL');

const firms = (await (await fetch(`${base}/api/firms`)).json()) as { total: number };
check(firms.total >= 140, `reference data seeded (${firms.total} firms)`);
const home = await fetch(`${base}/`);
check(
  home.ok && (await home.text()).includes('A new standard in quant talent discovery'),
  'prerendered home page served',
);

const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
child.kill('SIGTERM');
check((await exited) === 0, 'graceful shutdown on SIGTERM exits 0');

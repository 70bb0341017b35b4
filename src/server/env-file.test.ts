import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeDatabase } from './describe-database';
import { loadEnvFile } from './env-file';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'quantleap-env-'));

describe('loadEnvFile', () => {
  it('adds the variables of .env, while a variable set in the environment wins', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '.env'), '# local settings\nDATA_DIR=./from-env-file\nPORT=4100\n');
    const env: NodeJS.ProcessEnv = { PORT: '5200' };
    expect(loadEnvFile(dir, env)).toBe(path.join(dir, '.env'));
    expect(env).toEqual({ DATA_DIR: './from-env-file', PORT: '5200' });
  });

  it('changes nothing without a .env', () => {
    const env: NodeJS.ProcessEnv = { PORT: '5200' };
    expect(loadEnvFile(tempDir(), env)).toBeNull();
    expect(env).toEqual({ PORT: '5200' });
  });
});

describe('describeDatabase', () => {
  it("names PGlite's data directory, or the PostgreSQL host and database without the credentials", () => {
    expect(describeDatabase({ dataDir: '/srv/quantleap/data', databaseUrl: undefined })).toBe(
      'PGlite in /srv/quantleap/data (DATA_DIR)',
    );
    const postgres = describeDatabase({
      dataDir: '/x',
      databaseUrl: 'postgres://app:s3cret@db.internal:5433/quantleap',
    });
    expect(postgres).toBe('PostgreSQL database quantleap on db.internal:5433 (DATABASE_URL)');
    expect(postgres).not.toMatch(/s3cret|app@/);
    expect(describeDatabase({ dataDir: '/x', databaseUrl: 'postgresql:///quantleap?host=/var/run/postgresql' })).toBe(
      'PostgreSQL database quantleap on /var/run/postgresql (DATABASE_URL)',
    );
  });
});

describe('npm run seed:demo:remove (seed:demo reads its settings the same way)', () => {
  it("writes to the DATA_DIR of the working directory's .env, as npm start would, and says where", () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, '.env'), 'DATA_DIR=./server-data\n');
    // The real environment of this test run must not decide where the script writes.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !['DATA_DIR', 'DATABASE_URL'].includes(name)),
    );
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const script = path.resolve(import.meta.dirname, '../../scripts/seed-demo.ts');
    const run = spawnSync(process.execPath, ['--import', tsx, script, '--remove'], {
      cwd,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const dataDir = path.join(cwd, 'server-data');
    expect(run.stdout).toContain(`Read settings from ${path.join(cwd, '.env')}`);
    expect(run.stdout).toMatch(
      new RegExp(`Removed 0 demo compensation entries from PGlite in ${dataDir} \\(DATA_DIR\\)`),
    );
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  }, 180_000);
});

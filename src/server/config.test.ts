import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'quantleap-config-'));

describe('loadConfig', () => {
  it('needs nothing: embedded defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustedProxyHops).toBe(0);
  });

  it('generates the app secret once and keeps it under DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'secrets', 'app-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first);
  });

  it('prefers APP_SECRET from the environment', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), APP_SECRET: secret }).appSecret).toBe(secret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 characters'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be an absolute URL'],
  ])('refuses a wrong value with a message naming it: %o', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(expected);
  });
});

describe('storage settings', () => {
  it('keeps uploads on local disk by default and switches to S3 with a bucket', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    const s3 = loadConfig({
      DATA_DIR: tempDir(),
      S3_BUCKET: 'quantleap-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    }).s3;
    expect(s3).toMatchObject({ bucket: 'quantleap-uploads', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000' });
  });
  it('refuses an endpoint that is not a URL', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio' })).toThrow(
      'S3_ENDPOINT must be an absolute URL',
    );
  });
});

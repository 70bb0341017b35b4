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
    [{ APP_PROCESSES: '0' }, 'APP_PROCESSES'],
    [{ APP_PROCESSES: 'two' }, 'APP_PROCESSES'],
    [{ APP_PROCESSES: '2' }, 'APP_PROCESSES above 1 needs DATABASE_URL'],
  ])('refuses a wrong value with a message naming it: %o', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(expected);
  });
});

describe('app processes', () => {
  it('serves from one process by default, and from several with a PostgreSQL server', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).appProcesses).toBe(1);
    const config = loadConfig({ DATA_DIR: tempDir(), APP_PROCESSES: '4', DATABASE_URL: 'postgres://db/quantleap' });
    expect(config.appProcesses).toBe(4);
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

describe('proxy settings', () => {
  it('trusts forwarding headers only from loopback by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustedProxyAddresses).toEqual(['loopback']);
  });
  it('reads a comma-separated list of addresses, ranges and proxy-addr names', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), TRUSTED_PROXY_ADDRESSES: ' 10.0.0.0/8, uniquelocal,::1 ,' });
    expect(config.trustedProxyAddresses).toEqual(['10.0.0.0/8', 'uniquelocal', '::1']);
  });
  it.each(['10.0.0.0/33', 'proxy.internal', '300.1.1.1', ''])(
    'refuses %j with a message naming TRUSTED_PROXY_ADDRESSES',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), TRUSTED_PROXY_ADDRESSES: value })).toThrow(
        /TRUSTED_PROXY_ADDRESSES/,
      );
    },
  );
});

describe('development mailbox setting', () => {
  const mailbox = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env }).devMailbox.enabled;

  it('is on for a local install started with nothing set (NODE_ENV defaults to production)', () => {
    expect(mailbox({})).toBe(true);
  });
  it('is off on a public production server unless DEV_MAILBOX=on', () => {
    expect(mailbox({ NODE_ENV: 'production', PUBLIC_URL: 'https://quantleap.example' })).toBe(false);
    expect(mailbox({ NODE_ENV: 'production', PUBLIC_URL: 'https://quantleap.example', DEV_MAILBOX: 'on' })).toBe(true);
  });
  it('is off whenever SMTP delivers the mail', () => {
    expect(mailbox({ DEV_MAILBOX: 'on', SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
  });
  it('refuses a value other than on, off or auto', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), DEV_MAILBOX: 'yes' })).toThrow('DEV_MAILBOX');
  });
});

describe('trusted origins', () => {
  it('trusts every loopback spelling of the port when PUBLIC_URL is unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4100' }).trustedOrigins).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      'http://[::1]:4100',
    ]);
  });
  it('trusts only the origin of PUBLIC_URL when it is set', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '4100', PUBLIC_URL: 'https://quantleap.example/' });
    expect(config.trustedOrigins).toEqual(['https://quantleap.example']);
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://localhost:3000' }).trustedOrigins).toEqual([
      'http://localhost:3000',
    ]);
  });
});

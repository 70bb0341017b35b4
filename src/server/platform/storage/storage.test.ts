import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

/**
 * The same contract for both storages. S3 runs against s3rver, an S3-compatible server started in this process
 * on loopback: it speaks S3's REST protocol (paths, headers, XML errors such as NoSuchKey) but does not verify
 * request signatures, so credentials are not tested here; no cloud account is reachable from these machines.
 */
let s3server: S3rver;
let s3Port = 0;
let s3: Storage;
beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'quantleap-s3-')),
    configureBuckets: [{ name: 'quantleap-uploads', configs: [] }],
  });
  s3Port = (await s3server.run()).port;
  s3 = createS3Storage({
    bucket: 'quantleap-uploads',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${s3Port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(() => s3server.close());

const storages: [string, () => Storage][] = [
  ['local disk', () => createLocalStorage(mkdtempSync(path.join(tmpdir(), 'quantleap-local-')))],
  ['S3-compatible', () => s3],
];

describe.each(storages)('%s storage', (_name, make) => {
  it('stores bytes and reads them back', async () => {
    const storage = make();
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    await storage.put('avatars/u1/abc123.webp', bytes, 'image/webp');
    expect(Array.from((await storage.get('avatars/u1/abc123.webp')) ?? [])).toEqual(Array.from(bytes));
    expect(storage.urlFor('avatars/u1/abc123.webp')).toBe('/uploads/avatars/u1/abc123.webp');
  });

  it('answers null for a key it does not have', async () => {
    expect(await make().get('avatars/u1/missing.webp')).toBeNull();
  });

  it('refuses keys that could climb out of its folder', async () => {
    await expect(make().put('../etc/passwd.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /unsafe storage key/,
    );
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { createLocalStorage, type Storage } from './storage';

/** The same contract for both storages; S3 runs against s3rver on loopback (see test/s3-server.ts). */
let s3server: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3server = await startS3Server('quantleap-uploads');
});
afterAll(() => s3server.close());

const storages: [string, () => Storage][] = [
  ['local disk', () => createLocalStorage(mkdtempSync(path.join(tmpdir(), 'quantleap-local-')))],
  ['S3-compatible', () => s3server.storage],
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

  it('deletes a file, and deleting a missing one is not an error', async () => {
    const storage = make();
    await storage.put('resumes/u1/abc123.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    await storage.delete('resumes/u1/abc123.pdf');
    expect(await storage.get('resumes/u1/abc123.pdf')).toBeNull();
    await expect(storage.delete('resumes/u1/abc123.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that could climb out of its folder', async () => {
    await expect(make().put('../etc/passwd.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /unsafe storage key/,
    );
  });
});

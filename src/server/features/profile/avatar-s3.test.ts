import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../platform/storage/s3-storage';
import { signedInUser } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

/** The avatar path with uploads in an S3-compatible bucket (s3rver on loopback), as several app processes use it. */
let s3server: S3rver;
let server: TestServer;
beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'quantleap-s3-')),
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { port } = await s3server.run();
  const storage = createS3Storage({
    bucket: 'uploads',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  server = await startTestServer({ storage, config: { authRateLimitScale: 100 } });
});
afterAll(async () => {
  await server.close();
  await s3server.close();
});

describe('avatars on S3-compatible storage', () => {
  it('uploads into the bucket and serves the picture back through /uploads', async () => {
    const { session } = await signedInUser(server);
    const png = await sharp({ create: { width: 50, height: 80, channels: 3, background: '#38bdf8' } })
      .png()
      .toBuffer();
    const upload = await session.upload(
      '/api/profile/avatar',
      'avatar',
      png,
      'me.png',
      'image/png',
      await session.csrfHeader(),
    );
    expect(upload.status).toBe(200);
    const served = await fetch(`${server.url}${upload.body.avatarUrl as string}`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });
});

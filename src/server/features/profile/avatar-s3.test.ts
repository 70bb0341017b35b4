import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts';
import { startS3Server } from '../../test/s3-server';
import { startTestServer, type TestServer } from '../../test/test-server';

/** The avatar path with uploads in an S3-compatible bucket (s3rver on loopback), as several app processes use it. */
let s3server: Awaited<ReturnType<typeof startS3Server>>;
let server: TestServer;
beforeAll(async () => {
  s3server = await startS3Server('uploads');
  server = await startTestServer({ storage: s3server.storage, config: { authRateLimitScale: 100 } });
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

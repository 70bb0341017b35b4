import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../platform/storage/s3-storage';
import type { Storage } from '../platform/storage/storage';

/**
 * An S3-compatible server (s3rver) on loopback with one bucket, and our S3 storage pointed at it. s3rver speaks
 * S3's REST protocol but does not verify signatures; no cloud account is reachable from these machines.
 */
export async function startS3Server(bucket: string): Promise<{ storage: Storage; close(): Promise<void> }> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'quantleap-s3-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const storage = createS3Storage({
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return { storage, close: () => server.close() };
}

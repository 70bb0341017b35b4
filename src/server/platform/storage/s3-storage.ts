import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SAFE_KEY, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); unset means AWS. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path rather than the host name; most S3-compatible services want it. */
  forcePathStyle: boolean;
}

/**
 * Uploads in an S3-compatible bucket, for several app processes behind a load balancer. Files are still served by
 * the app at /uploads/<key> (read through this port), so the bucket can stay private and the CSP stays 'self'.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const check = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: check(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: check(key) }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: check(key) }));
    },
    urlFor: (key) => `/uploads/${key}`,
  };
}

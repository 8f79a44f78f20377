/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …), so any
 * number of replicas share them. Objects are written with a year-long immutable Cache-Control
 * (keys are random and never reused). The SDK is loaded only when this storage is configured.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../config.ts';
import {
  assertSafeKey,
  contentTypeOf,
  keyOfUploadUrl,
  PRIVATE_KEY_PREFIX,
  UPLOADS_PREFIX,
  type Storage,
} from './storage.ts';

export const IMMUTABLE_YEAR = 'public, max-age=31536000, immutable';

export async function createS3Storage(config: S3Config): Promise<Storage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers reject the SDK's
    // default trailing checksums on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const publicBase = config.publicUrl?.replace(/\/$/, '');

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: bytes,
          ContentType: contentType,
          // Private objects (pattern PDFs) are never cached by anyone on the way.
          CacheControl: key.startsWith(PRIVATE_KEY_PREFIX) ? 'private, no-store' : IMMUTABLE_YEAR,
        }),
      );
      return `${UPLOADS_PREFIX}${key}`;
    },
    async remove(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    keyOf: keyOfUploadUrl,
    async list(folder) {
      const objects: { key: string; modifiedMs: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key) {
            objects.push({ key: item.Key, modifiedMs: item.LastModified?.getTime() ?? Date.now() });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects;
    },
    async read(key) {
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: assertSafeKey(key) }),
        );
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength,
        };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    directUrl: (key) => (publicBase ? `${publicBase}/${key}` : null),
  };
}

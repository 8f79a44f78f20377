/**
 * A real S3-compatible server for tests: s3rver (npm), in this process on a free port, storing
 * objects in a temporary directory, with the shop's bucket created. Not a mock of the SDK: the
 * storage talks HTTP and SigV4 to it exactly as it would to S3, R2 or MinIO.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no types; only its constructor, run() and close() are used.
import S3rver from 's3rver';

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The shop's configuration for this server (S3_PUBLIC_URL left to the caller). */
  env: Record<string, string>;
  /** The bucket's public base URL (s3rver serves objects anonymously, path-style). */
  publicUrl: string;
  close: () => Promise<void>;
};

export async function startLocalS3(bucket = 'shop-images'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as { run: () => Promise<{ port: number }>; close: () => Promise<void> };
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** Which storage holds images: an S3-compatible bucket when S3_BUCKET is set, else local disk. */
import type { Config } from '../../config.ts';
import { createLocalStorage, type Storage } from './storage.ts';

export async function createStorage(config: Config): Promise<Storage> {
  if (!config.s3) return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}

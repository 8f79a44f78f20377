/**
 * Uploads image files: POST /api/admin/uploads (multipart field `images`). The server checks the
 * bytes and answers clean WebP image records with their renditions, in the order sent.
 */
import { UPLOAD_FIELD, type UploadFolder, type UploadResponse } from '@shop/shared/schemas/upload';
import type { ProductImage } from '@shop/shared/schemas/product';
import { api } from './api-client';

/** A failed upload, told apart from a failed save so the right fallback text is shown. */
export class UploadError extends Error {
  constructor(cause: unknown) {
    super('Upload failed', { cause });
    this.name = 'UploadError';
  }
}

export async function uploadImages(
  files: File[],
  { folder = 'products', single = false }: { folder?: UploadFolder; single?: boolean } = {},
): Promise<ProductImage[]> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file);
  try {
    const { images } = await api<UploadResponse>('/api/admin/uploads', {
      method: 'POST',
      body: form,
      query: { folder, single: single || undefined },
    });
    return images;
  } catch (error) {
    throw new UploadError(error);
  }
}

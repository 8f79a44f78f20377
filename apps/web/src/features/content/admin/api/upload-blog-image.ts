/**
 * Uploads one blog image: POST /api/admin/uploads?single=true&folder=blog (multipart `images`).
 * The server checks and re-encodes it; the largest WebP rendition becomes the post's image URL.
 */
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_FIELD, type UploadResponse } from '@shop/shared/schemas/upload';
import { api } from '@/lib/api-client';

export async function uploadBlogImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const { images } = await api<UploadResponse>('/api/admin/uploads', {
    method: 'POST',
    body: form,
    query: { single: true, folder: 'blog' },
  });
  const image = images[0];
  if (!image) throw new Error('The upload returned no image');
  return image.src;
}

export function useUploadBlogImage() {
  return useMutation({ mutationFn: uploadBlogImage });
}

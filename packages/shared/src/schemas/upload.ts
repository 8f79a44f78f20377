/** POST /api/admin/uploads: image files in, clean WebP image records out. */
import { z } from 'zod';
import { productImageSchema } from './product.ts';

/** Where an upload is filed; only the storage folder differs. */
export const UPLOAD_FOLDERS = ['products', 'blog', 'drops'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const uploadQuerySchema = z
  .object({
    /** One image only (blog post, monthly drop): the shop's singular messages. */
    single: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    folder: z.enum(UPLOAD_FOLDERS).default('products'),
  })
  .strict();
export type UploadQuery = z.input<typeof uploadQuerySchema>;

export const uploadResponseSchema = z.object({ images: z.array(productImageSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export { UPLOAD_FIELD } from '../constants.ts';

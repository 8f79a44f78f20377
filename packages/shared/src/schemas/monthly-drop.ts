/**
 * Monthly drops (SPEC §3, §5): a limited piece announced with a release date. Prices travel in
 * dollars into the API (as typed in the form) and in cents out of it, like products.
 */
import { z } from 'zod';
import { multiLine } from './text.ts';
import { dollarPriceSchema, stockSchema } from './admin-product.ts';
import { productImageSchema } from './product.ts';

/** An image of this shop's uploads, or an external https:// address. */
export const dropImageUrlSchema = z
  .string()
  .trim()
  .min(1, 'Image URL is required')
  .max(2000, 'Image URL is too long')
  .refine(
    (value) => /^\/uploads\/[a-z0-9/-]+\.[a-z0-9]+$/.test(value) || isHttpsUrl(value),
    'Please enter a valid image URL (https://…)',
  );

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Body of POST /api/admin/monthly-drops and PUT /api/admin/monthly-drops/:id. */
export const monthlyDropInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200, 'Name is too long'),
    description: multiLine(
      z.string().trim().min(1, 'Description is required').max(5000, 'Description is too long'),
    ),
    price: dollarPriceSchema,
    stock: stockSchema,
    imageUrl: dropImageUrlSchema,
    /** YYYY-MM-DD; the server uses today when it is left out. */
    releaseDate: z.iso.date('Please enter a valid release date').optional(),
  })
  .strict();
export type MonthlyDropInput = z.infer<typeof monthlyDropInputSchema>;

export const monthlyDropSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  imageUrl: z.string(),
  /** The image with its WebP renditions when it was uploaded here (for srcset). */
  image: productImageSchema,
  releaseDate: z.string(),
  createdAt: z.string(),
});
export type MonthlyDrop = z.infer<typeof monthlyDropSchema>;

export const monthlyDropListSchema = z.object({ items: z.array(monthlyDropSchema) });
export type MonthlyDropList = z.infer<typeof monthlyDropListSchema>;

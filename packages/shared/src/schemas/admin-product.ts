/**
 * The admin's product shapes (SPEC §5 product form): the form fields, the request body of create
 * and update (prices in dollars, as typed), and the inventory table's rows with wishlist counts.
 */
import { z } from 'zod';
import { multiLine } from './text.ts';
import { CATEGORY_IDS } from '../categories.ts';
import { MAX_PRODUCT_IMAGES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { productImageSchema, productSchema } from './product.ts';

const MAX_PRICE_DOLLARS = 1_000_000;
const MAX_STOCK = 1_000_000;

/** True when a dollar amount has at most two decimals (floating point noise tolerated). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

export const dollarPriceSchema = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(MAX_PRICE_DOLLARS, 'Price is too high')
  .refine(hasAtMostTwoDecimals, 'Price can have at most two decimals');

export const stockSchema = z
  .number({ error: 'Stock must be a number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(MAX_STOCK, 'Stock is too high');

/** The product form's text and number fields (images are handled by the uploader). */
export const adminProductFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is too long'),
  category: z.enum(CATEGORY_IDS, { error: 'Please choose a category' }),
  description: multiLine(
    z.string().trim().min(1, 'Description is required').max(5000, 'Description is too long'),
  ),
  price: dollarPriceSchema,
  stock: stockSchema,
});
export type AdminProductFields = z.infer<typeof adminProductFieldsSchema>;

export const productImagesInputSchema = z
  .array(productImageSchema)
  .min(1, MESSAGES.productImageRequired)
  .max(MAX_PRODUCT_IMAGES, MESSAGES.tooManyImages);

/**
 * Body of POST /api/admin/products and PUT /api/admin/products/:id. `expectedStock` (update
 * only) is the stock the edit form was loaded with: when sent, the server applies the admin's
 * change as a difference, so units reserved or released by checkouts in the meantime are not
 * overwritten by a stale form value.
 */
export const adminProductInputSchema = adminProductFieldsSchema
  .extend({ images: productImagesInputSchema, expectedStock: stockSchema.optional() })
  .strict();
export type AdminProductInput = z.infer<typeof adminProductInputSchema>;

/** Body of PATCH /api/admin/products/:id/featured. */
export const featuredInputSchema = z.object({ featured: z.boolean() }).strict();

export const adminProductSchema = productSchema.extend({
  /** How many shoppers keep it on their wishlist. */
  wishlistCount: z.number().int(),
  /** How many addresses wait for a back-in-stock mail. */
  waitingCount: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Query of GET /api/admin/products: newest first, optionally searched by name. */
export const adminProductListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type AdminProductListQuery = { search?: string; page?: number; pageSize?: number };

export const adminProductListSchema = z.object({
  items: z.array(adminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

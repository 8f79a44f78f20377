/**
 * Monthly drops: a limited piece announced with a release date. Prices travel in
 * dollars into the API (as typed in the form) and in cents out of it, like products.
 */
import { z } from 'zod';
import { listOf } from './paging.ts';
import { entityIdSchema, multiLine } from './text.ts';
import { emailSchema } from './engagement.ts';
import { dollarPriceSchema, stockSchema } from './admin-product.ts';
import { productImageSchema, productLinkSchema, productSchema } from './product.ts';

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

/** How many products one drop may hold. */
export const MAX_DROP_PRODUCTS = 24;

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
    /**
     * The moment the drop's products go on sale (the form sends the release day at the chosen
     * time in the maker's zone); the start of the release day (UTC) when it is left out.
     */
    releaseAt: z.iso
      .datetime({ offset: true, message: 'Please enter a valid release time' })
      .optional(),
    /** The shop's products the drop holds: hidden from shoppers until the release. */
    productIds: z
      .array(entityIdSchema)
      .max(MAX_DROP_PRODUCTS, `A drop holds at most ${MAX_DROP_PRODUCTS} products`)
      .optional(),
  })
  .strict();
export type MonthlyDropInput = z.infer<typeof monthlyDropInputSchema>;

/** A product of a released drop, as the drop links it. */
export const dropProductSchema = productLinkSchema;
export type DropProduct = z.infer<typeof dropProductSchema>;

/** A drop is told like a product (name, description, price, stock), with its release. */
export const monthlyDropSchema = productSchema
  .pick({ id: true, name: true, description: true, priceCents: true, stock: true, createdAt: true })
  .extend({
    imageUrl: z.string(),
    /** The image with its WebP renditions when it was uploaded here (for srcset). */
    image: productImageSchema,
    releaseDate: z.string(),
    /** ISO moment: its products go on sale then. */
    releaseAt: z.string(),
    /** Its products, once released (always empty before: they are hidden until then). */
    products: z.array(dropProductSchema),
  });
export type MonthlyDrop = z.infer<typeof monthlyDropSchema>;

export const monthlyDropListSchema = listOf(monthlyDropSchema);

/** The maker's view (GET /api/admin/monthly-drops): every drop with the products it holds. */
export const adminMonthlyDropSchema = monthlyDropSchema.extend({
  /** Every product it holds (before its release too), in the maker's order. */
  heldProducts: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Confirmed "notify me" addresses. */
  notifyCount: z.number().int(),
});
export type AdminMonthlyDrop = z.infer<typeof adminMonthlyDropSchema>;
export const adminMonthlyDropListSchema = listOf(adminMonthlyDropSchema);
export type AdminMonthlyDropList = z.infer<typeof adminMonthlyDropListSchema>;

/** POST /api/monthly-drops/:id/notify: a visitor's "Notify me at launch". */
export const dropNotifyRequestSchema = z
  .object({ email: emailSchema.transform((email) => email.toLowerCase()) })
  .strict();
export type DropNotifyRequest = z.input<typeof dropNotifyRequestSchema>;

/** The address must confirm from the mail first (double opt-in); the answer never says more. */
export const dropNotifyResultSchema = z.object({ status: z.literal('confirmation_sent') });
export type DropNotifyResult = z.infer<typeof dropNotifyResultSchema>;
export type MonthlyDropList = z.infer<typeof monthlyDropListSchema>;

/**
 * The admin's product shapes: the form fields, the request body of create
 * and update (prices in dollars, as typed), and the inventory table's rows with wishlist counts.
 */
import { z } from 'zod';
import { requiredText } from './fields.ts';
import { pageOf, pageQuery } from './paging.ts';
import { multiLine } from './text.ts';
import { CATEGORY_IDS } from '../categories.ts';
import { MAX_PRODUCT_IMAGES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { MAX_DOWNLOAD_LIMIT, productKindSchema } from './pattern.ts';
import {
  MAX_OPTION_TEXT,
  MAX_OPTION_VALUES,
  MAX_PERSONALISATION_LENGTH,
  MAX_PRODUCT_OPTIONS,
  productImageSchema,
  productSchema,
} from './product.ts';

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

const optionText = (label: string) => requiredText(label, MAX_OPTION_TEXT);

export const optionInputSchema = z.object({
  name: optionText('Option name'),
  values: z
    .array(optionText('Option value'))
    .min(1, 'Give the option at least one value')
    .max(MAX_OPTION_VALUES, `An option has at most ${MAX_OPTION_VALUES} values`)
    .refine((values) => new Set(values).size === values.length, 'Each value only once'),
});
export type OptionInput = z.infer<typeof optionInputSchema>;

/** One row of the variant table: its values, stock, and optional price (dollars), SKU, picture. */
export const variantInputSchema = z.object({
  optionValues: z.array(z.string().trim().max(MAX_OPTION_TEXT)).max(MAX_PRODUCT_OPTIONS),
  stock: stockSchema,
  price: dollarPriceSchema.nullable().optional(),
  sku: z.string().trim().max(64, 'SKU must be at most 64 characters').nullable().optional(),
  image: z.string().max(500).nullable().optional(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

export const personalisationInputSchema = z.object({
  label: requiredText('Personalisation label', 60),
  maxLength: z
    .number({ error: 'Maximum length must be a number' })
    .int('Maximum length must be a whole number')
    .min(1, 'Maximum length must be at least 1')
    .max(
      MAX_PERSONALISATION_LENGTH,
      `Maximum length must be at most ${MAX_PERSONALISATION_LENGTH}`,
    ),
  required: z.boolean(),
  price: dollarPriceSchema,
});
export type PersonalisationInput = z.infer<typeof personalisationInputSchema>;

/** Every combination of the options' values, in their order (the variant grid). */
export function variantGrid(options: readonly { values: readonly string[] }[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}

/**
 * Body of POST /api/admin/products and PUT /api/admin/products/:id. `expectedStock` (update
 * only) is the stock the edit form was loaded with: when sent, the server applies the admin's
 * change as a difference, so units reserved or released by checkouts in the meantime are not
 * overwritten by a stale form value.
 */
export const adminProductInputSchema = adminProductFieldsSchema
  .extend({
    images: productImagesInputSchema,
    expectedStock: stockSchema.optional(),
    /** Left out: the product keeps its options and variants. */
    options: z
      .array(optionInputSchema)
      .max(MAX_PRODUCT_OPTIONS, `A product has at most ${MAX_PRODUCT_OPTIONS} options`)
      .refine(
        (options) => new Set(options.map((o) => o.name.toLowerCase())).size === options.length,
        'Each option name only once',
      )
      .optional(),
    /** The rows of the variant grid for the options (a combination left out is not sold). */
    variants: z.array(variantInputSchema).max(500).optional(),
    personalisation: personalisationInputSchema.nullable().optional(),
    /** Left out on create: a finished piece; on update: the product keeps its kind. */
    kind: productKindSchema.optional(),
    /** A pattern's downloads per order line. */
    downloadLimit: z
      .number({ error: 'Download limit must be a number' })
      .int('Download limit must be a whole number')
      .min(1, 'Download limit must be at least 1')
      .max(MAX_DOWNLOAD_LIMIT, `Download limit must be at most ${MAX_DOWNLOAD_LIMIT}`)
      .optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const options = input.options ?? [];
    if (!input.variants || options.length === 0) return;
    const grid = new Set(variantGrid(options).map((values) => JSON.stringify(values)));
    const seen = new Set<string>();
    input.variants.forEach((variant, index) => {
      const key = JSON.stringify(variant.optionValues);
      if (!grid.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'optionValues'],
          message: 'This combination does not match the options',
        });
      } else if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'optionValues'],
          message: 'This combination is listed twice',
        });
      }
      seen.add(key);
    });
  });
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
    ...pageQuery({ maxPageSize: 100, defaultPageSize: 20 }),
  })
  .strict();
export type AdminProductListQuery = { search?: string; page?: number; pageSize?: number };

export const adminProductListSchema = pageOf(adminProductSchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;

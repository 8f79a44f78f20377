/** Product shapes shared by the API and the SPA. Money is integer cents. */
import { z } from 'zod';
import { pageOf, pageQuery } from './paging.ts';
import { CATEGORY_IDS } from '../categories.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORT_IDS } from '../constants.ts';
import { productKindSchema } from './pattern.ts';

export const categoryIdSchema = z.enum(CATEGORY_IDS);

export const imageVariantSchema = z.object({ width: z.number().int(), src: z.string() });
export const productImageSchema = z.object({
  /** Default (largest) rendition. */
  src: z.string(),
  alt: z.string().optional(),
  /** WebP renditions for srcset, smallest first. Empty for external URLs. */
  variants: z.array(imageVariantSchema).default([]),
});
export type ProductImage = z.infer<typeof productImageSchema>;

// ── options, variants and personalisation ───────────────────────────────────────────────────
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 12;
export const MAX_OPTION_TEXT = 40;
/** The most characters a maker may allow for a personalisation. */
export const MAX_PERSONALISATION_LENGTH = 60;
export const MAX_GIFT_NOTE_LENGTH = 250;

/** One option ("Size") and its ordered values ("S", "M", "L"). */
export const productOptionSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * One combination of option values, with its own stock. `priceCents` is what it sells for (the
 * product's price when the maker set none); `image` is one of the product's image sources.
 */
export const productVariantSchema = z.object({
  id: z.string(),
  /** One value per option, in the options' order. */
  optionValues: z.array(z.string()),
  stock: z.number().int(),
  priceCents: z.number().int(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A text the shopper gives for the piece ("Name to stitch"), set up by the maker. */
export const personalisationSchema = z.object({
  label: z.string(),
  maxLength: z.number().int(),
  required: z.boolean(),
  /** Added to the unit price when the shopper gives a text. */
  priceCents: z.number().int(),
});
export type Personalisation = z.infer<typeof personalisationSchema>;

// Without zod, so the browser's product page can name a variant before loading any schema.
export { variantLabel } from '../variant-label.ts';

/** Control characters (newlines included) are never part of a personalisation or gift note. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  images: z.array(productImageSchema),
  stock: z.number().int(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  category: z.string(),
  featured: z.boolean(),
  createdAt: z.string(),
  /** Empty for a product sold as one thing (it then has one hidden default variant). */
  options: z.array(productOptionSchema).default([]),
  /** The variants of a product with options; empty for a product without. */
  variants: z.array(productVariantSchema).default([]),
  personalisation: personalisationSchema.nullable().default(null),
  /** The lowest and highest variant price (both the product's price without options). */
  minPriceCents: z.number().int().optional(),
  maxPriceCents: z.number().int().optional(),
  /** A finished piece (shipped, stocked) or a digital pattern (PDF downloads, no stock limit). */
  kind: productKindSchema.default('physical'),
  /** A pattern's downloads per order line; null for a finished piece. */
  downloadLimit: z.number().int().nullable().default(null),
});
export type Product = z.infer<typeof productSchema>;

/** A product as a link to it shows it: its name, its price and its first picture. */
export const productLinkSchema = productSchema
  .pick({ id: true, name: true, priceCents: true })
  .extend({ image: productImageSchema.nullable() });
export type ProductLink = z.infer<typeof productLinkSchema>;

/** How much of the description a listing card carries (the card shows two lines of it). */
export const SUMMARY_DESCRIPTION_LENGTH = 160;

/**
 * A product as the listing sends it: what a card and the first paint of the quick view need —
 * the first image only, the description cut to SUMMARY_DESCRIPTION_LENGTH characters (an
 * ellipsis marks a cut), no date. The product answer (GET /api/products/:id) carries the rest;
 * the quick view fetches it when it opens. A `Product` is also a valid summary.
 */
export const productSummarySchema = productSchema.omit({
  createdAt: true,
  variants: true,
  personalisation: true,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const priceParam = z.coerce.number().min(0).max(1_000_000);

/** Query of GET /api/products. Prices are in dollars, like the storefront's query string. */
export const productListQuerySchema = z
  .object({
    category: z.union([categoryIdSchema, z.literal('all')]).optional(),
    minPrice: priceParam.optional(),
    maxPrice: priceParam.optional(),
    inStock: booleanParam.optional(),
    kind: productKindSchema.optional(),
    sortBy: z.enum(SORT_IDS).optional(),
    search: z.string().trim().max(100).optional(),
    ...pageQuery({ maxPageSize: MAX_PAGE_SIZE, defaultPageSize: DEFAULT_PAGE_SIZE }),
  })
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['minPrice'],
    message: 'minPrice must not be greater than maxPrice',
  });
export type ProductListQuery = z.input<typeof productListQuerySchema>;
/** The listing query after validation and defaults, as the server uses it. */
export type ProductListParams = z.output<typeof productListQuerySchema>;

export const productListSchema = pageOf(productSummarySchema).extend({
  /**
   * A search that matched nothing as typed but did once corrected: the corrected search, whose
   * results these are ("Showing results for …").
   */
  correctedSearch: z.string().optional(),
  /** A search that matched nothing at all: categories to try instead. */
  suggestedCategories: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
});
export type ProductList = z.infer<typeof productListSchema>;

/** GET /api/products/by-ids?ids=a,b,c for the cart refresh and the wishlist. */
export const productIdsQuerySchema = z
  .object({
    ids: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.guid('Invalid product id')).max(MAX_PAGE_SIZE)),
  })
  .strict();
export type ProductIdsQuery = z.input<typeof productIdsQuerySchema>;

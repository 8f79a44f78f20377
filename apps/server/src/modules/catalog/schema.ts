/**
 * The catalog's table: products. Money is integer cents; the category is one of the shared
 * CATEGORY_IDS, checked by the database too.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CATEGORY_IDS } from '@shop/shared/categories';
import type { Personalisation, ProductImage, ProductOption } from '@shop/shared/schemas/product';
import { PRODUCT_KINDS } from '@shop/shared/schemas/pattern';
import { belongsTo, createdAt, id, isOneOf, timestamptz } from '../../db/columns.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /**
     * The lowest and highest price of its variants (its own price without options), kept by
     * database triggers (see the listing-price migration): the listing's price filter and sorts
     * read them, so a beanie from $24.00 to $28.00 sorts at $24.00 and matches any range it overlaps.
     */
    minPriceCents: integer('min_price_cents').notNull().default(0),
    maxPriceCents: integer('max_price_cents').notNull().default(0),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    /**
     * The sum of its variants' stock, kept by database triggers (see the variants migration):
     * listings filter and sort on it. A direct write to it on a product without options goes to
     * its one default variant.
     */
    stock: integer('stock').notNull().default(0),
    /** 0–3 options with ordered values; empty for a product sold as one thing. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** The text a shopper may (or must) give, or null. */
    personalisation: jsonb('personalisation').$type<Personalisation>(),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    category: text('category', { enum: CATEGORY_IDS }).notNull(),
    featured: boolean('featured').notNull().default(false),
    /** A finished piece, or a digital pattern sold as PDF downloads (no stock limit, no shipping). */
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull().default('physical'),
    /** A pattern's downloads per order line; null for a finished piece. */
    downloadLimit: integer('download_limit'),
    /** Soft delete: past orders keep their snapshots, carts learn the product is gone. */
    deletedAt: timestamptz('deleted_at'),
    /**
     * Hidden from shoppers until this moment (a drop's release), then on sale by itself; null
     * for a product on sale as soon as it exists. Set by the monthly drop that holds it.
     */
    launchAt: timestamptz('launch_at'),
    createdAt: createdAt(),
    /** Set by a trigger on every write (price, stock, images…): the sitemap's lastmod. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * What search reads, kept by the database: the name, category, description and option values
     * in lower case, one text that one trigram index covers (search-text.ts).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || category || ' ' || description || ' ' || jsonb_path_query_array(options, '$[*].values[*]')::text)`,
      ),
    /**
     * What suggestions match products on, kept by the database: the name, category and option
     * values in lower case; its words go to product_words.
     */
    titleText: text('title_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || category || ' ' || jsonb_path_query_array(options, '$[*].values[*]')::text)`,
      ),
  },
  (t) => [
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
    check('products_category_known', isOneOf(t.category, CATEGORY_IDS)),
    check('products_kind_known', isOneOf(t.kind, PRODUCT_KINDS)),
    check(
      'products_download_limit_range',
      sql`${t.downloadLimit} is null or ${t.downloadLimit} between 1 and 100`,
    ),
    // The listing filtered to patterns.
    index('products_live_kind_idx')
      .on(t.kind, t.createdAt.desc(), t.id)
      .where(sql`deleted_at is null`),
    // Listing indexes (modules/catalog/list-products.ts): partial on live rows, each matching one
    // ORDER BY of the listing exactly (directions and NULLS placement), so a page is an index scan.
    index('products_live_newest_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`deleted_at is null`),
    index('products_live_category_idx')
      .on(t.category, t.createdAt.desc(), t.id)
      .where(sql`deleted_at is null`),
    index('products_live_price_idx')
      .on(t.minPriceCents, t.id)
      .where(sql`deleted_at is null`),
    index('products_live_rating_idx')
      .on(t.rating.desc(), t.reviewsCount.desc(), t.id)
      .where(sql`deleted_at is null`),
    index('products_live_featured_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`featured and deleted_at is null`),
    // The next launches ahead (the public cache's schedule, lib/change-feed.ts).
    index('products_launch_at_idx')
      .on(t.launchAt)
      .where(sql`launch_at is not null and deleted_at is null`),
    // Name search (ILIKE '%…%') through trigrams instead of a scan of every row.
    index('products_live_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .where(sql`deleted_at is null`),
    // Search as you type and the typo-tolerant listing: word similarity (`<%`) and ILIKE over the
    // search text through trigrams.
    index('products_live_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`deleted_at is null`),
  ],
);

/**
 * The catalog's distinct words (of every product's search text, deleted products included), kept
 * by a database trigger on products: search completes and corrects what was typed against this
 * small table instead of against every product.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
]);

/**
 * Which live product has which word in its title text (name, category, option values), with its
 * name, kept by a database trigger on products: suggestions read the first products of a word in
 * name order straight from the primary key, however many products share the word.
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').notNull(),
    name: text('name').notNull(),
    productId: belongsTo('product_id', () => products.id),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.name, t.productId] }),
    index('product_words_product_idx').on(t.productId),
  ],
);

/**
 * What is actually stocked and sold: one row per combination of option values, or one default
 * row (no values) for a product without options. Reservations lock and decrement these rows.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: belongsTo('product_id', () => products.id),
    position: integer('position').notNull().default(0),
    /** One value per product option, in the options' order; [] for the default variant. */
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    stock: integer('stock').notNull().default(0),
    /** Null: the product's price. */
    priceCents: integer('price_cents'),
    sku: text('sku'),
    /** One of the product's image sources, or null for the product's first. */
    imageSrc: text('image_src'),
    createdAt: createdAt(),
  },
  (t) => [
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('product_variants_price_non_negative', sql`${t.priceCents} >= 0`),
    uniqueIndex('product_variants_values_idx').on(t.productId, t.optionValues),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);

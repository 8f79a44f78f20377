/**
 * The listing's hot path: PostgreSQL renders each product straight into the API's JSON shape,
 * one text value per row. Decoding that with JSON.parse costs a fraction of reading eleven typed
 * columns per row through the driver, which matters when one process serves every request.
 * The shape is the one toProductDto builds; a test holds the two together.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  SUMMARY_DESCRIPTION_LENGTH,
  type Product,
  type ProductSummary,
} from '@shop/shared/schemas/product';

type ProductColumnSet = Record<
  | 'id'
  | 'name'
  | 'description'
  | 'priceCents'
  | 'images'
  | 'stock'
  | 'rating'
  | 'reviewsCount'
  | 'category'
  | 'featured'
  | 'createdAt'
  | 'options',
  SQLWrapper
>;

/** The lowest variant price of a product with options (its own price otherwise). */
const minPriceOf = (c: ProductColumnSet) =>
  sql`case when jsonb_array_length(${c.options}) > 0 then (select min(coalesce(v.price_cents, ${c.priceCents})) from product_variants v where v.product_id = ${c.id}) else ${c.priceCents} end`;

/** `json_build_object(…)::text` of a product, from a table's or a subquery's columns. */
export function productJsonOf(c: ProductColumnSet): SQL<string> {
  return sql<string>`json_build_object('id', ${c.id}, 'name', ${c.name}, 'description', ${c.description}, 'priceCents', ${c.priceCents}, 'images', ${c.images}, 'stock', ${c.stock}, 'rating', ${c.rating}, 'reviewsCount', ${c.reviewsCount}, 'category', ${c.category}, 'featured', ${c.featured}, 'createdAt', ${c.createdAt}, 'options', ${c.options}, 'minPriceCents', ${minPriceOf(c)})::text`;
}

/**
 * `json_build_object(…)::text` of a listing card (ProductSummary): the first image, the start of
 * the description, no date.
 */
export function productSummaryJsonOf(c: ProductColumnSet): SQL<string> {
  return sql<string>`json_build_object('id', ${c.id}, 'name', ${c.name}, 'description', case when length(${c.description}) > ${sql.raw(String(SUMMARY_DESCRIPTION_LENGTH))} then left(${c.description}, ${sql.raw(String(SUMMARY_DESCRIPTION_LENGTH - 1))}) || '…' else ${c.description} end, 'priceCents', ${c.priceCents}, 'images', case when jsonb_array_length(${c.images}) > 0 then jsonb_build_array(${c.images} -> 0) else '[]'::jsonb end, 'stock', ${c.stock}, 'rating', ${c.rating}, 'reviewsCount', ${c.reviewsCount}, 'category', ${c.category}, 'featured', ${c.featured}, 'options', ${c.options}, 'minPriceCents', ${minPriceOf(c)})::text`;
}

/** Decodes a card of productSummaryJsonOf (rating is numeric, written as text by PostgreSQL). */
export function parseProductSummaryJson(text: string): ProductSummary {
  const product = JSON.parse(text) as ProductSummary;
  product.rating = Number(product.rating);
  return product;
}

export function parseProductJson(text: string): Product {
  const product = JSON.parse(text) as Product;
  // PostgreSQL writes timestamps as `2025-01-02T03:04:05.123456+00:00`; the API speaks ISO UTC.
  product.createdAt = new Date(product.createdAt).toISOString();
  product.rating = Number(product.rating);
  return product;
}

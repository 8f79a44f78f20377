/**
 * The listing's filter and sort as SQL. Prices are a product's variants' prices: the filter
 * keeps a product when one of them is in the range, the sorts use the lowest. Every order ends with `id`, so pages never overlap or
 * skip rows that tie on the sort key, and matches one partial index of schema.ts exactly
 * (directions and NULLS placement), so a page of a browse is an index scan.
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { CategoryId } from '@shop/shared/categories';
import type { SortId } from '@shop/shared/constants';
import { dollarsToCents } from '@shop/shared/money';
import type { ProductListParams } from '@shop/shared/schemas/product';
import { products, productVariants } from './schema.ts';
import { containsPattern } from '../../db/escape-like.ts';
import { onSale } from './on-sale.ts';
import type { ProductKind } from '@shop/shared/schemas/pattern';

export type ListingFilter = {
  category?: CategoryId;
  minCents?: number;
  maxCents?: number;
  inStock: boolean;
  search?: string;
  kind?: ProductKind;
};

export function toListingFilter(params: ProductListParams): ListingFilter {
  return {
    category: params.category && params.category !== 'all' ? params.category : undefined,
    minCents: params.minPrice === undefined ? undefined : dollarsToCents(params.minPrice),
    maxCents: params.maxPrice === undefined ? undefined : dollarsToCents(params.maxPrice),
    inStock: params.inStock === true,
    search: params.search || undefined,
    kind: params.kind,
  };
}

export function listingWhere(filter: ListingFilter): SQL {
  const conditions: SQL[] = [onSale()];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.kind) conditions.push(eq(products.kind, filter.kind));
  const hasPriceRange = filter.minCents !== undefined || filter.maxCents !== undefined;
  // The product's price bounds narrow the rows (indexed); then one of its variants must be
  // priced in the range (and in stock, when asked), so a beanie at $24 and $28 is no match for
  // $25–$27, nor for "in stock under $25" when its $24 size is sold out.
  if (filter.minCents !== undefined) conditions.push(gte(products.maxPriceCents, filter.minCents));
  if (filter.maxCents !== undefined) conditions.push(lte(products.minPriceCents, filter.maxCents));
  if (filter.inStock) conditions.push(gt(products.stock, 0));
  if (hasPriceRange) conditions.push(variantInRange(filter));
  if (filter.search) conditions.push(ilike(products.name, containsPattern(filter.search)));
  return and(...conditions)!;
}

/** Some variant of the product priced within the filter's range (and in stock, if asked). */
function variantInRange(filter: ListingFilter): SQL {
  const price = sql`coalesce(${productVariants.priceCents}, ${products.priceCents})`;
  const conditions: SQL[] = [eq(productVariants.productId, products.id)];
  if (filter.minCents !== undefined) conditions.push(sql`${price} >= ${filter.minCents}`);
  if (filter.maxCents !== undefined) conditions.push(sql`${price} <= ${filter.maxCents}`);
  if (filter.inStock) conditions.push(gt(productVariants.stock, 0));
  return sql`exists (select 1 from ${productVariants} where ${and(...conditions)})`;
}

/** `desc` as the indexes store it (PostgreSQL's plain DESC puts NULLs first and would not match). */
const descNullsLast = (column: SQLWrapper) => sql`${column} desc nulls last`;

export type SortColumns = Record<
  'id' | 'createdAt' | 'minPriceCents' | 'rating' | 'reviewsCount',
  SQLWrapper
>;

/** The ORDER BY of a sort, over a table's or a subquery's columns. */
export function listingOrder(sort: SortId, c: SortColumns): SQL[] {
  switch (sort) {
    case 'featured':
    case 'newest':
      return [descNullsLast(c.createdAt), asc(c.id)];
    // By the lowest price a shopper can pay (the card's "From $24.00").
    case 'price-low':
      return [asc(c.minPriceCents), asc(c.id)];
    case 'price-high':
      // The price index read backwards.
      return [desc(c.minPriceCents), desc(c.id)];
    case 'rating':
      return [descNullsLast(c.rating), descNullsLast(c.reviewsCount), asc(c.id)];
  }
}

/**
 * The storefront listing: filters, sort, count and page, all in SQL. Every order ends with `id`
 * so pages never overlap or skip rows that tie on the sort key, and every order matches one
 * partial index of schema.ts exactly, so a page is an index scan. The total is counted in SQL
 * too, and reused while the database snapshot has not moved (listing-count-cache.ts).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNull,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { SortId } from '@shop/shared/constants';
import { dollarsToCents } from '@shop/shared/money';
import type { ProductList, ProductListParams } from '@shop/shared/schemas/product';
import { products } from '../../db/schema.ts';
import { containsPattern } from './escape-like.ts';
import { countCacheFor, snapshotKey } from './listing-count-cache.ts';
import type { Queryable } from './queryable.ts';
import { parseProductJson, productJsonOf } from './product-json.ts';
import { productColumns } from './to-product-dto.ts';

/** `desc` as the indexes store it (PostgreSQL's plain DESC puts NULLs first and would not match). */
const descNullsLast = (column: SQLWrapper) => sql`${column} desc nulls last`;

type SortColumns = {
  id: SQLWrapper;
  createdAt: SQLWrapper;
  priceCents: SQLWrapper;
  rating: SQLWrapper;
  reviewsCount: SQLWrapper;
};

function orderBy(sort: SortId, c: SortColumns): SQL[] {
  switch (sort) {
    case 'featured':
    case 'newest':
      return [descNullsLast(c.createdAt), asc(c.id)];
    case 'price-low':
      return [asc(c.priceCents), asc(c.id)];
    case 'price-high':
      // The price index read backwards.
      return [desc(c.priceCents), desc(c.id)];
    case 'rating':
      return [descNullsLast(c.rating), descNullsLast(c.reviewsCount), asc(c.id)];
  }
}

type ListingFilter = {
  category?: string;
  minCents?: number;
  maxCents?: number;
  inStock: boolean;
  search?: string;
};

function toFilter(params: ProductListParams): ListingFilter {
  return {
    category: params.category && params.category !== 'all' ? params.category : undefined,
    minCents: params.minPrice === undefined ? undefined : dollarsToCents(params.minPrice),
    maxCents: params.maxPrice === undefined ? undefined : dollarsToCents(params.maxPrice),
    inStock: params.inStock === true,
    search: params.search || undefined,
  };
}

function whereOf(filter: ListingFilter): SQL {
  const conditions: SQL[] = [isNull(products.deletedAt)];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.minCents !== undefined) conditions.push(gte(products.priceCents, filter.minCents));
  if (filter.maxCents !== undefined) conditions.push(lte(products.priceCents, filter.maxCents));
  if (filter.inStock) conditions.push(gt(products.stock, 0));
  if (filter.search) conditions.push(ilike(products.name, containsPattern(filter.search)));
  return and(...conditions)!;
}

export async function listProducts(db: Queryable, params: ProductListParams): Promise<ProductList> {
  const { page, pageSize } = params;
  const filter = toFilter(params);
  const where = whereOf(filter);
  const sort = params.sortBy ?? 'featured';
  const offset = (page - 1) * pageSize;
  if (filter.search) return searchProducts(db, where, sort, page, pageSize);

  const rows = await db
    .select({ json: productJsonOf(products), snapshot: snapshotKey })
    .from(products)
    .where(where)
    .orderBy(...orderBy(sort, products))
    .limit(pageSize)
    .offset(offset);
  const items = rows.map((row) => parseProductJson(row.json));
  // A page that is not full (and not past the end) already tells the total.
  if (rows.length < pageSize && (rows.length > 0 || offset === 0)) {
    return { items, total: offset + rows.length, page, pageSize };
  }
  const cache = countCacheFor(db);
  const filterKey = JSON.stringify(filter);
  let total = cache.get(filterKey, rows[0]?.snapshot);
  if (total === undefined) {
    const [counted] = await db
      .select({ total: count(), snapshot: snapshotKey })
      .from(products)
      .where(where);
    total = counted?.total ?? 0;
    cache.set(filterKey, counted?.snapshot, total);
  }
  return { items, total, page, pageSize };
}

/**
 * A name search matches few rows, found through the trigram index. They are gathered once (a
 * CTE used twice is materialised) and both sorted for the page and counted from there, so the
 * planner cannot trade the index for a scan of the whole catalog in sort order.
 */
async function searchProducts(
  db: Queryable,
  where: SQL,
  sort: SortId,
  page: number,
  pageSize: number,
): Promise<ProductList> {
  const matches = db.$with('matches').as(db.select(productColumns).from(products).where(where));
  const rows = await db
    .with(matches)
    .select({
      json: productJsonOf(matches),
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(matches)
    .orderBy(...orderBy(sort, matches))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page: count on its own.
    const [counted] = await db.select({ total: count() }).from(products).where(where);
    total = counted?.total ?? 0;
  }
  return { items: rows.map((row) => parseProductJson(row.json)), total, page, pageSize };
}

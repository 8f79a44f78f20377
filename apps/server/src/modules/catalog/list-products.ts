/**
 * The storefront listing: filters, sort, count and page, all in SQL. Every order ends with `id`
 * so pages never overlap or skip rows that tie on the sort key.
 */
import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lte, type SQL } from 'drizzle-orm';
import { dollarsToCents } from '@shop/shared/money';
import type { ProductList, ProductListParams } from '@shop/shared/schemas/product';
import type { SortId } from '@shop/shared/constants';
import { products } from '../../db/schema.ts';
import { containsPattern } from './escape-like.ts';
import type { Queryable } from './queryable.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';

/** Each order matches an index of schema.ts (scanned forwards or backwards). */
const ORDER_BY: Record<SortId, SQL[]> = {
  featured: [desc(products.createdAt), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
  'price-low': [asc(products.priceCents), asc(products.id)],
  'price-high': [desc(products.priceCents), desc(products.id)],
  rating: [desc(products.rating), desc(products.reviewsCount), asc(products.id)],
};

export function listingFilter(params: ProductListParams): SQL {
  const conditions: SQL[] = [isNull(products.deletedAt)];
  if (params.category && params.category !== 'all') {
    conditions.push(eq(products.category, params.category));
  }
  if (params.minPrice !== undefined) {
    conditions.push(gte(products.priceCents, dollarsToCents(params.minPrice)));
  }
  if (params.maxPrice !== undefined) {
    conditions.push(lte(products.priceCents, dollarsToCents(params.maxPrice)));
  }
  if (params.inStock) conditions.push(gt(products.stock, 0));
  if (params.search) conditions.push(ilike(products.name, containsPattern(params.search)));
  return and(...conditions)!;
}

export async function listProducts(db: Queryable, params: ProductListParams): Promise<ProductList> {
  const { page, pageSize } = params;
  const where = listingFilter(params);
  const offset = (page - 1) * pageSize;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...ORDER_BY[params.sortBy ?? 'featured'])
    .limit(pageSize)
    .offset(offset);
  // A page that is not full (and not past the end) already tells the total: skip the count.
  const total =
    rows.length < pageSize && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await countProducts(db, where);
  return { items: rows.map(toProductDto), total, page, pageSize };
}

async function countProducts(db: Queryable, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
}

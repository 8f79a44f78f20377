/**
 * The storefront listing: filters, sort, count and page, all in SQL (listing-query.ts), with
 * answers reused while the database snapshot has not moved (listing-cache.ts).
 */
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { SortId } from '@shop/shared/constants';
import {
  productListSchema,
  type ProductList,
  type ProductListParams,
} from '@shop/shared/schemas/product';
import { products } from './schema.ts';
import {
  currentSnapshot,
  listingCachesFor,
  snapshotKey,
  type ListingAnswer,
  type ListingCaches,
} from './listing-cache.ts';
import {
  listingOrder,
  listingWhere,
  toListingFilter,
  type ListingFilter,
} from './listing-query.ts';
import { parseProductSummaryJson, productSummaryJsonOf } from './product-json.ts';
import type { Db } from '../../db/client.ts';
import { containsEveryWord, correctSearch, searchWords } from './search-text.ts';
import { suggestCategories } from './suggest-categories.ts';
import { productColumns } from './to-product-dto.ts';

/** How many categories a search that found nothing offers. */
const SUGGESTED_CATEGORIES_WHEN_EMPTY = 4;

type Page = { filter: ListingFilter; where: SQL; sort: SortId; page: number; pageSize: number };

/** One page of the listing with its total. The answer may be shared: do not mutate it. */
export async function listProducts(db: Db, params: ProductListParams): Promise<ProductList> {
  return (await listProductsAnswer(db, params)).list;
}

/** The listing with its JSON ready to send (GET /api/products sends `body` as it is). */
export async function listProductsAnswer(
  db: Db,
  params: ProductListParams,
): Promise<ListingAnswer> {
  const filter = toListingFilter(params);
  const sort = params.sortBy ?? 'featured';
  const { page, pageSize } = params;
  const request: Page = { filter, where: listingWhere(filter), sort, page, pageSize };
  const caches = listingCachesFor(db);
  const snapshot = await currentSnapshot(db);
  const key = JSON.stringify([filter, sort, page, pageSize]);
  const cached = caches.pages.get(key, snapshot);
  if (cached) return cached;
  let result = filter.search
    ? await searchPage(db, request)
    : await browsePage(db, request, caches);
  if (filter.search && result.total === 0) {
    result = await typoTolerantPage(db, { ...request, search: filter.search });
  }
  const list = productListSchema.parse(result);
  const answer = { list, body: Buffer.from(JSON.stringify(list)) };
  // Read after `snapshot`, so never older than it: safe to serve to anyone who sees `snapshot`.
  caches.pages.set(key, snapshot, answer);
  return answer;
}

/** Browsing: the page is an index scan; the total is counted once per filter and snapshot. */
async function browsePage(db: Db, p: Page, caches: ListingCaches): Promise<ProductList> {
  const offset = (p.page - 1) * p.pageSize;
  const rows = await db
    .select({ json: productSummaryJsonOf(products), snapshot: snapshotKey() })
    .from(products)
    .where(p.where)
    .orderBy(...listingOrder(p.sort, products))
    .limit(p.pageSize)
    .offset(offset);
  const items = rows.map((row) => parseProductSummaryJson(row.json));
  // A page that is not full (and not past the end) already tells the total.
  if (rows.length < p.pageSize && (rows.length > 0 || offset === 0)) {
    return { items, total: offset + rows.length, page: p.page, pageSize: p.pageSize };
  }
  const filterKey = JSON.stringify(p.filter);
  let total = caches.totals.get(filterKey, rows[0]?.snapshot);
  if (total === undefined) {
    const [counted] = await db
      .select({ total: count(), snapshot: snapshotKey() })
      .from(products)
      .where(p.where);
    total = counted?.total ?? 0;
    caches.totals.set(filterKey, counted?.snapshot, total);
  }
  return { items, total, page: p.page, pageSize: p.pageSize };
}

/**
 * A search that matched nothing as typed: the catalog's closest spelling of its words (pg_trgm
 * similarity over names, categories, descriptions and option values), matched word by word;
 * when even that finds nothing, categories to try instead.
 */
async function typoTolerantPage(db: Db, p: Page & { search: string }): Promise<ProductList> {
  const corrected = await correctSearch(db, p.search);
  if (corrected) {
    const where = and(
      listingWhere({ ...p.filter, search: undefined }),
      containsEveryWord(searchWords(corrected)),
    )!;
    const result = await searchPage(db, { ...p, where });
    if (result.total > 0) {
      const changed = corrected !== searchWords(p.search).join(' ');
      return changed ? { ...result, correctedSearch: corrected } : result;
    }
  }
  const empty = { items: [], total: 0, page: p.page, pageSize: p.pageSize };
  const suggestedCategories = await suggestCategories(db, {
    query: p.search,
    limit: SUGGESTED_CATEGORIES_WHEN_EMPTY,
    fill: true,
  });
  return { ...empty, suggestedCategories };
}

/**
 * Searching: the few matching rows come from the trigram index, are counted by a window over
 * them and sorted for the page in the same pass; the JSON of a product is built only for the
 * rows of the page. (Left to itself the planner would rather walk the whole catalog in sort
 * order, testing every name, hoping to fill a page early.)
 */
async function searchPage(db: Db, p: Page): Promise<ProductList> {
  const matches = db
    .select({
      ...productColumns,
      minPriceCents: products.minPriceCents,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(products)
    .where(p.where)
    .orderBy(...listingOrder(p.sort, products))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize)
    .as('matches');
  const rows = await db
    .select({ json: productSummaryJsonOf(matches), total: matches.total })
    .from(matches)
    .orderBy(...listingOrder(p.sort, matches));
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page: count on its own.
    const [counted] = await db.select({ total: count() }).from(products).where(p.where);
    total = counted?.total ?? 0;
  }
  return {
    items: rows.map((row) => parseProductSummaryJson(row.json)),
    total,
    page: p.page,
    pageSize: p.pageSize,
  };
}

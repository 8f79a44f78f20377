/** The inventory table: live products newest first, optionally searched by name, paged. */
import { and, asc, count, desc, ilike, isNull, type SQL } from 'drizzle-orm';
import type {
  AdminProductList,
  adminProductListQuerySchema,
} from '@shop/shared/schemas/admin-product';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { containsPattern } from '../../db/escape-like.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';
import type { CatalogDependents } from './dependents.ts';
import { withWishlistCounts } from './to-admin-product.ts';

type Params = z.output<typeof adminProductListQuerySchema>;

export async function listAdminProducts(
  db: Db,
  dependents: Pick<CatalogDependents, 'countsByProduct'>,
  params: Params,
): Promise<AdminProductList> {
  const conditions: SQL[] = [isNull(products.deletedAt)];
  if (params.search) conditions.push(ilike(products.name, containsPattern(params.search)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return {
    items: await withWishlistCounts(db, dependents, rows.map(toProductDto)),
    total: Number(total?.value ?? 0),
    page: params.page,
    pageSize: params.pageSize,
  };
}

/** The inventory table: live products newest first, optionally searched by name, paged. */
import { and, asc, desc, ilike, isNull, type SQL } from 'drizzle-orm';
import type {
  AdminProductList,
  adminProductListQuerySchema,
} from '@shop/shared/schemas/admin-product';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { containsPattern } from '../../db/escape-like.ts';
import { readPage } from '../../db/paging.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';
import type { CatalogDependents } from './dependents.ts';
import { withWishlistCounts } from './to-admin-product.ts';
import { withVariants } from './product-variants.ts';

type Params = z.output<typeof adminProductListQuerySchema>;

export async function listAdminProducts(
  db: Db,
  dependents: Pick<CatalogDependents, 'countsByProduct'>,
  params: Params,
): Promise<AdminProductList> {
  const conditions: SQL[] = [isNull(products.deletedAt)];
  if (params.search) conditions.push(ilike(products.name, containsPattern(params.search)));
  const where = and(...conditions);
  const { rows, ...paging } = await readPage(db, {
    rows: db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.id)),
    table: products,
    where,
    page: params.page,
    pageSize: params.pageSize,
  });
  // With their variants' price range: a product in several prices shows it in the list.
  const items = await withVariants(db, rows.map(toProductDto));
  return { items: await withWishlistCounts(db, dependents, items), ...paging };
}

/** One product by id; deleted, unknown and malformed ids are all simply "not there". */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Product } from '@shop/shared/schemas/product';
import { products } from './schema.ts';
import { isProductId } from './product-id.ts';
import type { Db } from '../../db/client.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';
import { withVariants } from './product-variants.ts';
import { prepareHotRead } from '../../db/hot-read.ts';
import { launchBound, type Audience } from './on-sale.ts';

/**
 * The query, prepared once per database (a named statement: PostgreSQL plans it once); the
 * product answer is the storefront's hottest uncached read (hot-read.ts).
 */
function prepare(db: Db) {
  const query = db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.id, sql.placeholder('id')),
        isNull(products.deletedAt),
        or(isNull(products.launchAt), lte(products.launchAt, sql.placeholder('launchBound'))),
      ),
    )
    .limit(1);
  return prepareHotRead(db, {
    name: 'catalog_get_product',
    query,
    selection: productColumns,
  });
}
const prepared = new WeakMap<object, ReturnType<typeof prepare>>();

/** A product a shopper may see (launched), or with `includeUnreleased` any live one (admin). */
export async function getProduct(
  db: Db,
  id: string,
  audience: Audience = {},
): Promise<Product | null> {
  if (!isProductId(id)) return null;
  let read = prepared.get(db);
  if (!read) prepared.set(db, (read = prepare(db)));
  const [row] = await read({ id, launchBound: launchBound(audience) });
  if (!row) return null;
  const product = toProductDto(row);
  return product.options.length ? ((await withVariants(db, [product]))[0] ?? null) : product;
}

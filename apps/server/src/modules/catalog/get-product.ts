/** One product by id; deleted, unknown and malformed ids are all simply "not there". */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Product } from '@shop/shared/schemas/product';
import { products } from './schema.ts';
import { isProductId } from './product-id.ts';
import type { Db } from '../../db/client.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';

/** The query, prepared once per database (a named statement: PostgreSQL plans it once). */
function prepare(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
    .limit(1)
    .prepare('catalog_get_product');
}
const prepared = new WeakMap<object, ReturnType<typeof prepare>>();

export async function getProduct(db: Db, id: string): Promise<Product | null> {
  if (!isProductId(id)) return null;
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepare(db)));
  const [row] = await statement.execute({ id });
  return row ? toProductDto(row) : null;
}

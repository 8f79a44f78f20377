/** One product by id; deleted, unknown and malformed ids are all simply "not there". */
import { and, eq, isNull } from 'drizzle-orm';
import type { Product } from '@shop/shared/schemas/product';
import { products } from '../../db/schema.ts';
import { isProductId } from './product-id.ts';
import type { Queryable } from './queryable.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';

export async function getProduct(db: Queryable, id: string): Promise<Product | null> {
  if (!isProductId(id)) return null;
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  return row ? toProductDto(row) : null;
}

/**
 * The existing, non-deleted products among some ids, in the order asked for (the cart refresh,
 * the wishlist page, checkout). Unknown or deleted ids are simply absent from the answer.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { Product } from '@shop/shared/schemas/product';
import { products } from './schema.ts';
import { isProductId } from './product-id.ts';
import type { Db } from '../../db/client.ts';
import { withVariants } from './product-variants.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';

export async function getProductsByIds(db: Db, ids: readonly string[]): Promise<Product[]> {
  const wanted = [...new Set(ids)].filter(isProductId);
  if (wanted.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, wanted), isNull(products.deletedAt)));
  const byId = new Map(rows.map((row) => [row.id, toProductDto(row)]));
  return withVariants(
    db,
    wanted.flatMap((id) => byId.get(id) ?? []),
  );
}

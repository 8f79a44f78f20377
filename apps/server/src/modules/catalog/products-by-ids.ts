/**
 * The existing, non-deleted products among some ids (launched ones, unless the maker asks), in the order asked for (the cart refresh,
 * the wishlist page, checkout). Unknown or deleted ids are simply absent from the answer.
 */
import { and, inArray } from 'drizzle-orm';
import type { Product } from '@shop/shared/schemas/product';
import { products } from './schema.ts';
import { isProductId } from './product-id.ts';
import type { Db } from '../../db/client.ts';
import { onSale, type Audience } from './on-sale.ts';
import { withVariants } from './product-variants.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';

export async function getProductsByIds(
  db: Db,
  ids: readonly string[],
  audience: Audience = {},
): Promise<Product[]> {
  const wanted = [...new Set(ids)].filter(isProductId);
  if (wanted.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, wanted), onSale(audience)));
  const byId = new Map(rows.map((row) => [row.id, toProductDto(row)]));
  return withVariants(
    db,
    wanted.flatMap((id) => byId.get(id) ?? []),
  );
}

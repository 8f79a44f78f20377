/**
 * What the product feeds list: every product shoppers can see now (the same on-sale rule as the
 * listing, so a drop's products appear at its release and not before), with its variants.
 */
import { asc } from 'drizzle-orm';
import type { Product } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { onSale } from './on-sale.ts';
import { withVariants } from './product-variants.ts';
import { products } from './schema.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';

export async function listFeedProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(onSale())
    .orderBy(asc(products.createdAt), asc(products.id));
  return withVariants(db, rows.map(toProductDto));
}

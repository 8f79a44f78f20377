/**
 * The home page's featured products: up to FEATURED_LIMIT, newest first, with their price range
 * (a product in several prices reads "From $X" here as on every other card).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { FEATURED_LIMIT } from '@shop/shared/constants';
import type { Product } from '@shop/shared/schemas/product';
import { products } from './schema.ts';
import type { Db } from '../../db/client.ts';
import { onSale } from './on-sale.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';
import { withVariants } from './product-variants.ts';

export async function getFeaturedProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.featured, true), onSale()))
    .orderBy(sql`${products.createdAt} desc nulls last`, asc(products.id))
    .limit(FEATURED_LIMIT);
  return withVariants(db, rows.map(toProductDto));
}

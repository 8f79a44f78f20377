/**
 * "You may also like" under a product: other live products, the same category first, then the
 * nearest names by trigram similarity (pg_trgm, loaded on both databases), in stock before sold out.
 */
import { and, desc, ne, sql } from 'drizzle-orm';
import type { Product } from '@shop/shared/schemas/product';
import { products } from './schema.ts';
import type { Db } from '../../db/client.ts';
import { withVariants } from './product-variants.ts';
import { onSale } from './on-sale.ts';
import { productColumns, toProductDto } from './to-product-dto.ts';

export async function getRelatedProducts(
  db: Db,
  {
    product,
    limit = 4,
  }: { product: { id: string; name: string; category: string }; limit?: number },
): Promise<Product[]> {
  const nameSimilarity = sql<number>`similarity(${products.name}, ${product.name})`;
  const inStock = sql<number>`case when ${products.stock} > 0 then 1 else 0 end`;
  const nearest = (inCategory: boolean, count: number) =>
    db
      .select(productColumns)
      .from(products)
      .where(
        and(
          ne(products.id, product.id),
          inCategory
            ? sql`${products.category} = ${product.category}`
            : sql`${products.category} <> ${product.category}`,
          onSale(),
        ),
      )
      .orderBy(desc(nameSimilarity), desc(inStock), desc(products.createdAt), products.id)
      .limit(count);
  // The same category first: only when it holds fewer than `limit` others are the rest of the
  // catalog's names compared at all (on a large catalog that comparison is most of the cost).
  const same = await nearest(true, limit);
  const rows =
    same.length < limit ? [...same, ...(await nearest(false, limit - same.length))] : same;
  return withVariants(db, rows.map(toProductDto));
}

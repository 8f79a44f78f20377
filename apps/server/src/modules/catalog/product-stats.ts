/** Catalog figures and lookups for the admin dashboard and the admin search. */
import { and, asc, count, desc, ilike, isNull } from 'drizzle-orm';
import type { ProductHit } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { containsPattern } from '../../db/escape-like.ts';

/** Products in the shop (deleted ones are not). */
export async function countLiveProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(isNull(products.deletedAt));
  return Number(row?.value ?? 0);
}

/** Live products whose name contains the text, newest first. */
export async function searchProductsByName(
  db: Db,
  { query, limit }: { query: string; limit: number },
): Promise<ProductHit[]> {
  const text = query.trim();
  if (!text) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      images: products.images,
    })
    .from(products)
    .where(and(isNull(products.deletedAt), ilike(products.name, containsPattern(text))))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit);
  return rows.map(({ images, ...row }) => ({
    ...row,
    imageSrc: images[0]?.variants[0]?.src ?? images[0]?.src ?? null,
  }));
}

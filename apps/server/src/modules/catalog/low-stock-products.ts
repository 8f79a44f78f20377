/** Live products with at most `threshold` units left, fewest first. */
import { and, asc, count, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';

export async function listLowStockProducts(
  db: Db,
  { threshold, limit }: { threshold: number; limit: number },
): Promise<{ items: { id: string; name: string; stock: number }[]; total: number }> {
  const where = and(isNull(products.deletedAt), lte(products.stock, threshold));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(where)
      .orderBy(asc(products.stock), asc(products.name), asc(products.id))
      .limit(limit),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return {
    items: rows,
    total: Number(totalRow?.value ?? 0),
  };
}

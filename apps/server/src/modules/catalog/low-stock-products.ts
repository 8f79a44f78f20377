/** Live products with at most `threshold` units left, fewest first, with who waits for them. */
import { and, asc, count, isNull, lte } from 'drizzle-orm';
import type { LowStockProduct } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { countWaitingByProduct } from '../stock-alerts/waiting-counts.ts';

export async function listLowStockProducts(
  db: Db,
  { threshold, limit }: { threshold: number; limit: number },
): Promise<{ items: LowStockProduct[]; total: number }> {
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
  const waiting = await countWaitingByProduct(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...row, waitingCount: waiting.get(row.id) ?? 0 })),
    total: Number(totalRow?.value ?? 0),
  };
}

/** The admin search's orders: by id prefix or by the customer's email (the order's snapshot), newest first. */
import { desc, ilike, or } from 'drizzle-orm';
import type { OrderHit } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import { containsPattern, escapeLikePattern } from '../../db/escape-like.ts';

export async function searchOrders(
  db: Db,
  { query, limit }: { query: string; limit: number },
): Promise<OrderHit[]> {
  const text = query.trim().replace(/^#/, '');
  if (!text) return [];
  const rows = await db
    .select({
      id: orders.id,
      email: orders.customerEmail,
      totalCents: orders.totalCents,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      or(
        ilike(orders.id, `${escapeLikePattern(text.toLowerCase())}%`),
        ilike(orders.customerEmail, containsPattern(text)),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The admin search's orders: by id prefix or by the customer's email, newest first. */
import { desc, eq, ilike, or } from 'drizzle-orm';
import type { OrderHit } from '@shop/shared/schemas/admin';
import type { Database } from '../../db/client.ts';
import { orders, user } from '../../db/schema.ts';
import { containsPattern, escapeLikePattern } from '../catalog/escape-like.ts';

export async function searchOrders(
  db: Database,
  query: string,
  limit: number,
): Promise<OrderHit[]> {
  const text = query.trim().replace(/^#/, '');
  if (!text) return [];
  const rows = await db
    .select({
      id: orders.id,
      email: user.email,
      totalCents: orders.totalCents,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(
      or(
        ilike(orders.id, `${escapeLikePattern(text.toLowerCase())}%`),
        ilike(user.email, containsPattern(text)),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

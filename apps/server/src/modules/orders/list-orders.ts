/** A customer's own orders, newest first, each with its items (My Orders). */
import { desc, eq } from 'drizzle-orm';
import type { Order } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import { loadOrderItems } from './load-order-items.ts';
import { toOrderDto } from './to-order-dto.ts';
import { loadOrderPayments } from './load-order-payments.ts';

export async function listOrdersOfUser(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const ids = rows.map((r) => r.id);
  const [items, payments] = await Promise.all([
    loadOrderItems(db, ids),
    loadOrderPayments(db, ids),
  ]);
  return rows.map((row) => toOrderDto(row, items.get(row.id) ?? [], payments.get(row.id)));
}

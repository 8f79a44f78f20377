/** Orders of one provider still waiting for their refund (the payments sweep retries them). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';

export async function listRefundPendingOrderIds(
  db: Db,
  { provider, limit }: { provider: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'refund_pending'), eq(orders.paymentProvider, provider)))
    .limit(limit);
  return rows.map((row) => row.id);
}

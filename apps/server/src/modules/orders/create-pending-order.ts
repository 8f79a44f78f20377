/**
 * Step one of checkout, inside the caller's transaction: the order (`pending`/`pending`, holding
 * reserved stock) and its item snapshots, so later price or name changes never alter it.
 */
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { OrderRow } from './to-order-dto.ts';

export type PricedLine = {
  productId: string;
  productName: string;
  productImage: string | null;
  quantity: number;
  priceCents: number;
};

export async function createPendingOrder(
  tx: Tx,
  { userId, provider, lines }: { userId: string; provider: string; lines: PricedLine[] },
): Promise<OrderRow> {
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      status: 'pending',
      paymentStatus: 'pending',
      totalCents,
      paymentProvider: provider,
      stockReserved: true,
    })
    .returning();
  await tx.insert(orderItems).values(lines.map((line) => ({ orderId: order!.id, ...line })));
  return order!;
}

/**
 * Step one of checkout, inside the caller's transaction: the order (`pending`/`pending`, holding
 * reserved stock) with a snapshot of its customer, and its item snapshots, so later price or name changes never alter it.
 */
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';
import type { OrderRow } from './to-order-dto.ts';

export type PricedLine = {
  productId: string;
  productName: string;
  productImage: string | null;
  quantity: number;
  priceCents: number;
  variantId: string;
  variantLabel: string | null;
  sku: string | null;
  personalisation: string | null;
};

export async function createPendingOrder(
  tx: Db,
  {
    userId,
    customer,
    provider,
    lines,
    gift,
  }: {
    userId: string;
    /** Kept on the order as it is now, like the items' product snapshots. */
    customer: { email: string; name: string };
    provider: string;
    lines: PricedLine[];
    gift?: { isGift: boolean; note: string | null };
  },
): Promise<OrderRow> {
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      customerEmail: customer.email,
      customerName: customer.name,
      status: 'pending',
      paymentStatus: 'pending',
      totalCents,
      paymentProvider: provider,
      stockReserved: true,
      isGift: gift?.isGift ?? false,
      giftNote: gift?.note || null,
    })
    .returning();
  await tx.insert(orderItems).values(lines.map((line) => ({ orderId: order!.id, ...line })));
  return order!;
}

/**
 * A shopper's latest order when it was placed at or after a moment and never paid: what the
 * carts module offers back on an empty cart after an unfinished checkout (cancelled on the
 * payment page, expired, or simply left). An order with any money received (paid, refunded,
 * or a deposit of a custom order) is never such an order, and neither is an older one behind a
 * newer order.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAID_PAYMENT_STATUSES } from './order-lifecycle.ts';
import { orderItems, orderPayments, orders } from './schema.ts';

export type UnpaidOrder = {
  id: string;
  isGift: boolean;
  giftNote: string;
  hasGiftWrap: boolean;
  items: {
    productId: string;
    variantId: string | null;
    personalisation: string | null;
    quantity: number;
  }[];
};

export async function findUnpaidLatestOrder(
  db: Db,
  { userId, since, orderId }: { userId: string; since: Date; orderId?: string },
): Promise<UnpaidOrder | null> {
  const [latest] = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      paymentStatus: orders.paymentStatus,
      isGift: orders.isGift,
      giftNote: orders.giftNote,
      giftWrapCents: orders.giftWrapCents,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!latest || latest.createdAt < since) return null;
  if (orderId !== undefined && latest.id !== orderId) return null;
  if (PAID_PAYMENT_STATUSES.includes(latest.paymentStatus)) return null;
  const [payment] = await db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, latest.id))
    .limit(1);
  if (payment) return null;
  const items = await db
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      personalisation: orderItems.personalisation,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, latest.id))
    .orderBy(orderItems.id);
  return {
    id: latest.id,
    isGift: latest.isGift,
    giftNote: latest.giftNote ?? '',
    hasGiftWrap: latest.giftWrapCents > 0,
    items,
  };
}

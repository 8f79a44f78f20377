/**
 * Fulfilment's write, inside the caller's transaction with the order row locked: payment_status
 * becomes paid, the addresses are stored, and the reserved units become sold units
 * (`stock_reserved` false). `status` is left alone: it is the admin's workflow field.
 *
 * Money can arrive for an order whose reservation was already given back (an admin cancelled
 * it while the customer was paying). The order is still recorded as paid — the payment is
 * real — and the units are taken again where the shelf still has them; lines that cannot be
 * covered are returned so the caller can flag them.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Address } from '@shop/shared/schemas/order';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { reserveStock } from '../catalog/stock.ts';
import type { OrderRow } from './to-order-dto.ts';

export type MarkPaidResult = {
  /** False when the order was already paid: nothing changed. */
  isNewlyPaid: boolean;
  /** Product ids whose units could not be taken again (only after an early release). */
  shortProductIds: string[];
};

export async function markOrderPaid(
  tx: Tx,
  order: OrderRow,
  addresses: { shippingAddress: Address | null; billingAddress: Address | null },
): Promise<MarkPaidResult> {
  if (order.paymentStatus === 'paid') return { isNewlyPaid: false, shortProductIds: [] };
  const shortProductIds: string[] = [];
  if (!order.stockReserved) {
    const items = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productId));
    for (const item of items) {
      if (!(await reserveStock(tx, item.productId, item.quantity))) {
        shortProductIds.push(item.productId);
      }
    }
  }
  const updated = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt: new Date(),
      stockReserved: false,
      shippingAddress: addresses.shippingAddress,
      billingAddress: addresses.billingAddress,
    })
    .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, 'paid')))
    .returning({ id: orders.id });
  return { isNewlyPaid: updated.length === 1, shortProductIds };
}

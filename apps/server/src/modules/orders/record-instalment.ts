/**
 * Orders paid in more than one payment (a custom order's deposit, then its balance): the payment
 * event is recorded once, in the caller's transaction, and the order (locked by the caller)
 * takes the address of its first payment and becomes paid when the last one arrives. The caller
 * checks each payment's amount; the amounts add up to the order's total to the cent.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Address } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
import type { ProviderName } from '../../ports/payments.ts';
import type { OrderPaymentKind } from '@shop/shared/schemas/order';
import { orderPayments, orders, paymentEvents } from './schema.ts';
import { canTransition } from './order-lifecycle.ts';
import type { OrderRow } from './to-order-dto.ts';

/** False when the event was applied before (a replayed webhook): the caller stops there. */
export async function recordPaymentEventOnce(
  tx: Db,
  {
    eventId,
    provider,
    type,
    orderId,
  }: { eventId: string; provider: ProviderName; type: string; orderId: string | null },
): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({ id: eventId, provider, type, orderId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return recorded.length === 1;
}

/**
 * The order's current hosted page: its confirmation page finds the order by this session, and
 * an order waiting for its first payment now awaits it.
 */
export async function attachInstalmentSession(
  tx: Db,
  { orderId, sessionId }: { orderId: string; sessionId: string },
) {
  await tx.update(orders).set({ checkoutSessionId: sessionId }).where(eq(orders.id, orderId));
  await tx
    .update(orders)
    .set({ paymentStatus: 'awaiting_payment' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
}

/** An order no payment was received for, replaced by a new one (its quote changed). */
export async function cancelUnpaidOrder(tx: Db, { orderId }: { orderId: string }) {
  await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'cancelled', cancelledAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.paymentStatus, ['pending', 'awaiting_payment']),
        eq(orders.stockReserved, false),
      ),
    );
}

/** A made-to-order piece's progress, shown in My Orders like any order's. */
export async function setOrderProgress(
  tx: Db,
  { orderId, status }: { orderId: string; status: 'processing' | 'completed' },
) {
  await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
}

export async function recordOrderInstalment(
  tx: Db,
  {
    order,
    shippingAddress,
    billingAddress,
    providerPaymentId,
    payment,
    isFullyPaid,
  }: {
    order: OrderRow;
    /** This payment: listed with the order's others wherever the order is shown. */
    payment: { kind: OrderPaymentKind; amountCents: number };
    shippingAddress: Address | null;
    billingAddress: Address | null;
    providerPaymentId: string | null;
    /** The payments received, this one included, add up to the order's total. */
    isFullyPaid: boolean;
  },
): Promise<void> {
  await tx
    .insert(orderPayments)
    .values({ orderId: order.id, ...payment, providerPaymentId, paidAt: new Date() })
    .onConflictDoNothing();
  if (!order.shippingAddress && (shippingAddress || billingAddress)) {
    await tx
      .update(orders)
      .set({ shippingAddress, billingAddress })
      .where(and(eq(orders.id, order.id), isNull(orders.shippingAddress)));
  }
  if (isFullyPaid && canTransition(order.paymentStatus, 'paid')) {
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date(), providerPaymentId })
      .where(eq(orders.id, order.id));
  }
}

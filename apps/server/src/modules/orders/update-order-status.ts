/**
 * The admin's status dropdown (SPEC §4: any status, no restriction). Cancelling an order that
 * still holds unpaid stock closes its payment session first (so it can no longer be paid) and
 * gives the units back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdminOrder, OrderStatus } from '@shop/shared/schemas/order';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { getAdminOrder } from './admin-list-orders.ts';
import { releaseOrderStock } from './release-order-stock.ts';

type UpdateContext = Pick<AppContext, 'db' | 'payments'> & { log: FastifyBaseLogger };

export async function updateOrderStatus(
  ctx: UpdateContext,
  orderId: string,
  status: OrderStatus,
): Promise<AdminOrder> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('Order not found');

  const holdsUnpaidStock = order.stockReserved && order.paymentStatus !== 'paid';
  if (status === 'cancelled' && holdsUnpaidStock) {
    const provider = ctx.payments;
    if (order.checkoutSessionId && provider?.name === order.paymentProvider) {
      // If the provider will not close it (already expired, or completing right now), the
      // release still happens; a payment that lands anyway is recorded and re-reserves.
      await provider.expireCheckoutSession(order.checkoutSessionId).catch((error: unknown) => {
        ctx.log.warn({ err: error, orderId }, 'could not close the payment session');
      });
    }
    await releaseOrderStock(ctx.db, orderId, 'cancelled');
  }
  await ctx.db.update(orders).set({ status }).where(eq(orders.id, orderId));
  return (await getAdminOrder(ctx.db, orderId))!;
}

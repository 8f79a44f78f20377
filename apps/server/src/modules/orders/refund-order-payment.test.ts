/**
 * The reusable refund (issue 10): an order moved to refund_pending is refunded once through its
 * provider — here the built-in test provider, which records the refund — and then reads refunded.
 */
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { createOrder, orderRow } from '../../../test/order-factories.ts';
import { lockOrderById } from './lock-order.ts';
import { requestRefund } from './order-lifecycle.ts';
import { refundOrderPayment } from './refund-order-payment.ts';
import type { DemoPaymentProvider } from '../payments/demo-provider.ts';

describe('refundOrderPayment with the test provider', () => {
  it('refunds a paid order once and records it', async () => {
    const t = await buildTestApp();
    const shopper = await t.signUp();
    const product = await createProduct(t.db, { priceCents: 1800 });
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product, quantity: 2 }],
      paymentStatus: 'paid',
    });
    const ctx = { db: t.db, payments: t.app.ctx.payments, log: t.app.log };

    // Not refundable until something asked for the refund.
    expect(await refundOrderPayment(ctx, { orderId: order.id })).toEqual({
      outcome: 'not_refundable',
      paymentStatus: 'paid',
    });
    await t.db.transaction(async (tx) => requestRefund(tx, (await lockOrderById(tx, order.id))!));
    const result = await refundOrderPayment(ctx, { orderId: order.id });
    expect(result.outcome).toBe('refunded');
    const provider = t.app.ctx.payments as DemoPaymentProvider;
    expect(provider.refunds).toHaveLength(1);
    expect(provider.refunds[0]).toMatchObject({ orderId: order.id, amountCents: 3600 });
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundId: provider.refunds[0]!.id,
    });
    expect((await refundOrderPayment(ctx, { orderId: order.id })).outcome).toBe('not_refundable');
    expect(provider.refunds).toHaveLength(1);
  });
});

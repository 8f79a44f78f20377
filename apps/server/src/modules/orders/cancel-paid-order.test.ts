/**
 * The maker cancels a paid order — it is refunded once through the payment provider
 * (the built-in test provider, and Stripe's API through the fake), its units go back on the shelf
 * unless it had shipped, and the order records who cancelled it and when.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '@shop/shared/schemas/order';
import { createProduct } from '../../../test/factories.ts';
import { buildStripeShop } from '../../../test/fake-stripe.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { createOrder, orderRow, setOrderStatus, stockOf } from '../../../test/order-factories.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';
import { retryPendingRefunds } from './refund-order-payment.ts';
import type { DemoPaymentProvider } from '../payments/demo-provider.ts';

const cancel = (admin: TestUser, orderId: string) => setOrderStatus(admin, orderId, 'cancelled');

describe('cancelling a paid order with the test provider', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signUp({ role: 'admin', email: 'maker@example.com' });
    shopper = await t.signUp({ email: 'fern@example.com' });
  });
  const refunds = () => (t.app.ctx.payments as DemoPaymentProvider).refunds;

  it('refunds it once, puts its units back and records who did it', async () => {
    const hat = await createProduct(t.db, { priceCents: 2400, stock: 6 });
    const mitts = await createProduct(t.db, { priceCents: 1100, stock: 0 });
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [
        { product: hat, quantity: 2 },
        { product: mitts, quantity: 1 },
      ],
      paymentStatus: 'paid',
      status: 'processing',
    });
    const before = refunds().length;

    const res = await cancel(admin, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json<AdminOrder>();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelledBy: 'maker@example.com',
    });
    expect(Date.now() - Date.parse(cancelled.cancelledAt!)).toBeLessThan(60_000);
    expect(refunds().slice(before)).toEqual([
      expect.objectContaining({ orderId: order.id, amountCents: 5900 }),
    ]);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      cancelledByUserId: admin.user.id,
      refundId: refunds().at(-1)!.id,
    });
    expect(await stockOf(t.db, hat.id)).toBe(8);
    expect(await stockOf(t.db, mitts.id)).toBe(1);

    // The shopper sees it refunded, and their mail says the money is coming back.
    const mine = await shopper.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(mine.json<Order>()).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
    expect(mine.json()).not.toHaveProperty('cancelledBy');
    const mails = await deliveredTo(t, 'fern@example.com');
    const mail = mails.find((m) => m.subject.endsWith('was cancelled'))!;
    expect(mail.subject).toBe(`Your Loop & Lantern order #${order.id.slice(0, 8)} was cancelled`);
    // That one mail says where the money goes: the refund sends no second one.
    expect(mails.at(-1)).toBe(mail);
    expect(mails.filter((m) => m.subject.includes('refunded'))).toEqual([]);
    expect(mail.text).toContain(
      'You paid $59.00 for this order. We are refunding the full amount to the card you paid with',
    );

    // Cancelling again, or reopening and cancelling, refunds and restocks nothing twice.
    for (const status of ['cancelled', 'pending', 'cancelled'] as const) {
      await setOrderStatus(admin, order.id, status);
    }
    expect(refunds().length).toBe(before + 1);
    expect(await stockOf(t.db, hat.id)).toBe(8);
    expect((await orderRow(t.db, order.id)).paymentStatus).toBe('refunded');
  });

  it('refunds a shipped order but leaves the stock as it is', async () => {
    const blanket = await createProduct(t.db, { priceCents: 12000, stock: 1 });
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product: blanket }],
      paymentStatus: 'paid',
      status: 'completed',
    });
    const res = await cancel(admin, order.id);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(refunds().at(-1)).toMatchObject({ orderId: order.id, amountCents: 12000 });
    expect(await stockOf(t.db, blanket.id)).toBe(1);
  });

  it('tells everyone waiting for a sold-out piece when the cancel puts it back', async () => {
    const bear = await createProduct(t.db, { name: 'Honey Bear', stock: 0 });
    const waiting = await t.signUp({ email: 'ivy@example.com' });
    const ask = await waiting.inject({
      method: 'POST',
      url: `/api/products/${bear.id}/stock-alert`,
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product: bear }],
      paymentStatus: 'paid',
    });
    await cancel(admin, order.id);
    const mails = await deliveredTo(t, 'ivy@example.com');
    expect(mails.filter((m) => m.subject.includes('Honey Bear'))).toHaveLength(1);
  });

  it('records the unpaid cancel too, with nothing to refund', async () => {
    const product = await createProduct(t.db, { stock: 3 });
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product }],
      reserve: true,
    });
    const before = refunds().length;
    const res = await cancel(admin, order.id);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
      cancelledBy: 'maker@example.com',
    });
    expect(refunds().length).toBe(before);
  });
});

describe('cancelling a paid Stripe order', () => {
  it('keeps it refund_pending while Stripe fails, then the sweep refunds it exactly once', async () => {
    const { stripe, t, admin, shopper } = await buildStripeShop();
    const product = await createProduct(t.db, { priceCents: 4500, stock: 2 });
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product, quantity: 2 }],
      paymentStatus: 'paid',
      provider: 'stripe',
      overrides: { providerPaymentId: 'pi_test_cancelled_order' },
    });

    // Stripe is down: the call and the SDK's one network retry both fail.
    stripe.failNext(500, 2);
    const res = await cancel(admin, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    expect(stripe.refunds).toHaveLength(0);
    expect(await stockOf(t.db, product.id)).toBe(4);

    const ctx = { db: t.db, payments: t.app.ctx.payments, log: t.app.log };
    expect(await retryPendingRefunds(ctx)).toBe(1);
    expect(await retryPendingRefunds(ctx)).toBe(0);
    expect(stripe.refunds).toEqual([
      expect.objectContaining({
        payment_intent: 'pi_test_cancelled_order',
        amount: 9000,
        idempotencyKey: `refund-${order.id}`,
      }),
    ]);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundId: stripe.refunds[0]!.id,
    });
    expect(await stockOf(t.db, product.id)).toBe(4);
  });
});

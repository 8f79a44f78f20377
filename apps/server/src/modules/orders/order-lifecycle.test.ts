/**
 * The order lifecycle. A payment that arrives after its checkout expired (or
 * was cancelled or superseded) ends paid — units re-reserved — or refunded through the provider,
 * never "paid + cancelled"; one shopper holds stock for one checkout at a time.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders, products } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import {
  orderOfCheckout,
  paidSession,
  postStripeEvent,
  startFakeStripe,
} from '../../../test/fake-stripe.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { checkoutOne, orderRow, stockOf } from '../../../test/order-factories.ts';
import { retryPendingRefunds } from './refund-order-payment.ts';
import { canTransition } from './order-lifecycle.ts';

const stripe = await startFakeStripe();
const t = await buildTestApp(stripe.env);
const maker = await t.signUp({ role: 'admin' });

const mailsTo = (email: string) => t.app.ctx.mailer.sent.filter((m) => m.to === email);

/** A checkout of 2 units that Stripe then expires: the units are back on the shelf. */
async function expiredCheckout(stock = 5) {
  const user = await t.signUp();
  const product = await createProduct(t.db, { priceCents: 2500, stock });
  const res = await checkoutOne(user, product.id, 2);
  expect(res.statusCode).toBe(200);
  const { sessionId, order } = await orderOfCheckout(t, res);
  await postStripeEvent(
    t,
    stripe,
    stripe.event('checkout.session.expired', { id: sessionId, metadata: { orderId: order.id } }),
  );
  expect(await stockOf(t.db, product.id)).toBe(stock);
  expect(await orderRow(t.db, order.id)).toMatchObject({ paymentStatus: 'expired' });
  const paid = stripe.event('checkout.session.completed', {
    ...paidSession(sessionId, { orderId: order.id, userId: user.user.id, amountTotal: 5000 }),
    payment_intent: `pi_${order.id.slice(0, 8)}`,
  });
  return { user, product, order, paid };
}

describe('a payment after the checkout expired', () => {
  it('takes the units again and becomes a normal paid order when they are there', async () => {
    const { user, product, order, paid } = await expiredCheckout();
    expect((await postStripeEvent(t, stripe, paid)).statusCode).toBe(200);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      stockReserved: false,
      refundId: null,
    });
    expect(await stockOf(t.db, product.id)).toBe(3);
    // The confirmation leaves through the mail outbox after the payment commits.
    await t.app.ctx.outbox.flush();
    expect(mailsTo(user.user.email).at(-1)?.subject).toMatch(/is confirmed/);
  });

  it('is refunded through Stripe, and shopper and maker are told, when the units are gone', async () => {
    const { user, product, order, paid } = await expiredCheckout();
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const makerMails = mailsTo(maker.user.email).length;

    expect((await postStripeEvent(t, stripe, paid)).statusCode).toBe(200);
    const row = await orderRow(t.db, order.id);
    expect(row).toMatchObject({
      paymentStatus: 'refunded',
      status: 'cancelled',
      stockReserved: false,
      providerPaymentId: `pi_${order.id.slice(0, 8)}`,
    });
    expect(row.paidAt).not.toBeNull();
    expect(await stockOf(t.db, product.id)).toBe(1);
    const refund = stripe.refunds.find((r) => r.id === row.refundId)!;
    expect(refund).toMatchObject({
      payment_intent: `pi_${order.id.slice(0, 8)}`,
      amount: 5000,
      idempotencyKey: `refund-${order.id}`,
    });
    // The shopper's and the maker's mails leave through the mail outbox.
    await t.app.ctx.outbox.flush();
    expect(mailsTo(user.user.email).at(-1)?.subject).toMatch(/is being refunded/);
    expect(mailsTo(maker.user.email)).toHaveLength(makerMails + 1);
    expect(mailsTo(maker.user.email).at(-1)?.subject).toMatch(/^Late payment being refunded/);

    // A replay of the payment changes nothing and refunds nothing twice.
    await postStripeEvent(t, stripe, { ...paid, id: `${paid.id}_again` });
    expect(stripe.refunds.filter((r) => r.idempotencyKey === `refund-${order.id}`)).toHaveLength(1);
    expect((await orderRow(t.db, order.id)).paymentStatus).toBe('refunded');
  });

  it('keeps the payment as refund pending while Stripe refuses, and the sweep retries', async () => {
    const { product, order, paid } = await expiredCheckout();
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    stripe.failNext(500, 2); // the SDK retries once
    const queued = async () =>
      (await t.db.select().from(mailOutbox)).filter(
        (mail) =>
          ['late_payment_refund', 'maker_late_payment'].includes(mail.kind) &&
          mail.text.includes(order.id.slice(0, 8)),
      ).length;
    expect(await queued()).toBe(0);
    expect((await postStripeEvent(t, stripe, paid)).statusCode).toBe(200);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'refund_pending',
      status: 'cancelled',
      refundId: null,
    });
    // The mails are queued with the decision to refund, whatever the refund call does.
    expect(await queued()).toBeGreaterThanOrEqual(2);
    const refunded = await retryPendingRefunds({
      db: t.db,
      payments: t.app.ctx.payments,
      log: t.app.log,
    });
    expect(refunded).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.db, order.id)).paymentStatus).toBe('refunded');
  });
});

describe('one open checkout per shopper', () => {
  it('5 parallel checkouts by one shopper hold the stock once', async () => {
    const user = await t.signUp();
    const product = await createProduct(t.db, { stock: 20 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkoutOne(user, product.id, 2)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const held = await t.db.select().from(orders).where(eq(orders.userId, user.user.id));
    const reserved = held.filter((o) => o.stockReserved);
    expect(reserved).toHaveLength(1);
    expect(held.filter((o) => !o.stockReserved).every((o) => o.paymentStatus === 'cancelled')).toBe(
      true,
    );
    expect(await stockOf(t.db, product.id)).toBe(18);
    console.info(
      `5 parallel checkouts (${t.dbKind}): answers ${statuses.join(',')}; ` +
        `orders ${held.length}, holding stock ${reserved.length}; units held 20 - 18 = 2`,
    );
  });
});

describe('the transition table', () => {
  it('never lets paid money become cancelled or a refund come back', () => {
    expect(canTransition('paid', 'cancelled')).toBe(false);
    expect(canTransition('paid', 'expired')).toBe(false);
    expect(canTransition('expired', 'paid')).toBe(true);
    expect(canTransition('cancelled', 'refund_pending')).toBe(true);
    expect(canTransition('refund_pending', 'refunded')).toBe(true);
    expect(canTransition('refunded', 'paid')).toBe(false);
    expect(canTransition('awaiting_payment', 'refunded')).toBe(false);
  });
});

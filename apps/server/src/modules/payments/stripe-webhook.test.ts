import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import {
  orderOfCheckout,
  PAID_SESSION_ADDRESSES,
  paidSession,
  postStripeEvent,
  startFakeStripe,
} from '../../../test/fake-stripe.ts';
import { buildTestApp, type TestUser } from '../../../test/helpers.ts';
import { checkoutOne, orderRow, setOrderStatus, stockOf } from '../../../test/order-factories.ts';

const stripe = await startFakeStripe();
const t = await buildTestApp(stripe.env);
const alice = await t.signUp();

/** A real checkout through the fake Stripe: 2 units of a $25.00 product with stock 5. */
async function openCheckout(user: TestUser = alice) {
  const product = await createProduct(t.db, { priceCents: 2500, stock: 5 });
  const res = await checkoutOne(user, product.id, 2);
  expect(res.statusCode).toBe(200);
  const { sessionId, order } = await orderOfCheckout(t, res);
  expect(await stockOf(t.db, product.id)).toBe(3);
  return { product, sessionId, order, user };
}

/** Mails to one address, once the outbox has delivered what the requests queued. */
const mailsTo = async (email: string) => {
  await t.app.ctx.outbox.flush();
  return t.app.ctx.mailer.sent.filter((m) => m.to === email);
};

function paidEvent(
  { sessionId, order, user }: Awaited<ReturnType<typeof openCheckout>>,
  type = 'checkout.session.completed',
  amountTotal = order.totalCents,
) {
  return stripe.event(
    type,
    paidSession(sessionId, { orderId: order.id, userId: user.user.id, amountTotal }),
  );
}

describe('POST /api/webhooks/stripe: signatures', () => {
  it('refuses a bad, missing, foreign or stale signature with 400 and changes nothing', async () => {
    const opened = await openCheckout();
    const event = paidEvent(opened);
    const payload = JSON.stringify(event);
    const attempts = [
      { signature: 't=123,v1=deadbeef' },
      { signature: null },
      { signature: stripe.sign(payload, { secret: 'whsec_someone_else' }) },
      // Signed correctly, but 301 seconds old: past the shop's 300 s tolerance.
      { signature: stripe.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }) },
    ];
    for (const { signature } of attempts) {
      const res = await postStripeEvent(t, stripe, event, { signature });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'bad_request', message: 'Invalid webhook signature' },
      });
    }
    // A body altered after signing is refused too.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
      payload: payload.replace(`"amount_total":${opened.order.totalCents}`, '"amount_total":1'),
    });
    expect(tampered.statusCode).toBe(400);

    expect(await orderRow(t.db, opened.order.id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      stockReserved: true,
      paidAt: null,
    });
    expect(await stockOf(t.db, opened.product.id)).toBe(3);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual(
      [],
    );
    expect(await mailsTo(alice.user.email)).toHaveLength(0);
  });

  it('accepts a signature within the tolerance', async () => {
    const opened = await openCheckout(await t.signUp());
    const event = paidEvent(opened);
    const payload = JSON.stringify(event);
    const signature = stripe.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 200 });
    const res = await postStripeEvent(t, stripe, event, { signature });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t.db, opened.order.id)).paymentStatus).toBe('paid');
  });

  it('is public (Stripe has no session) and exempt from the browser origin guard', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', origin: 'https://stripe.example' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(t.app.accessPolicies).toContainEqual({
      method: 'POST',
      url: '/api/webhooks/stripe',
      access: 'public',
    });
  });
});

describe('POST /api/webhooks/stripe: fulfilment', () => {
  it('marks the order paid, stores both addresses and mails the customer once', async () => {
    const user = await t.signUp();
    const opened = await openCheckout(user);
    const res = await postStripeEvent(t, stripe, paidEvent(opened));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const row = await orderRow(t.db, opened.order.id);
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      // `status` is the admin's workflow field: payment does not move it.
      status: 'pending',
      stockReserved: false,
      shippingAddress: PAID_SESSION_ADDRESSES.shipping,
      billingAddress: PAID_SESSION_ADDRESSES.billing,
    });
    expect(row.paidAt).toBeInstanceOf(Date);
    // Paying turns reserved units into sold ones: the shelf does not move again.
    expect(await stockOf(t.db, opened.product.id)).toBe(3);
    const mails = await mailsTo(user.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`#${opened.order.id.slice(0, 8)}`);
    expect(mails[0]!.text).toContain(`/orders/${opened.order.id}`);
    expect(mails[0]!.text).toContain('$50.00');
  });

  it('applies the same event once, delivered twice in sequence', async () => {
    const user = await t.signUp();
    const opened = await openCheckout(user);
    const event = paidEvent(opened);
    const first = await postStripeEvent(t, stripe, event);
    const second = await postStripeEvent(t, stripe, event);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await orderRow(t.db, opened.order.id)).paymentStatus).toBe('paid');
    expect(await stockOf(t.db, opened.product.id)).toBe(3);
    expect(await mailsTo(user.user.email)).toHaveLength(1);
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id)),
    ).toHaveLength(1);
  });

  it('applies the same event once, delivered many times in parallel', async () => {
    const user = await t.signUp();
    const opened = await openCheckout(user);
    const event = paidEvent(opened);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postStripeEvent(t, stripe, event)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await orderRow(t.db, opened.order.id)).paymentStatus).toBe('paid');
    expect(await stockOf(t.db, opened.product.id)).toBe(3);
    expect(await mailsTo(user.user.email)).toHaveLength(1);
  });

  it('pays once when completed and async_payment_succeeded both arrive, in parallel', async () => {
    const user = await t.signUp();
    const opened = await openCheckout(user);
    await Promise.all([
      postStripeEvent(t, stripe, paidEvent(opened)),
      postStripeEvent(t, stripe, paidEvent(opened, 'checkout.session.async_payment_succeeded')),
    ]);
    expect((await orderRow(t.db, opened.order.id)).paymentStatus).toBe('paid');
    expect(await stockOf(t.db, opened.product.id)).toBe(3);
    expect(await mailsTo(user.user.email)).toHaveLength(1);
  });

  it('waits for async_payment_succeeded when the session completed unpaid', async () => {
    const user = await t.signUp();
    const opened = await openCheckout(user);
    const unpaid = stripe.event('checkout.session.completed', {
      ...paidSession(opened.sessionId, {
        orderId: opened.order.id,
        userId: user.user.id,
        amountTotal: opened.order.totalCents,
      }),
      payment_status: 'unpaid',
    });
    expect((await postStripeEvent(t, stripe, unpaid)).statusCode).toBe(200);
    expect((await orderRow(t.db, opened.order.id)).paymentStatus).toBe('awaiting_payment');
    await postStripeEvent(t, stripe, paidEvent(opened, 'checkout.session.async_payment_succeeded'));
    expect((await orderRow(t.db, opened.order.id)).paymentStatus).toBe('paid');
  });

  it('never marks paid an amount that does not match the order total', async () => {
    const user = await t.signUp();
    const opened = await openCheckout(user);
    for (const amount of [opened.order.totalCents - 1, 1, opened.order.totalCents + 100]) {
      const res = await postStripeEvent(t, stripe, paidEvent(opened, undefined, amount));
      expect(res.statusCode).toBe(200);
    }
    const wrongCurrency = stripe.event('checkout.session.completed', {
      ...paidSession(opened.sessionId, {
        orderId: opened.order.id,
        userId: user.user.id,
        amountTotal: opened.order.totalCents,
      }),
      currency: 'eur',
    });
    await postStripeEvent(t, stripe, wrongCurrency);
    expect(await orderRow(t.db, opened.order.id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      paidAt: null,
      stockReserved: true,
    });
    expect(await mailsTo(user.user.email)).toHaveLength(0);
  });

  it('releases the stock when the session expires, once', async () => {
    const opened = await openCheckout(await t.signUp());
    const expired = stripe.event('checkout.session.expired', {
      id: opened.sessionId,
      status: 'expired',
      payment_status: 'unpaid',
      metadata: { orderId: opened.order.id },
    });
    await postStripeEvent(t, stripe, expired);
    await postStripeEvent(t, stripe, expired);
    // A second, different expiry event for the same session finds nothing left to release.
    await postStripeEvent(
      t,
      stripe,
      stripe.event('checkout.session.expired', { id: opened.sessionId, metadata: {} }),
    );
    expect(await stockOf(t.db, opened.product.id)).toBe(5);
    expect(await orderRow(t.db, opened.order.id)).toMatchObject({
      paymentStatus: 'expired',
      status: 'cancelled',
      stockReserved: false,
    });
  });

  it('releases the stock when an async payment fails', async () => {
    const opened = await openCheckout(await t.signUp());
    await postStripeEvent(
      t,
      stripe,
      stripe.event('checkout.session.async_payment_failed', {
        id: opened.sessionId,
        payment_status: 'unpaid',
        metadata: { orderId: opened.order.id },
      }),
    );
    expect(await stockOf(t.db, opened.product.id)).toBe(5);
    expect((await orderRow(t.db, opened.order.id)).paymentStatus).toBe('failed');
  });

  it('releases nothing when expired arrives after paid (out of order)', async () => {
    const user = await t.signUp();
    const opened = await openCheckout(user);
    await postStripeEvent(t, stripe, paidEvent(opened));
    await postStripeEvent(
      t,
      stripe,
      stripe.event('checkout.session.expired', {
        id: opened.sessionId,
        metadata: { orderId: opened.order.id },
      }),
    );
    expect(await stockOf(t.db, opened.product.id)).toBe(3);
    expect(await orderRow(t.db, opened.order.id)).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
    });
  });

  it('records a payment that lands after an admin cancelled the order, taking the units again', async () => {
    const user = await t.signUp();
    const admin = await t.signUp({ role: 'admin' });
    const opened = await openCheckout(user);
    await setOrderStatus(admin, opened.order.id, 'cancelled');
    expect(await stockOf(t.db, opened.product.id)).toBe(5);
    await postStripeEvent(t, stripe, paidEvent(opened));
    expect(await orderRow(t.db, opened.order.id)).toMatchObject({
      paymentStatus: 'paid',
      stockReserved: false,
    });
    expect(await stockOf(t.db, opened.product.id)).toBe(3);
  });

  it('answers 200 to events it does not act on and to sessions of no order', async () => {
    const other = await postStripeEvent(
      t,
      stripe,
      stripe.event('customer.created', { id: 'cus_123' }),
    );
    expect(other.statusCode).toBe(200);
    const orphan = await postStripeEvent(
      t,
      stripe,
      stripe.event(
        'checkout.session.completed',
        paidSession('cs_test_nobody', {
          orderId: crypto.randomUUID(),
          userId: 'x',
          amountTotal: 1,
        }),
      ),
    );
    expect(orphan.statusCode).toBe(200);
  });
});

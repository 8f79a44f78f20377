/**
 * Shipping rates end to end through the API: the maker's settings and their field errors, the
 * fresh shop's default (free, US only), the rates a checkout offers (free at exactly the
 * threshold), the chosen rate on the order, its mails and the amount check of a payment.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/schemas/order';
import type { ShippingSettingsInput } from '@shop/shared/schemas/shipping';
import { createProduct } from '../../../test/factories.ts';
import {
  buildStripeShop,
  decodeStripeForm,
  orderOfCheckout,
  paidSession,
  postStripeEvent,
} from '../../../test/fake-stripe.ts';
import { buildTestAppWithUsers, type TestUser } from '../../../test/helpers.ts';
import {
  checkoutOne,
  demoSessionOf,
  orderRow,
  payDemoSession,
} from '../../../test/order-factories.ts';
import { DEMO_SHIPPING } from './demo-rates.ts';

const { t, admin, shopper } = await buildTestAppWithUsers();

const putRates = (user: TestUser, body: ShippingSettingsInput) =>
  user.inject({ method: 'PUT', url: '/api/admin/shipping', payload: body });

/** A checkout of `quantity` units at `priceCents` on the test provider; returns its session. */
async function openSession(user: TestUser, priceCents: number, quantity = 1) {
  const product = await createProduct(t.db, { priceCents, stock: 50 });
  const res = await checkoutOne(user, product.id, quantity);
  expect(res.statusCode).toBe(200);
  return demoSessionOf(user, res);
}

describe('a fresh shop (no rates set)', () => {
  it('ships free within the US only, and the order says so', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/shipping' })).json()).toEqual({
      rates: [],
    });
    const session = await openSession(shopper, 1999, 2);
    expect(session.shippingOptions).toEqual([]);
    expect(session.totalCents).toBe(3998);
    const paid = await payDemoSession(shopper, session.sessionId);
    expect(paid.statusCode).toBe(200);
    const order = (
      await shopper.inject({ method: 'GET', url: `/api/orders/${session.orderId}` })
    ).json() as Order;
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      subtotalCents: 3998,
      discountCents: 0,
      shippingCents: 0,
      shippingRateName: null,
      giftWrapCents: 0,
      totalCents: 3998,
    });
  });
});

describe('PUT /api/admin/shipping', () => {
  it('is for the maker only', async () => {
    expect((await putRates(shopper, DEMO_SHIPPING)).statusCode).toBe(403);
    expect((await shopper.inject({ method: 'GET', url: '/api/admin/shipping' })).statusCode).toBe(
      403,
    );
  });

  it('answers bad input with field errors', async () => {
    const res = await putRates(admin, {
      rates: [
        { name: '', priceCents: -1, estimate: '', countries: ['XX'], freeAboveCents: -5 },
        { name: 'Express', priceCents: 1299, estimate: '', countries: [], freeAboveCents: null },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'rates.0.name': 'Name is required',
      'rates.0.priceCents': "Price can't be negative",
      'rates.0.countries': 'Unknown country: XX',
      'rates.0.freeAboveCents': "Free-above amount can't be negative",
      'rates.1.countries': 'Choose at least one country',
    });
    expect((await admin.inject({ method: 'GET', url: '/api/admin/shipping' })).json()).toEqual({
      rates: [],
    });
  });

  it('stores the rates in order; the public list shows the same figures', async () => {
    const res = await putRates(admin, DEMO_SHIPPING);
    expect(res.statusCode).toBe(200);
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/shipping' })).json();
    expect(publicList).toEqual(res.json());
    expect(publicList.rates).toMatchObject([
      {
        name: 'Standard',
        priceCents: 599,
        estimate: '5–7 business days',
        countries: ['US'],
        freeAboveCents: 7500,
      },
      { name: 'Express', priceCents: 1299, countries: ['US'], freeAboveCents: null },
    ]);
  });
});

describe('checkout with the demo rates', () => {
  beforeAll(async () => {
    expect((await putRates(admin, DEMO_SHIPPING)).statusCode).toBe(200);
  });

  it('a subtotal of exactly $75.00 ships free on Standard; $74.99 does not', async () => {
    const free = await openSession(shopper, 2500, 3);
    expect(free.shippingOptions.map((o) => [o.name, o.amountCents])).toEqual([
      ['Standard', 0],
      ['Express', 1299],
    ]);
    const paid = await payDemoSession(shopper, free.sessionId, {
      shippingOptionId: free.shippingOptions[0]!.id,
    });
    expect(paid.statusCode).toBe(200);
    expect(await orderRow(t.db, free.orderId)).toMatchObject({
      subtotalCents: 7500,
      shippingCents: 0,
      shippingRateName: 'Standard',
      totalCents: 7500,
    });

    const below = await openSession(shopper, 7499);
    expect(below.shippingOptions.map((o) => o.amountCents)).toEqual([599, 1299]);
  });

  it('records Express and its cost; the mails and the order show every line', async () => {
    const buyer = await t.signUp();
    const session = await openSession(buyer, 1999, 3);
    expect(session.totalCents).toBe(5997);
    const express = session.shippingOptions.find((o) => o.name === 'Express')!;
    expect((await payDemoSession(buyer, session.sessionId)).json().error.fields).toEqual({
      shippingOptionId: 'Choose a shipping method',
    });
    expect(
      (await payDemoSession(buyer, session.sessionId, { shippingOptionId: express.id })).statusCode,
    ).toBe(200);
    const order = (
      await buyer.inject({ method: 'GET', url: `/api/orders/${session.orderId}` })
    ).json() as Order;
    expect(order).toMatchObject({
      subtotalCents: 5997,
      shippingCents: 1299,
      shippingRateName: 'Express',
      totalCents: 7296,
    });
    await t.app.ctx.outbox.flush();
    const mail = t.app.ctx.mailer.sent.find((m) => m.to === buyer.user.email)!;
    expect(mail.text).toContain('Subtotal: $59.97');
    expect(mail.text).toContain('Shipping (Express): $12.99');
    expect(mail.text).toContain('Total paid: $72.96');
  });
});

describe('Stripe', () => {
  it('offers the rates as shipping_options and checks the amount with the chosen one', async () => {
    const { stripe, t: s, admin: maker, shopper: buyer } = await buildStripeShop();
    expect(
      (await maker.inject({ method: 'PUT', url: '/api/admin/shipping', payload: DEMO_SHIPPING }))
        .statusCode,
    ).toBe(200);
    const product = await createProduct(s.db, { priceCents: 2000, stock: 5 });
    const res = await checkoutOne(buyer, product.id);
    expect(res.statusCode).toBe(200);
    const sent = decodeStripeForm(stripe.requests.at(-1)!.rawBody);
    expect(sent.shipping_address_collection).toEqual({ allowed_countries: ['US'] });
    expect(sent.shipping_options).toMatchObject([
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: 'Standard',
          fixed_amount: { amount: '599', currency: 'usd' },
          delivery_estimate: {
            minimum: { unit: 'business_day', value: '5' },
            maximum: { unit: 'business_day', value: '7' },
          },
        },
      },
      { shipping_rate_data: { display_name: 'Express', fixed_amount: { amount: '1299' } } },
    ]);
    const { sessionId, order } = await orderOfCheckout(s, res);
    const session = (amountTotal: number, shipping: number) => ({
      ...paidSession(sessionId, { orderId: order.id, userId: buyer.user.id, amountTotal }),
      shipping_cost: { amount_subtotal: shipping, amount_total: shipping, shipping_rate: 'shr_1' },
    });
    // Without its shipping the amount does not match: refused, as any other mismatch.
    await postStripeEvent(s, stripe, stripe.event('checkout.session.completed', session(2000, 0)));
    expect(await orderRow(s.db, order.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
    // A shipping price nobody offered is refused too.
    await postStripeEvent(
      s,
      stripe,
      stripe.event('checkout.session.completed', session(2100, 100)),
    );
    expect(await orderRow(s.db, order.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
    await postStripeEvent(
      s,
      stripe,
      stripe.event('checkout.session.completed', session(3299, 1299)),
    );
    expect(await orderRow(s.db, order.id)).toMatchObject({
      paymentStatus: 'paid',
      subtotalCents: 2000,
      shippingCents: 1299,
      shippingRateName: 'Express',
      totalCents: 3299,
    });
  });
});

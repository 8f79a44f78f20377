/**
 * Gift wrap through the API: the maker's price and its field errors, a checkout that asks for
 * gift wrap while the shop does not offer it, the price added to the order's total (with a code
 * and a shipping rate), the provider's amount equal to that total to the cent (the demo page and
 * Stripe's line items), and the line on the order, the mail and the CSV.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GIFT_WRAP_NOT_OFFERED } from '@shop/shared/schemas/gift-wrap';
import type { Order } from '@shop/shared/schemas/order';
import { createProduct } from '../../../test/factories.ts';
import {
  buildStripeShop,
  decodeStripeForm,
  lineItemsTotal,
  orderOfCheckout,
  postPaidAmount,
} from '../../../test/fake-stripe.ts';
import { buildTestAppWithUsers, type TestUser } from '../../../test/helpers.ts';
import {
  demoSessionOf,
  openDiscount,
  orderRow,
  payDemoSession,
} from '../../../test/order-factories.ts';
import { DEMO_SHIPPING } from '../shipping/index.ts';

const { t, admin, shopper } = await buildTestAppWithUsers();

const putPrice = (user: TestUser, priceCents: unknown) =>
  user.inject({ method: 'PUT', url: '/api/admin/gift-wrap', payload: { priceCents } });

const checkout = (user: TestUser, payload: Record<string, unknown>) =>
  user.inject({ method: 'POST', url: '/api/checkout', payload });

describe('the maker’s gift-wrap price', () => {
  it('is set by the maker only; a negative price is a field error', async () => {
    expect((await putPrice(shopper, 400)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/gift-wrap' })).statusCode).toBe(
      401,
    );
    const negative = await putPrice(admin, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toEqual({ priceCents: "Price can't be negative" });
    const fraction = await putPrice(admin, 4.5);
    expect(fraction.json().error.fields).toEqual({ priceCents: 'Price must be whole cents' });
  });

  it('starts not offered; a saved price is what the cart reads; empty stops offering it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/gift-wrap' })).json()).toEqual({
      priceCents: null,
    });
    const product = await createProduct(t.db, { priceCents: 1000, stock: 5 });
    const refused = await checkout(shopper, {
      items: [{ productId: product.id, quantity: 1 }],
      giftWrap: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: GIFT_WRAP_NOT_OFFERED,
      fields: { giftWrap: GIFT_WRAP_NOT_OFFERED },
    });

    expect((await putPrice(admin, 400)).json()).toEqual({ priceCents: 400 });
    expect((await t.app.inject({ method: 'GET', url: '/api/gift-wrap' })).json()).toEqual({
      priceCents: 400,
    });
    expect((await putPrice(admin, null)).json()).toEqual({ priceCents: null });
    expect((await putPrice(admin, 400)).statusCode).toBe(200);
  });
});

describe('an order with gift wrap', () => {
  beforeAll(async () => {
    expect((await putPrice(admin, 400)).statusCode).toBe(200);
    const rates = await admin.inject({
      method: 'PUT',
      url: '/api/admin/shipping',
      payload: DEMO_SHIPPING,
    });
    expect(rates.statusCode).toBe(200);
    const code = await admin.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      payload: openDiscount({ code: 'WRAP10', kind: 'percent', percent: 10 }),
    });
    expect(code.statusCode).toBe(201);
  });

  it('adds the maker’s price (never a figure the client sends); the total paid is the order total', async () => {
    const buyer = await t.signUp();
    const product = await createProduct(t.db, { priceCents: 1999, stock: 5 });
    // A price sent by the client is refused outright: the checkout takes no field it does not know.
    const priced = await checkout(buyer, {
      items: [{ productId: product.id, quantity: 1 }],
      giftWrap: true,
      giftWrapCents: 1,
      discountCode: 'wrap10',
    });
    expect(priced.statusCode, priced.body).toBe(400);
    expect(priced.json().error.fields).toHaveProperty('giftWrapCents');
    const res = await checkout(buyer, {
      items: [{ productId: product.id, quantity: 1 }],
      giftWrap: true,
      discountCode: 'wrap10',
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = await demoSessionOf(buyer, res);
    // 1999 − 200 (10 %, half up) + 400 gift wrap; shipping is chosen on the page.
    expect(session).toMatchObject({
      subtotalCents: 1999,
      discountCents: 200,
      giftWrapCents: 400,
      totalCents: 2199,
    });
    const standard = session.shippingOptions.find((o) => o.name === 'Standard')!;
    // The free-shipping threshold looks at the items only, not at the wrap.
    expect(standard.amountCents).toBe(599);
    const paid = await payDemoSession(buyer, session.sessionId, { shippingOptionId: standard.id });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = (
      await buyer.inject({ method: 'GET', url: `/api/orders/${session.orderId}` })
    ).json() as Order;
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      subtotalCents: 1999,
      discountCents: 200,
      giftWrapCents: 400,
      shippingCents: 599,
      totalCents: 2798,
    });

    await t.app.ctx.outbox.flush();
    const mail = t.app.ctx.mailer.sent.find((m) => m.to === buyer.user.email)!;
    expect(mail.text).toContain('Gift wrap: $4.00');
    expect(mail.text).toContain('Total paid: $27.98');

    const csv = await admin.inject({
      method: 'GET',
      url: `/api/admin/orders/export?from=2000-01-01&to=2100-01-01`,
    });
    expect(csv.statusCode).toBe(200);
    const header = csv.body.split('\r\n')[0]!.split(',');
    const row = csv.body
      .split('\r\n')
      .find((line) => line.includes(buyer.user.email))!
      .split(',');
    expect(row[header.indexOf('gift_wrap')]).toBe('4.00');
    expect(row[header.indexOf('order_total')]).toBe('27.98');
  });

  it('without the box ticked the order has no gift wrap', async () => {
    const buyer = await t.signUp();
    const product = await createProduct(t.db, { priceCents: 1500, stock: 5 });
    const res = await checkout(buyer, { items: [{ productId: product.id, quantity: 1 }] });
    const session = await demoSessionOf(buyer, res);
    expect(session).toMatchObject({ giftWrapCents: 0, totalCents: 1500 });
  });
});

describe('on Stripe', () => {
  it('gift wrap is a line item; lines minus the coupon plus shipping is exactly what is accepted', async () => {
    const { stripe, t: s, admin: maker, shopper: buyer } = await buildStripeShop();
    expect((await putPrice(maker, 350)).statusCode).toBe(200);
    const created = await maker.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      payload: openDiscount({ code: 'FIVE', kind: 'fixed', amountCents: 500 }),
    });
    expect(created.statusCode).toBe(201);
    const product = await createProduct(s.db, { priceCents: 2000, stock: 5 });
    const res = await buyer.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        items: [{ productId: product.id, quantity: 2 }],
        giftWrap: true,
        discountCode: 'FIVE',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = decodeStripeForm(stripe.sessionRequests().at(-1)!.rawBody) as {
      line_items: {
        price_data: { unit_amount: string; product_data: { name: string } };
        quantity: string;
      }[];
    };
    expect(sent.line_items.at(-1)).toMatchObject({
      price_data: { unit_amount: '350', product_data: { name: 'Gift wrap' } },
      quantity: '1',
    });
    const { sessionId, order } = await orderOfCheckout(s, res);
    expect(order).toMatchObject({ giftWrapCents: 350, discountCents: 500, totalCents: 3850 });
    expect(lineItemsTotal(sent) - 500).toBe(order.totalCents);
    const paid = { sessionId, orderId: order.id, userId: buyer.user.id };
    // The amount without the wrap does not match the order: refused.
    await postPaidAmount(s, stripe, paid, 3500);
    expect(await orderRow(s.db, order.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
    await postPaidAmount(s, stripe, paid, 3850);
    expect(await orderRow(s.db, order.id)).toMatchObject({
      paymentStatus: 'paid',
      totalCents: 3850,
      giftWrapCents: 350,
    });
  });
});

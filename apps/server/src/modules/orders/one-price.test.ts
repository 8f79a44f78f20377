/**
 * One price on every screen: the same carts priced through every path a person sees money on —
 * the cart's quote and its code check, the payment page's session, the shopper's order, the
 * confirmation and the maker's mails, the admin's list and the packing slip's order — for
 * variants priced apart, personalisation, percent and fixed codes, free shipping, gift wrap and
 * quantities. Every figure is written out by hand below and must match to the cent everywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@shop/shared/money';
import type { AdminOrder, AdminOrderList, Order } from '@shop/shared/schemas/order';
import type { OrderQuote } from '@shop/shared/schemas/order-quote';
import type { DiscountQuote } from '@shop/shared/schemas/discount';
import { createProduct, createProductWithOptions } from '../../../test/factories.ts';
import { buildTestAppWithUsers, type TestUser } from '../../../test/helpers.ts';
import { demoSessionOf, openDiscount, payDemoSession } from '../../../test/order-factories.ts';
import { DEMO_SHIPPING } from '../shipping/demo-rates.ts';

const { t, admin } = await buildTestAppWithUsers();

let beanie: Awaited<ReturnType<typeof createProductWithOptions>>;
let coaster: { id: string };

beforeAll(async () => {
  // Standard $5.99 (free from $75.00 of items after the discount), Express $12.99.
  expect(
    (await admin.inject({ method: 'PUT', url: '/api/admin/shipping', payload: DEMO_SHIPPING }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await admin.inject({
        method: 'PUT',
        url: '/api/admin/gift-wrap',
        payload: { priceCents: 400 },
      })
    ).statusCode,
  ).toBe(200);
  for (const code of [
    openDiscount({ code: 'TENOFF', kind: 'percent', percent: 10 }),
    openDiscount({ code: 'FIVE', kind: 'fixed', amountCents: 500 }),
    openDiscount({ code: 'SHIPFREE', kind: 'free_shipping' }),
  ]) {
    const res = await admin.inject({ method: 'POST', url: '/api/admin/discounts', payload: code });
    expect(res.statusCode).toBe(201);
  }
  // Listed at $42.00, but every size has its own price; initials cost $3.00 more.
  beanie = await createProductWithOptions(t.db, {
    name: 'Chunky Pom-Pom Beanie',
    priceCents: 4200,
    options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    variants: [
      { values: ['S'], stock: 20, priceCents: 3100 },
      { values: ['M'], stock: 20, priceCents: 3300 },
      { values: ['L'], stock: 20, priceCents: 3400 },
    ],
    personalisation: { label: 'Initials', maxLength: 3, required: false, priceCents: 300 },
  });
  coaster = await createProduct(t.db, { name: 'Daisy Coaster', priceCents: 1999, stock: 50 });
});

type Case = {
  name: string;
  items: () => {
    productId: string;
    variantId?: string;
    personalisation?: string;
    quantity: number;
  }[];
  code?: string;
  giftWrap: boolean;
  rate: 'Standard' | 'Express';
  expected: {
    subtotal: number;
    discount: number;
    giftWrap: number;
    shipping: number;
    total: number;
  };
};

const CASES: Case[] = [
  {
    name: 'the beanie in L with initials, 10% off, gift wrap, Standard',
    items: () => [
      {
        productId: beanie.product.id,
        variantId: beanie.variants.L!.id,
        personalisation: 'ADA',
        quantity: 1,
      },
    ],
    code: 'TENOFF',
    giftWrap: true,
    rate: 'Standard',
    // 34.00 + 3.00 = 37.00; 10% = 3.70 (never 10% of the listed 42.00)
    expected: { subtotal: 3700, discount: 370, giftWrap: 400, shipping: 599, total: 4329 },
  },
  {
    name: 'two sizes apart and three coasters, $5 off, Express',
    items: () => [
      { productId: beanie.product.id, variantId: beanie.variants.S!.id, quantity: 2 },
      { productId: beanie.product.id, variantId: beanie.variants.M!.id, quantity: 1 },
      { productId: coaster.id, quantity: 3 },
    ],
    code: 'FIVE',
    giftWrap: false,
    rate: 'Express',
    // 2 × 31.00 + 33.00 + 3 × 19.99 = 154.97; − 5.00
    expected: { subtotal: 15497, discount: 500, giftWrap: 0, shipping: 1299, total: 16296 },
  },
  {
    name: 'free shipping code with a personalised M, coasters and gift wrap, Express',
    items: () => [
      {
        productId: beanie.product.id,
        variantId: beanie.variants.M!.id,
        personalisation: 'LL',
        quantity: 2,
      },
      { productId: coaster.id, quantity: 1 },
    ],
    code: 'SHIPFREE',
    giftWrap: true,
    rate: 'Express',
    // 2 × 36.00 + 19.99 = 91.99; every rate free
    expected: { subtotal: 9199, discount: 0, giftWrap: 400, shipping: 0, total: 9599 },
  },
  {
    name: 'four coasters, 10% off drops the items below the free-shipping threshold',
    items: () => [{ productId: coaster.id, quantity: 4 }],
    code: 'TENOFF',
    giftWrap: false,
    rate: 'Standard',
    // 79.96; 10% = 8.00 (7.996 half up); 71.96 of items < 75.00, so Standard costs 5.99
    expected: { subtotal: 7996, discount: 800, giftWrap: 0, shipping: 599, total: 7795 },
  },
  {
    name: 'no code: the variants alone, Standard free above the threshold',
    items: () => [{ productId: beanie.product.id, variantId: beanie.variants.L!.id, quantity: 3 }],
    giftWrap: false,
    rate: 'Standard',
    // 3 × 34.00 = 102.00 ≥ 75.00
    expected: { subtotal: 10200, discount: 0, giftWrap: 0, shipping: 0, total: 10200 },
  },
];

const money = (cents: number) => formatPrice(cents);

describe('one price on every screen', () => {
  it.each(CASES)('$name', async ({ items, code, giftWrap, rate, expected }) => {
    const shopper: TestUser = await t.signUp();
    const lines = items();
    const itemsTotal = expected.subtotal - expected.discount + expected.giftWrap;

    // The cart: its quote, and the code check its Apply button asks.
    const quoteRes = await shopper.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: lines, ...(code ? { discountCode: code } : {}), giftWrap },
    });
    expect(quoteRes.statusCode).toBe(200);
    const quote = quoteRes.json() as OrderQuote;
    expect(quote).toMatchObject({
      subtotalCents: expected.subtotal,
      giftWrapCents: expected.giftWrap,
      totalCents: itemsTotal,
      discountError: null,
    });
    expect(quote.discount?.cents ?? 0).toBe(expected.discount);
    expect(quote.lines.reduce((sum, line) => sum + line.lineTotalCents, 0)).toBe(expected.subtotal);
    if (code) {
      const check = await shopper.inject({
        method: 'POST',
        url: '/api/discounts/check',
        payload: { code, items: lines },
      });
      expect(check.statusCode).toBe(200);
      expect(check.json() as DiscountQuote).toMatchObject({
        subtotalCents: expected.subtotal,
        discountCents: expected.discount,
      });
    }

    // The payment page.
    const checkout = await shopper.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { items: lines, ...(code ? { discountCode: code } : {}), giftWrap },
    });
    expect(checkout.statusCode).toBe(200);
    const session = await demoSessionOf(shopper, checkout);
    expect(session).toMatchObject({
      subtotalCents: expected.subtotal,
      discountCents: expected.discount,
      giftWrapCents: expected.giftWrap,
      totalCents: itemsTotal,
    });
    const option = session.shippingOptions.find((o) => o.name === rate)!;
    expect(option.amountCents).toBe(expected.shipping);
    expect(
      (await payDemoSession(shopper, session.sessionId, { shippingOptionId: option.id }))
        .statusCode,
    ).toBe(200);

    // The shopper's order page.
    const order = (
      await shopper.inject({ method: 'GET', url: `/api/orders/${session.orderId}` })
    ).json() as Order;
    const figures = {
      subtotalCents: expected.subtotal,
      discountCents: expected.discount,
      giftWrapCents: expected.giftWrap,
      shippingCents: expected.shipping,
      totalCents: expected.total,
    };
    expect(order).toMatchObject({ ...figures, paymentStatus: 'paid', shippingRateName: rate });
    expect(order.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0)).toBe(
      expected.subtotal,
    );

    // The admin's list and the packing slip's order.
    const list = (
      await admin.inject({
        method: 'GET',
        url: `/api/admin/orders?search=${session.orderId.slice(0, 8)}`,
      })
    ).json() as AdminOrderList;
    expect(list.items.find((row) => row.id === session.orderId)).toMatchObject(figures);
    const slip = (
      await admin.inject({ method: 'GET', url: `/api/admin/orders/${session.orderId}` })
    ).json() as AdminOrder;
    expect(slip).toMatchObject(figures);

    // The shopper's confirmation and the maker's new-order mail.
    await t.app.ctx.outbox.flush();
    const mails = t.app.ctx.mailer.sent.filter((m) =>
      m.text.includes(`Total paid: ${money(expected.total)}`),
    );
    const confirmation = mails.find((m) => m.to === shopper.user.email);
    const maker = mails.find(
      (m) => m.to !== shopper.user.email && m.subject.startsWith('New order'),
    );
    for (const mail of [confirmation, maker]) {
      expect(mail).toBeDefined();
      expect(mail!.text).toContain(`Subtotal: ${money(expected.subtotal)}`);
      expect(mail!.text).toContain(
        `Shipping (${rate}): ${expected.shipping ? money(expected.shipping) : 'Free'}`,
      );
      if (expected.discount) {
        expect(mail!.text).toContain(`Discount (${code}): −${money(expected.discount)}`);
      } else expect(mail!.text).not.toContain('Discount');
      if (expected.giftWrap) expect(mail!.text).toContain(`Gift wrap: ${money(expected.giftWrap)}`);
    }
  });

  it('a refused code is said in the quote, and the total is the items alone', async () => {
    const shopper = await t.signUp();
    const res = await shopper.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ productId: coaster.id, quantity: 1 }], discountCode: 'NOPE' },
    });
    expect(res.json()).toMatchObject({
      discount: null,
      discountError: "This code doesn't exist",
      totalCents: 1999,
    });
  });

  it('leaves out of the quote a line whose choice is gone, and never reads a sent price', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [
          { productId: beanie.product.id, quantity: 1 },
          { productId: coaster.id, quantity: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lines: [{ productId: coaster.id, variantId: null, unitPriceCents: 1999, quantity: 2 }],
      subtotalCents: 3998,
      totalCents: 3998,
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ productId: coaster.id, quantity: 1, priceCents: 1 }] },
    });
    expect(forged.json()).toMatchObject({ subtotalCents: 1999, totalCents: 1999 });
  });
});

/**
 * Discount codes through the API: the maker's codes and their field errors, every refusal
 * message of the cart's check, a limited code under 20 concurrent checkouts, a use given back
 * when a checkout expires or is superseded, and the charged amount equal to the order total.
 */
import { describe, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES, type DiscountInput } from '@shop/shared/schemas/discount';
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
import { releaseOrderStock } from '../orders/release-order-stock.ts';

const { t, admin, shopper } = await buildTestAppWithUsers();

const base: DiscountInput = openDiscount({ code: 'x', kind: 'percent', percent: 10 });

async function createCode(overrides: Partial<DiscountInput>) {
  const res = await admin.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    payload: { ...base, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string; uses: number };
}

const check = (
  user: TestUser | null,
  code: string,
  items: { productId: string; quantity: number }[],
) =>
  (user ?? { inject: t.app.inject.bind(t.app) }).inject({
    method: 'POST',
    url: '/api/discounts/check',
    headers: { origin: 'http://localhost:3000' },
    payload: { code, items },
  });

const checkout = (
  user: TestUser,
  items: { productId: string; quantity: number }[],
  discountCode?: string,
) => user.inject({ method: 'POST', url: '/api/checkout', payload: { items, discountCode } });

const usesOf = async (code: string) =>
  (
    (await admin.inject({ method: 'GET', url: '/api/admin/discounts' })).json().items as {
      code: string;
      uses: number;
    }[]
  ).find((d) => d.code === code)!.uses;

describe('admin → Discounts', () => {
  it('refuses bad input with field errors and a second code that differs only in case', async () => {
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      payload: {
        ...base,
        code: 'BAD1',
        percent: 101,
        minSubtotalCents: -1,
        startsAt: '2026-12-10T00:00:00.000Z',
        endsAt: '2026-12-01T00:00:00.000Z',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      percent: "Percent can't be above 100",
      minSubtotalCents: "Minimum subtotal can't be negative",
    });
    const badDates = await admin.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      payload: {
        ...base,
        code: 'BAD2',
        startsAt: '2026-12-10T00:00:00.000Z',
        endsAt: '2026-12-01T00:00:00.000Z',
      },
    });
    expect(badDates.json().error.fields).toEqual({ endsAt: 'End must be after the start' });
    const negative = await admin.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      payload: { ...base, code: 'BAD3', kind: 'fixed', percent: null, amountCents: -100 },
    });
    expect(negative.json().error.fields).toEqual({ amountCents: 'Amount must be above $0.00' });

    await createCode({ code: 'Spring15' });
    const twin = await admin.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      payload: { ...base, code: 'spring15' },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields).toEqual({ code: 'A code with this name already exists' });
    expect((await shopper.inject({ method: 'GET', url: '/api/admin/discounts' })).statusCode).toBe(
      403,
    );
  });

  it('edits a code and limits it to products the shop has, named in the list', async () => {
    const scarf = await createProduct(t.db, { name: 'Sage Scarf', priceCents: 3000, stock: 5 });
    const created = await createCode({ code: 'SCARFDAY', productIds: [scarf.id] });
    const listed = (await admin.inject({ method: 'GET', url: '/api/admin/discounts' })).json()
      .items as { code: string; products: { id: string; name: string }[] }[];
    expect(listed.find((d) => d.code === 'SCARFDAY')!.products).toEqual([
      { id: scarf.id, name: 'Sage Scarf' },
    ]);

    const unknown = await admin.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${created.id}`,
      payload: { ...base, code: 'SCARFDAY', productIds: ['no-such-product'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ productIds: 'Choose products from the shop' });

    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${created.id}`,
      payload: {
        ...base,
        code: 'scarfweek',
        percent: 25,
        productIds: [],
        categories: ['accessories'],
        usageLimit: 10,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      code: 'SCARFWEEK',
      percent: 25,
      productIds: [],
      products: [],
      categories: ['accessories'],
      usageLimit: 10,
    });
    const missing = await admin.inject({
      method: 'PUT',
      url: '/api/admin/discounts/no-such-code',
      payload: { ...base, code: 'GHOST' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/discounts/check', () => {
  it('answers each refusal word for word', async () => {
    const product = await createProduct(t.db, { priceCents: 2000, stock: 10 });
    const items = [{ productId: product.id, quantity: 1 }];
    const day = 86_400_000;
    await createCode({ code: 'OLD', endsAt: new Date(Date.now() - day).toISOString() });
    await createCode({ code: 'SOON', startsAt: new Date(Date.now() + day).toISOString() });
    await createCode({ code: 'BIG', minSubtotalCents: 5000 });
    const once = await createCode({ code: 'ONCE', oncePerCustomer: true });
    await createCode({ code: 'ONE', usageLimit: 1 });
    const refusal = async (user: TestUser | null, code: string, list = items) =>
      (await check(user, code, list)).json().error.message;

    expect(await refusal(null, 'NOPE')).toBe(DISCOUNT_MESSAGES.unknown);
    expect(await refusal(null, 'old')).toBe(DISCOUNT_MESSAGES.expired);
    expect(await refusal(null, 'SOON')).toBe(DISCOUNT_MESSAGES.notYetActive);
    expect(await refusal(null, 'BIG')).toBe('Add $30.00 more to use this code');
    expect(await refusal(null, 'BIG', [])).toBe(DISCOUNT_MESSAGES.emptyCart);

    // Used once (a paid checkout keeps its use): the same shopper is refused, the limit is reached.
    const buyer = await t.signUp();
    expect((await checkout(buyer, items, 'once')).statusCode).toBe(200);
    expect(await refusal(buyer, 'ONCE')).toBe(DISCOUNT_MESSAGES.alreadyUsed);
    expect(await usesOf('ONCE')).toBe(1);
    expect(once.uses).toBe(0);
    expect((await checkout(buyer, items, 'ONE')).statusCode).toBe(200);
    expect(await refusal(shopper, 'one')).toBe(DISCOUNT_MESSAGES.usedUp);

    const ok = await check(shopper, ' spring15 ', items);
    expect(ok.json()).toEqual({
      code: 'SPRING15',
      kind: 'percent',
      subtotalCents: 2000,
      discountCents: 200,
      freeShipping: false,
      totalCents: 1800,
    });
  });
});

describe('uses under load and given back', () => {
  it('a code limited to 5 uses goes to exactly 5 of 20 concurrent checkouts', async () => {
    await createCode({ code: 'FIVE', usageLimit: 5 });
    const product = await createProduct(t.db, { priceCents: 1000, stock: 100 });
    // Accounts one by one: the race under test is the checkouts, not twenty password hashes at once.
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await t.signUp());
    const results = await Promise.all(
      buyers.map((buyer) => checkout(buyer, [{ productId: product.id, quantity: 1 }], 'FIVE')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(DISCOUNT_MESSAGES.usedUp);
    }
    const withCode = await t.db.query.orders.findMany({
      where: (o, { eq }) => eq(o.discountCode, 'FIVE'),
    });
    expect(withCode).toHaveLength(5);
    expect(await usesOf('FIVE')).toBe(5);
  });

  it('an expired checkout gives its use back; so does a superseded one', async () => {
    await createCode({ code: 'SOLO', usageLimit: 1 });
    const product = await createProduct(t.db, { priceCents: 1000, stock: 10 });
    const items = [{ productId: product.id, quantity: 1 }];
    const first = await t.signUp();
    expect((await checkout(first, items, 'SOLO')).statusCode).toBe(200);
    expect(await usesOf('SOLO')).toBe(1);
    const order = (await t.db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.discountCode, 'SOLO'),
    }))!;
    expect(await releaseOrderStock(t.db, order.id, 'expired')).toBe(true);
    expect(await usesOf('SOLO')).toBe(0);

    const second = await t.signUp();
    expect((await checkout(second, items, 'SOLO')).statusCode).toBe(200);
    // A new checkout of the same shopper supersedes the old one, which gives its use back.
    expect((await checkout(second, items, 'SOLO')).statusCode).toBe(200);
    expect(await usesOf('SOLO')).toBe(1);
  });
});

describe('the amount charged', () => {
  it('15% off three items at $19.99: the provider session total equals the order total', async () => {
    await createCode({ code: 'LAUNCH15', percent: 15 });
    const product = await createProduct(t.db, { priceCents: 1999, stock: 10 });
    const buyer = await t.signUp();
    const res = await checkout(buyer, [{ productId: product.id, quantity: 3 }], 'launch15');
    expect(res.statusCode).toBe(200);
    const session = await demoSessionOf(buyer, res);
    // 5997 × 15% = 899.55 → 900, rounded half up once per order.
    expect(session).toMatchObject({
      subtotalCents: 5997,
      discountCents: 900,
      discountCode: 'LAUNCH15',
      totalCents: 5097,
    });
    const paid = await payDemoSession(buyer, session.sessionId);
    expect(paid.statusCode).toBe(200);
    expect(await orderRow(t.db, session.orderId)).toMatchObject({
      paymentStatus: 'paid',
      subtotalCents: 5997,
      discountCents: 900,
      totalCents: 5097,
    });
  });

  it('on Stripe: a coupon of exactly the discount; the webhook amount is checked against the total', async () => {
    const { stripe, t: s, admin: maker, shopper: buyer } = await buildStripeShop();
    await maker.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      payload: { ...base, code: 'LAUNCH15', percent: 15 },
    });
    const product = await createProduct(s.db, { priceCents: 1999, stock: 10 });
    const res = await buyer.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { items: [{ productId: product.id, quantity: 3 }], discountCode: 'LAUNCH15' },
    });
    expect(res.statusCode).toBe(200);
    const coupon = stripe.requests.find((r) => r.path === '/v1/coupons')!;
    expect(decodeStripeForm(coupon.rawBody)).toMatchObject({ amount_off: '900', currency: 'usd' });
    const sent = decodeStripeForm(stripe.sessionRequests().at(-1)!.rawBody) as {
      line_items: { price_data: { unit_amount: string }; quantity: string }[];
      discounts: { coupon: string }[];
    };
    expect(sent.discounts).toEqual([{ coupon: expect.stringMatching(/^coupon_test_/) }]);
    const { sessionId, order } = await orderOfCheckout(s, res);
    expect(lineItemsTotal(sent) - 900).toBe(order.totalCents);
    // The undiscounted amount is refused, the discounted one is paid.
    const paid = { sessionId, orderId: order.id, userId: buyer.user.id };
    await postPaidAmount(s, stripe, paid, 5997);
    expect(await orderRow(s.db, order.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
    await postPaidAmount(s, stripe, paid, 5097);
    expect(await orderRow(s.db, order.id)).toMatchObject({
      paymentStatus: 'paid',
      totalCents: 5097,
    });
  });
});

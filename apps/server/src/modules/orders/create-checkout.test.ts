import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { orderItems, orders } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, nextClientIp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { checkoutOne, orderRow, stockOf } from '../../../test/order-factories.ts';

// Built at load time so `skipIf` below can see which database this run is on.
const t: TestApp = await buildTestApp();
let alice: TestUser;
beforeAll(async () => {
  alice = await t.signUp();
});

const checkout = (user: TestUser, items: unknown) =>
  user.inject({ method: 'POST', url: '/api/checkout', payload: { items } });

const ordersOf = (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));

describe('POST /api/checkout with the test provider', () => {
  it('refuses a signed-out shopper', async () => {
    const product = await createProduct(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(401);
    expect(await stockOf(t.db, product.id)).toBe(10);
  });

  it('creates the order from database prices, reserves stock and opens the test session', async () => {
    const user = await t.signUp();
    const hat = await createProduct(t.db, { name: 'Sunny Beanie', priceCents: 2450, stock: 5 });
    const bear = await createProduct(t.db, { name: 'Honey Bear', priceCents: 3199, stock: 2 });
    const res = await checkout(user, [
      // A forged price and total must change nothing: they are not part of the contract.
      { productId: hat.id, quantity: 2, priceCents: 1, price: 0.01 },
      { productId: bear.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/test-checkout\/test_cs_[0-9a-f-]{36}$/);

    const [order] = await ordersOf(user.user.id);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'awaiting_payment',
      totalCents: 2 * 2450 + 3199,
      paymentProvider: 'test',
      checkoutSessionId: url.split('/').at(-1),
      stockReserved: true,
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(
      items.map(({ productName, productImage, quantity, priceCents }) => ({
        productName,
        productImage,
        quantity,
        priceCents,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          productName: 'Sunny Beanie',
          productImage: hat.images[0]!.src,
          quantity: 2,
          priceCents: 2450,
        },
        {
          productName: 'Honey Bear',
          productImage: bear.images[0]!.src,
          quantity: 1,
          priceCents: 3199,
        },
      ]),
    );
    expect(await stockOf(t.db, hat.id)).toBe(3);
    expect(await stockOf(t.db, bear.id)).toBe(1);
  });

  it('counts the same product named twice as one line', async () => {
    const user = await t.signUp();
    const product = await createProduct(t.db, { priceCents: 1000, stock: 4 });
    const res = await checkout(user, [
      { productId: product.id, quantity: 1 },
      { productId: product.id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(user.user.id);
    expect(order!.totalCents).toBe(3000);
    expect(await stockOf(t.db, product.id)).toBe(1);
  });

  it('answers 409 naming every line that cannot be sold, and changes nothing', async () => {
    const user = await t.signUp();
    const fine = await createProduct(t.db, { stock: 5 });
    const short = await createProduct(t.db, { stock: 2 });
    const soldOut = await createProduct(t.db, { stock: 0 });
    const deleted = await createProduct(t.db, { stock: 5, deletedAt: new Date() });
    const unknown = crypto.randomUUID();
    const res = await checkout(user, [
      { productId: fine.id, quantity: 1 },
      { productId: short.id, quantity: 3 },
      { productId: soldOut.id, quantity: 1 },
      { productId: deleted.id, quantity: 1 },
      { productId: unknown, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'conflict',
        message: MESSAGES.cartItemsUnavailable,
        fields: {
          [short.id]: 'Only 2 left in stock',
          [soldOut.id]: MESSAGES.productOutOfStock,
          [deleted.id]: MESSAGES.productUnavailable,
          [unknown]: MESSAGES.productUnavailable,
        },
      },
    });
    expect(await ordersOf(user.user.id)).toEqual([]);
    expect(await stockOf(t.db, fine.id)).toBe(5);
    expect(await stockOf(t.db, short.id)).toBe(2);
    expect(await stockOf(t.db, deleted.id)).toBe(5);
  });

  it('validates the body: lines, quantities and an empty cart', async () => {
    const product = await createProduct(t.db);
    const empty = await checkout(alice, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('validation_failed');
    const zero = await checkout(alice, [{ productId: product.id, quantity: 0 }]);
    expect(zero.statusCode).toBe(400);
    const fraction = await checkout(alice, [{ productId: product.id, quantity: 1.5 }]);
    expect(fraction.statusCode).toBe(400);
    const missing = await alice.inject({ method: 'POST', url: '/api/checkout', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(await stockOf(t.db, product.id)).toBe(10);
  });

  it('supersedes the shopper’s earlier open checkout, giving its stock back', async () => {
    const user = await t.signUp();
    const product = await createProduct(t.db, { stock: 1 });
    const first = await checkout(user, [{ productId: product.id, quantity: 1 }]);
    expect(first.statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(0);
    // Back from the hosted page, the same shopper checks out again: the last unit is theirs.
    const second = await checkout(user, [{ productId: product.id, quantity: 1 }]);
    expect(second.statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(0);
    const rows = await ordersOf(user.user.id);
    const superseded = rows.find(
      (o) => `/test-checkout/${o.checkoutSessionId}` === first.json().url,
    )!;
    expect(await orderRow(t.db, superseded.id)).toMatchObject({
      paymentStatus: 'cancelled',
      status: 'cancelled',
      stockReserved: false,
    });
    expect(rows.filter((o) => o.paymentStatus === 'awaiting_payment')).toHaveLength(1);
  });

  // Only a real server runs transactions side by side; PGlite runs one at a time, so there
  // the race cannot happen and the test would prove nothing.
  it.skipIf(t.dbKind !== 'postgres')(
    'never sells the last item twice: 20 buyers at once get exactly one reservation (PostgreSQL only)',
    async () => {
      const product = await createProduct(t.db, { stock: 1 });
      // Accounts one by one: the race under test is the checkouts, not twenty password hashes at once.
      const buyers = [];
      for (let i = 0; i < 20; i++) buyers.push(await t.signUp());
      const results = await Promise.all(
        buyers.map((buyer) =>
          t.app.inject({
            method: 'POST',
            url: '/api/checkout',
            remoteAddress: nextClientIp(),
            headers: { origin: 'http://localhost:3000', cookie: buyer.cookie },
            payload: { items: [{ productId: product.id, quantity: 1 }] },
          }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      for (const refused of results.filter((r) => r.statusCode === 409)) {
        expect(refused.json().error.fields).toEqual({ [product.id]: MESSAGES.productOutOfStock });
      }
      expect(await stockOf(t.db, product.id)).toBe(0);
      const reserved = await t.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.productId, product.id));
      expect(reserved).toHaveLength(1);
    },
  );
});

describe('POST /api/checkout when the shop cannot take payments', () => {
  it('refuses in production without Stripe or PAYMENTS_TEST_MODE, reserving nothing', async () => {
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'production-secret-production-secret-0123',
    });
    const user = await prod.signUp();
    const product = await createProduct(prod.db, { stock: 3 });
    const res = await checkoutOne(user, product.id);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(MESSAGES.sessionCreateFailed);
    expect(await stockOf(prod.db, product.id)).toBe(3);
    expect(await prod.db.select().from(orders)).toEqual([]);
  });
});

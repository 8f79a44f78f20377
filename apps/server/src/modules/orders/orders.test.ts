import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList, Order } from '@shop/shared/schemas/order';
import { products } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import {
  createOrder,
  orderOfNewProduct,
  orderRow,
  payDemoSession,
  setOrderStatus,
  stockOf,
} from '../../../test/order-factories.ts';
import { getOrderStats } from './order-stats.ts';

const MINUTE = 60 * 1000;
const minutesAgo = (n: number) => new Date(Date.now() - n * MINUTE);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob, admin] = await Promise.all([
    t.signUp({ email: 'alice@example.com' }),
    t.signUp({ email: 'bob@example.com' }),
    t.signUp({ role: 'admin' }),
  ]);
});

describe('GET /api/orders', () => {
  it('lists only the caller’s orders, newest first, with their items', async () => {
    const scarf = await createProduct(t.db, { name: 'Cloud Scarf', priceCents: 4200 });
    const bunny = await createProduct(t.db, { name: 'Bunny', priceCents: 1500 });
    const older = await createOrder(t.db, {
      userId: alice.user.id,
      lines: [{ product: scarf }],
      paymentStatus: 'paid',
      status: 'completed',
      createdAt: minutesAgo(30),
    });
    const newer = await createOrder(t.db, {
      userId: alice.user.id,
      lines: [{ product: bunny, quantity: 3 }, { product: scarf }],
      createdAt: minutesAgo(5),
    });
    await createOrder(t.db, { userId: bob.user.id, lines: [{ product: bunny }] });

    const res = await alice.inject({ method: 'GET', url: '/api/orders' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: Order[] };
    expect(items.map((o) => o.id)).toEqual([newer.order.id, older.order.id]);
    expect(items[0]).toMatchObject({
      status: 'pending',
      paymentStatus: 'awaiting_payment',
      totalCents: 3 * 1500 + 4200,
      shippingAddress: null,
    });
    expect(items[0]!.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productName: 'Bunny', quantity: 3, priceCents: 1500 }),
        expect.objectContaining({ productName: 'Cloud Scarf', quantity: 1, priceCents: 4200 }),
      ]),
    );
    expect(items[1]).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(items[1]!.paidAt).not.toBeNull();
  });

  it('answers an empty list to a new customer and 401 to nobody', async () => {
    const newcomer = await t.signUp();
    expect((await newcomer.inject({ method: 'GET', url: '/api/orders' })).json()).toEqual({
      items: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it('keeps the snapshot when the product changes later', async () => {
    const product = await createProduct(t.db, { name: 'Old Name', priceCents: 1000 });
    const { order } = await createOrder(t.db, { userId: alice.user.id, lines: [{ product }] });
    await t.db
      .update(products)
      .set({ name: 'New Name', priceCents: 9999 })
      .where(eq(products.id, product.id));
    const res = await alice.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(res.json().items[0]).toMatchObject({ productName: 'Old Name', priceCents: 1000 });
    expect(res.json().totalCents).toBe(1000);
  });
});

describe('GET /api/orders/:id and /api/orders/by-session/:sessionId', () => {
  it('answers the caller’s own order and 404 for another customer’s', async () => {
    const product = await createProduct(t.db);
    const { order } = await createOrder(t.db, {
      userId: alice.user.id,
      lines: [{ product, quantity: 2 }],
      paymentStatus: 'paid',
      overrides: {
        shippingAddress: {
          name: 'Alice',
          line1: '1 Main St',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
          country: 'US',
        },
      },
    });
    const own = await alice.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: order.id,
      paymentStatus: 'paid',
      shippingAddress: { name: 'Alice', city: 'Austin' },
    });

    const stolen = await bob.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: { code: 'not_found', message: 'Order not found' } });
    const bySession = await bob.inject({
      method: 'GET',
      url: `/api/orders/by-session/${order.checkoutSessionId}`,
    });
    expect(bySession.statusCode).toBe(404);
    const ownBySession = await alice.inject({
      method: 'GET',
      url: `/api/orders/by-session/${order.checkoutSessionId}`,
    });
    expect(ownBySession.json().id).toBe(order.id);

    const unknown = await alice.inject({
      method: 'GET',
      url: `/api/orders/${crypto.randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists every order newest first with the customer email', async () => {
    const product = await createProduct(t.db, { priceCents: 2000 });
    const first = await createOrder(t.db, {
      userId: bob.user.id,
      lines: [{ product }],
      createdAt: minutesAgo(2),
    });
    const second = await createOrder(t.db, {
      userId: alice.user.id,
      lines: [{ product, quantity: 2 }],
      createdAt: minutesAgo(1),
    });
    const res = await admin.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as AdminOrderList;
    const mine = list.items.filter((o) => [first.order.id, second.order.id].includes(o.id));
    expect(mine.map((o) => [o.id, o.customerEmail, o.totalCents])).toEqual([
      [second.order.id, 'alice@example.com', 4000],
      [first.order.id, 'bob@example.com', 2000],
    ]);
    expect(list.total).toBeGreaterThanOrEqual(2);
    const created = list.items.map((o) => o.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('finds orders by id prefix (with or without #) and by email', async () => {
    const { order } = await orderOfNewProduct(t.db, { userId: bob.user.id });
    const prefix = order.id.slice(0, 8);
    for (const search of [prefix, `#${prefix}`]) {
      const res = await admin.inject({
        method: 'GET',
        url: `/api/admin/orders?search=${encodeURIComponent(search)}`,
      });
      expect(res.json().items.map((o: Order) => o.id)).toEqual([order.id]);
    }
    const byEmail = await admin.inject({ method: 'GET', url: '/api/admin/orders?search=BOB@' });
    const emails = new Set(
      byEmail.json().items.map((o: { customerEmail: string }) => o.customerEmail),
    );
    expect([...emails]).toEqual(['bob@example.com']);
    const none = await admin.inject({ method: 'GET', url: '/api/admin/orders?search=%25' });
    expect(none.json().items).toEqual([]);
  });

  it('pages', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/orders?pageSize=1&page=2' });
    expect(res.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(res.json().items).toHaveLength(1);
    const bad = await admin.inject({ method: 'GET', url: '/api/admin/orders?pageSize=1000' });
    expect(bad.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await alice.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/orders/:id', () => {
  it('sets any of the four statuses and answers the updated order', async () => {
    const { order } = await orderOfNewProduct(t.db, {
      userId: alice.user.id,
      paymentStatus: 'paid',
    });
    for (const status of ['processing', 'completed', 'pending', 'processing'] as const) {
      const res = await setOrderStatus(admin, order.id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: order.id,
        status,
        customerEmail: 'alice@example.com',
      });
    }
    // The customer sees the admin's choice.
    const mine = await alice.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(mine.json().status).toBe('processing');
  });

  it('refuses a non-admin with 403 and changes nothing', async () => {
    const { order } = await orderOfNewProduct(t.db, { userId: alice.user.id });
    const res = await setOrderStatus(alice, order.id, 'completed');
    expect(res.statusCode).toBe(403);
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
  });

  it('validates the status and answers 404 for an unknown order', async () => {
    const { order } = await orderOfNewProduct(t.db, { userId: alice.user.id });
    const bad = await setOrderStatus(admin, order.id, 'shipped');
    expect(bad.statusCode).toBe(400);
    const unknown = await setOrderStatus(admin, crypto.randomUUID(), 'completed');
    expect(unknown.statusCode).toBe(404);
  });

  it('gives back the stock of an order still awaiting payment when it is cancelled', async () => {
    const { product, order } = await orderOfNewProduct(t.db, {
      userId: alice.user.id,
      product: { stock: 6 },
      quantity: 4,
      reserve: true,
    });
    expect(await stockOf(t.db, product.id)).toBe(2);
    const res = await setOrderStatus(admin, order.id, 'cancelled');
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await stockOf(t.db, product.id)).toBe(6);
    // Cancelling again, or reopening and cancelling, gives nothing back twice.
    for (const status of ['cancelled', 'pending', 'cancelled'] as const) {
      await setOrderStatus(admin, order.id, status);
    }
    expect(await stockOf(t.db, product.id)).toBe(6);
    // The test session can no longer be paid.
    const pay = await payDemoSession(alice, order.checkoutSessionId!);
    expect(pay.statusCode).toBe(409);
  });
});

describe('order stats for the dashboard', () => {
  it('sums paid orders only', async () => {
    const fresh = await buildTestApp();
    const user = await fresh.signUp();
    const product = await createProduct(fresh.db, { priceCents: 1250 });
    await createOrder(fresh.db, {
      userId: user.user.id,
      lines: [{ product, quantity: 2 }],
      paymentStatus: 'paid',
    });
    await createOrder(fresh.db, {
      userId: user.user.id,
      lines: [{ product }],
      paymentStatus: 'paid',
    });
    await createOrder(fresh.db, { userId: user.user.id, lines: [{ product, quantity: 5 }] });
    expect(await getOrderStats(fresh.db)).toEqual({
      paidRevenueCents: 3750,
      ordersCount: 3,
      paidOrdersCount: 2,
    });
  });
});

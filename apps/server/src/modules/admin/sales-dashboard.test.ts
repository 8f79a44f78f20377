import { describe, expect, it } from 'vitest';
import type { Attention, SalesReport } from '@shop/shared/schemas/admin';
import { createProduct } from '../../../test/factories.ts';
import { buildTestAppWithUsers } from '../../../test/helpers.ts';
import { createOrder } from '../../../test/order-factories.ts';
import { salesWindow } from './get-sales-report.ts';

const DAY = 86_400_000;
const { t, admin, shopper } = await buildTestAppWithUsers({ shopperEmail: 'clover@example.com' });

const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

describe('GET /api/admin/dashboard/sales', () => {
  it('sums paid orders per day and ranks the range’s top products', async () => {
    const hat = await createProduct(t.db, { name: 'Bramble Hat', priceCents: 3000 });
    const mouse = await createProduct(t.db, { name: 'Field Mouse', priceCents: 1200 });
    const paidOn = async (
      ago: number,
      lines: Parameters<typeof createOrder>[1]['lines'],
      status: 'pending' | 'cancelled' = 'pending',
    ) =>
      createOrder(t.db, {
        userId: shopper.user.id,
        lines,
        paymentStatus: 'paid',
        status,
        overrides: { paidAt: daysAgo(ago) },
      });
    await paidOn(0, [{ product: hat, quantity: 2 }]); // $60 today
    await paidOn(0, [{ product: mouse }]); // $12 today
    await paidOn(3, [{ product: mouse, quantity: 5 }]); // $60 three days ago
    await paidOn(20, [{ product: hat }]); // $30, inside 30d only
    await paidOn(1, [{ product: hat, quantity: 9 }], 'cancelled'); // cancelled: left out
    await createOrder(t.db, { userId: shopper.user.id, lines: [{ product: hat }] }); // unpaid

    const week = (
      await admin.inject({ method: 'GET', url: '/api/admin/dashboard/sales?range=7d' })
    ).json() as SalesReport;
    expect(week.granularity, JSON.stringify(week)).toBe('day');
    expect(week.buckets).toHaveLength(7);
    expect(week.buckets.at(-1)).toEqual({
      period: dayKey(new Date()),
      revenueCents: 7200,
      orders: 2,
    });
    expect(week.buckets.find((b) => b.period === dayKey(daysAgo(3)))).toEqual({
      period: dayKey(daysAgo(3)),
      revenueCents: 6000,
      orders: 1,
    });
    expect(week.buckets.find((b) => b.period === dayKey(daysAgo(1)))?.orders).toBe(0);
    expect(week.totalRevenueCents).toBe(13_200);
    expect(week.totalOrders).toBe(3);
    expect(week.topProducts).toEqual([
      { productId: mouse.id, name: 'Field Mouse', units: 6, revenueCents: 7200 },
      { productId: hat.id, name: 'Bramble Hat', units: 2, revenueCents: 6000 },
    ]);

    const month = (
      await admin.inject({ method: 'GET', url: '/api/admin/dashboard/sales?range=30d' })
    ).json() as SalesReport;
    expect(month.buckets).toHaveLength(30);
    expect(month.totalRevenueCents).toBe(16_200);
    expect(month.topProducts[0]).toMatchObject({
      name: 'Bramble Hat',
      units: 3,
      revenueCents: 9000,
    });

    const year = (
      await admin.inject({ method: 'GET', url: '/api/admin/dashboard/sales?range=12m' })
    ).json() as SalesReport;
    expect(year.granularity).toBe('month');
    expect(year.buckets).toHaveLength(12);
    expect(year.totalOrders).toBe(4);
    expect(year.buckets.at(-1)!.period).toBe(new Date().toISOString().slice(0, 7));
  });

  it('builds continuous windows: 12 months back from this one, days up to today', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(salesWindow('12m', now).periods[0]).toBe('2025-04');
    expect(salesWindow('12m', now).periods.at(-1)).toBe('2026-03');
    expect(salesWindow('7d', now).periods).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('refuses unknown ranges and non-admins', async () => {
    expect(
      (await admin.inject({ method: 'GET', url: '/api/admin/dashboard/sales?range=2y' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await shopper.inject({ method: 'GET', url: '/api/admin/dashboard/sales' })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/admin/dashboard/attention', () => {
  it('lists low stock under the maker’s threshold and paid orders still to fulfil', async () => {
    const last = await createProduct(t.db, { name: 'Aaa Last One', stock: 1 });
    const gone = await createProduct(t.db, { name: 'Aaa Sold Out', stock: 0 });
    await createProduct(t.db, { name: 'Aaa Four Left', stock: 4 });
    await createProduct(t.db, { name: 'Aaa Deleted', stock: 0, deletedAt: new Date() });

    const waitingOld = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product: last, quantity: 2 }],
      paymentStatus: 'paid',
      status: 'processing',
      overrides: { paidAt: daysAgo(40) },
    });
    for (const status of ['completed', 'cancelled'] as const) {
      await createOrder(t.db, {
        userId: shopper.user.id,
        lines: [{ product: last }],
        paymentStatus: 'paid',
        status,
        overrides: { paidAt: daysAgo(39) },
      });
    }

    const res = await admin.inject({ method: 'GET', url: '/api/admin/dashboard/attention' });
    const attention = res.json() as Attention;
    expect(attention.lowStockThreshold).toBe(2);
    const names = attention.lowStock.map((p) => p.name).filter((n) => n.startsWith('Aaa'));
    expect(names).toEqual(['Aaa Sold Out', 'Aaa Last One']);
    expect(attention.lowStock.find((p) => p.id === gone.id)).toEqual({
      id: gone.id,
      name: 'Aaa Sold Out',
      stock: 0,
      variantId: null,
      variantLabel: null,
      waitingCount: 0,
    });
    expect(attention.waitingOrders[0]).toMatchObject({
      id: waitingOld.order.id,
      status: 'processing',
      customerEmail: 'clover@example.com',
      units: 2,
    });
    expect(attention.waitingOrders.map((o) => o.status)).not.toContain('completed');

    const wider = (
      await admin.inject({
        method: 'GET',
        url: '/api/admin/dashboard/attention?lowStockThreshold=4',
      })
    ).json() as Attention;
    expect(wider.lowStock.map((p) => p.name)).toContain('Aaa Four Left');
    expect(wider.lowStockTotal).toBeGreaterThan(attention.lowStockTotal);
  });
});

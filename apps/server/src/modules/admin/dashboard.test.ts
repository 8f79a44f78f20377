import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@shop/shared/schemas/admin';
import type { ContactStatus } from '@shop/shared/schemas/engagement';
import type { OrderStatus, PaymentStatus } from '@shop/shared/schemas/order';
import { contactMessages, orders } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helpers.ts';

const t = await buildTestApp();
const admin = await t.signUp({ role: 'admin' });

async function dashboard(): Promise<Dashboard> {
  const res = await admin.inject({ method: 'GET', url: '/api/admin/dashboard' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/admin/dashboard', () => {
  it('starts at zero on an empty shop', async () => {
    expect(await dashboard()).toEqual({
      totalRevenueCents: 0,
      ordersCount: 0,
      paidOrdersCount: 0,
      productsCount: 0,
      unreadMessagesCount: 0,
      visitorsToday: 0,
    });
  });

  it('sums only paid orders, and counts live products and pending messages', async () => {
    const buyer = await t.signUp();
    const order = (totalCents: number, paymentStatus: PaymentStatus, status: OrderStatus) => ({
      userId: buyer.user.id,
      customerEmail: buyer.user.email,
      customerName: '',
      totalCents,
      paymentStatus,
      status,
      paymentProvider: 'test',
    });
    await t.db
      .insert(orders)
      .values([
        order(4550, 'paid', 'processing'),
        order(12999, 'paid', 'completed'),
        order(1801, 'paid', 'pending'),
        order(99900, 'pending', 'pending'),
        order(25000, 'awaiting_payment', 'pending'),
        order(77700, 'awaiting_payment', 'cancelled'),
        order(31400, 'pending', 'cancelled'),
      ]);
    await createProduct(t.db);
    await createProduct(t.db, { stock: 0 });
    await createProduct(t.db, { deletedAt: new Date() });
    const message = (status: ContactStatus) => ({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Do you take custom orders?',
      status,
    });
    await t.db
      .insert(contactMessages)
      .values([message('pending'), message('pending'), message('responded')]);

    expect(await dashboard()).toEqual({
      totalRevenueCents: 4550 + 12999 + 1801,
      ordersCount: 7,
      paidOrdersCount: 3,
      productsCount: 2,
      unreadMessagesCount: 2,
      visitorsToday: 0,
    });
  });
});

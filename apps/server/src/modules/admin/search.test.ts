import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSearchResult } from '@shop/shared/schemas/admin';
import { contactMessages, orders } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestAppWithUsers } from '../../../test/helpers.ts';

const {
  t,
  admin,
  shopper: buyer,
} = await buildTestAppWithUsers({
  shopperEmail: 'marigold.buyer@example.com',
});
let orderId: string;
let bunnyId: string;

beforeAll(async () => {
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: buyer.user.id,
      customerEmail: buyer.user.email,
      customerName: '',
      totalCents: 3600,
      paymentProvider: 'test',
      paymentStatus: 'paid',
    })
    .returning();
  orderId = order!.id;
  bunnyId = (await createProduct(t.db, { name: 'Lavender Bunny' })).id;
  await createProduct(t.db, { name: 'Deleted Bunny', deletedAt: new Date() });
  await createProduct(t.db, { name: '100% Wool Hat' });
  await t.db.insert(contactMessages).values([
    { name: 'Priya Marsh', email: 'priya@example.com', message: 'Can I order a custom blanket?' },
    { name: 'Tom', email: 'tom@yarnlovers.example', message: 'Love the bunny!' },
  ]);
});

async function search(q: string): Promise<AdminSearchResult> {
  const res = await admin.inject({
    method: 'GET',
    url: `/api/admin/search?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/admin/search', () => {
  it('finds live products by name', async () => {
    const { products } = await search('bunny');
    expect(products.map((p) => p.name)).toEqual(['Lavender Bunny']);
    expect(products[0]).toMatchObject({ id: bunnyId, priceCents: 2500 });
  });

  it('finds orders by id prefix (with or without #) and by customer email', async () => {
    for (const q of [orderId.slice(0, 8), `#${orderId.slice(0, 8).toUpperCase()}`, 'marigold']) {
      const { orders: hits } = await search(q);
      expect(
        hits.map((o) => o.id),
        q,
      ).toEqual([orderId]);
      expect(hits[0]).toMatchObject({ email: 'marigold.buyer@example.com', totalCents: 3600 });
    }
  });

  it('finds messages by sender name, email or text', async () => {
    expect((await search('priya')).messages.map((m) => m.name)).toEqual(['Priya Marsh']);
    expect((await search('yarnlovers')).messages.map((m) => m.name)).toEqual(['Tom']);
    expect((await search('custom blanket')).messages.map((m) => m.name)).toEqual(['Priya Marsh']);
    const both = await search('bunny');
    expect(both.messages.map((m) => m.name)).toEqual(['Tom']);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('100%')).products.map((p) => p.name)).toEqual(['100% Wool Hat']);
    expect(await search('%')).toMatchObject({ orders: [], messages: [] });
    expect((await search('_')).products).toEqual([]);
  });

  it('needs a query', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/search?q=%20' });
    expect(res.statusCode).toBe(400);
  });
});

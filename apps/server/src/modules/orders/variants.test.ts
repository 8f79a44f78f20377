import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, MESSAGES, personalisationRequired } from '@shop/shared/messages';
import type { Product } from '@shop/shared/schemas/product';
import { orderItems, orders, productVariants } from '../../db/schema.ts';
import { releaseOrderStock } from '../orders/release-order-stock.ts';
import { createProduct, createProductWithOptions } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { stockOf } from '../../../test/order-factories.ts';

const t: TestApp = await buildTestApp();
let alice: TestUser;
beforeAll(async () => {
  alice = await t.signUp();
});

const checkout = (user: TestUser, payload: Record<string, unknown>) =>
  user.inject({ method: 'POST', url: '/api/checkout', payload });

const ordersOf = (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));
const itemsOf = (orderId: string) =>
  t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

async function variantStock(variantId: string) {
  const [row] = await t.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

/** A beanie in two sizes and two colourways; the name to stitch costs $5 more. */
function createBeanie(stock: Record<string, number> = {}) {
  return createProductWithOptions(t.db, {
    name: 'Cloud Beanie',
    priceCents: 2400,
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Sage', 'Rust'] },
    ],
    variants: [
      { values: ['S', 'Sage'], stock: stock['S/Sage'] ?? 3, sku: 'BEA-S-SAG' },
      { values: ['S', 'Rust'], stock: stock['S/Rust'] ?? 3, sku: 'BEA-S-RUS' },
      { values: ['M', 'Sage'], stock: stock['M/Sage'] ?? 3, priceCents: 2800, sku: 'BEA-M-SAG' },
      { values: ['M', 'Rust'], stock: stock['M/Rust'] ?? 0, priceCents: 2800, sku: 'BEA-M-RUS' },
    ],
    personalisation: { label: 'Name to stitch', maxLength: 12, required: false, priceCents: 500 },
  });
}

describe('a product with options', () => {
  it('answers its options, variants (with their prices) and personalisation', async () => {
    const { product, variants } = await createBeanie();
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Product;
    expect(body.options.map((o) => o.name)).toEqual(['Size', 'Colour']);
    expect(body.stock).toBe(9);
    expect(body.minPriceCents).toBe(2400);
    expect(body.maxPriceCents).toBe(2800);
    expect(body.personalisation).toMatchObject({ label: 'Name to stitch', maxLength: 12 });
    expect(body.variants).toContainEqual({
      id: variants['M/Rust']!.id,
      optionValues: ['M', 'Rust'],
      stock: 0,
      priceCents: 2800,
      sku: 'BEA-M-RUS',
      image: null,
    });
    expect(body.variants.find((v) => v.id === variants['S/Sage']!.id)?.priceCents).toBe(2400);
  });

  it('sells the last unit of a variant to one of 20 racing shoppers; the others are untouched', async () => {
    const { product, variants } = await createBeanie({ 'S/Sage': 1 });
    const shoppers: TestUser[] = [];
    for (let i = 0; i < 20; i++) shoppers.push(await t.signUp());
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        checkout(shopper, {
          items: [{ productId: product.id, variantId: variants['S/Sage']!.id, quantity: 1 }],
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const placed = await t.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.variantId, variants['S/Sage']!.id));
    expect(placed).toHaveLength(1);
    expect(await variantStock(variants['S/Sage']!.id)).toBe(0);
    expect(await variantStock(variants['S/Rust']!.id)).toBe(3);
    expect(await variantStock(variants['M/Sage']!.id)).toBe(3);
    expect(await variantStock(variants['M/Rust']!.id)).toBe(0);
    // The product's total follows its variants.
    expect(await stockOf(t.db, product.id)).toBe(6);
  });

  it('keeps one variant under two texts as two order items, each with its text and snapshot', async () => {
    const user = await t.signUp();
    const { product, variants } = await createBeanie();
    const m = variants['M/Sage']!;
    const res = await checkout(user, {
      items: [
        { productId: product.id, variantId: m.id, personalisation: 'Ada', quantity: 1 },
        { productId: product.id, variantId: m.id, personalisation: ' Grace ', quantity: 1 },
        { productId: product.id, variantId: m.id, personalisation: 'Ada', quantity: 1 },
      ],
      isGift: true,
      giftNote: 'Happy birthday!',
    });
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(user.user.id);
    expect(order).toMatchObject({ isGift: true, giftNote: 'Happy birthday!' });
    // (2800 + 500) × 3
    expect(order!.totalCents).toBe(9900);
    const items = await itemsOf(order!.id);
    expect(
      items
        .map(({ personalisation, quantity, priceCents, variantLabel, sku, variantId }) => ({
          personalisation,
          quantity,
          priceCents,
          variantLabel,
          sku,
          variantId,
        }))
        .sort((a, b) => a.personalisation!.localeCompare(b.personalisation!)),
    ).toEqual([
      {
        personalisation: 'Ada',
        quantity: 2,
        priceCents: 3300,
        variantLabel: 'Size: M / Colour: Sage',
        sku: 'BEA-M-SAG',
        variantId: m.id,
      },
      {
        personalisation: 'Grace',
        quantity: 1,
        priceCents: 3300,
        variantLabel: 'Size: M / Colour: Sage',
        sku: 'BEA-M-SAG',
        variantId: m.id,
      },
    ]);
    expect(await variantStock(m.id)).toBe(0);

    const mine = await user.inject({ method: 'GET', url: `/api/orders/${order!.id}` });
    expect(mine.json()).toMatchObject({
      isGift: true,
      giftNote: 'Happy birthday!',
      items: expect.arrayContaining([
        expect.objectContaining({
          personalisation: 'Grace',
          variantLabel: 'Size: M / Colour: Sage',
        }),
      ]),
    });

    // An unpaid order gives the variant's units back.
    expect(await releaseOrderStock(t.db, order!.id, 'expired')).toBe(true);
    expect(await variantStock(m.id)).toBe(3);
    expect(await stockOf(t.db, product.id)).toBe(9);
  });

  it('answers 400 naming the field for a bad choice or text, and reserves nothing', async () => {
    const { product, variants } = await createBeanie();
    const other = await createBeanie();
    const required = await createProductWithOptions(t.db, {
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ values: ['S'], stock: 4 }],
      personalisation: { label: 'Initial', maxLength: 1, required: true, priceCents: 0 },
    });
    const plain = await createProduct(t.db, { stock: 4 });
    const s = variants['S/Sage']!.id;
    const cases: [unknown, string, string][] = [
      [
        { productId: product.id, variantId: crypto.randomUUID(), quantity: 1 },
        'items.1.variantId',
        MESSAGES.variantUnknown,
      ],
      [
        { productId: product.id, variantId: other.variants['S/Sage']!.id, quantity: 1 },
        'items.1.variantId',
        MESSAGES.variantUnknown,
      ],
      [{ productId: product.id, quantity: 1 }, 'items.1.variantId', chooseOption('Size')],
      [
        { productId: required.product.id, variantId: required.variants.S!.id, quantity: 1 },
        'items.1.personalisation',
        personalisationRequired('Initial'),
      ],
      [
        {
          productId: required.product.id,
          variantId: required.variants.S!.id,
          personalisation: 'AB',
          quantity: 1,
        },
        'items.1.personalisation',
        'Initial must be at most 1 characters',
      ],
      [
        { productId: product.id, variantId: s, personalisation: 'Ada\nLovelace', quantity: 1 },
        'items.1.personalisation',
        // The edge's one input rule answers first, naming the field.
        'Must be one line without control characters',
      ],
      [
        { productId: product.id, variantId: s, personalisation: 'x'.repeat(61), quantity: 1 },
        'items.1.personalisation',
        'Personalisation must be at most 60 characters',
      ],
      [
        { productId: plain.id, personalisation: 'Ada', quantity: 1 },
        'items.1.personalisation',
        MESSAGES.personalisationNotAsked,
      ],
    ];
    for (const [line, field, message] of cases) {
      const res = await checkout(alice, {
        items: [{ productId: plain.id, quantity: 1 }, line],
      });
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      const body = res.json() as { error: { fields?: Record<string, string> } };
      expect(body.error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const tooLongNote = await checkout(alice, {
      items: [{ productId: plain.id, quantity: 1 }],
      giftNote: 'x'.repeat(251),
    });
    expect(tooLongNote.statusCode).toBe(400);
    expect(await ordersOf(alice.user.id)).toEqual([]);
    expect(await stockOf(t.db, plain.id)).toBe(4);
    expect(await variantStock(s)).toBe(3);
    expect(await variantStock(required.variants.S!.id)).toBe(4);
  });

  it('sells a product without options from its one default variant, as before', async () => {
    const user = await t.signUp();
    const plain = await createProduct(t.db, { stock: 2, priceCents: 1500 });
    const res = await checkout(user, { items: [{ productId: plain.id, quantity: 2 }] });
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(user.user.id);
    const [item] = await itemsOf(order!.id);
    expect(item).toMatchObject({ variantLabel: null, sku: null, personalisation: null });
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, plain.id));
    expect(item!.variantId).toBe(variant!.id);
    expect(variant!.stock).toBe(0);
    expect(await stockOf(t.db, plain.id)).toBe(0);
  });
});

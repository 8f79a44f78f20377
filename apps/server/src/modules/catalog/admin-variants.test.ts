import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductInput } from '@shop/shared/schemas/admin-product';
import { productVariants } from '../../db/schema.ts';
import { buildTestAppWithUsers } from '../../../test/helpers.ts';
import { stockOf } from '../../../test/order-factories.ts';
import { uploadImages } from '../../../test/upload-helpers.ts';

const { t, admin, shopper } = await buildTestAppWithUsers();

async function input(overrides: Partial<AdminProductInput> = {}): Promise<AdminProductInput> {
  return {
    name: 'Cloud Beanie',
    category: 'hats',
    description: 'A slouchy beanie in soft merino.',
    price: 24,
    stock: 0,
    images: overrides.images ?? (await uploadImages(admin, 1)),
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Sage', 'Rust'] },
    ],
    variants: [
      { optionValues: ['S', 'Sage'], stock: 2, sku: 'B-S-SAGE' },
      { optionValues: ['S', 'Rust'], stock: 1 },
      { optionValues: ['M', 'Sage'], stock: 4, price: 28 },
      { optionValues: ['M', 'Rust'], stock: 0, price: 28 },
    ],
    personalisation: { label: 'Name to stitch', maxLength: 20, required: false, price: 5 },
    ...overrides,
  };
}

const variantsOf = (productId: string) =>
  t.db.select().from(productVariants).where(eq(productVariants.productId, productId));

describe('the admin product form with options', () => {
  it('creates the variant grid with stock, prices and SKUs; the total is their sum', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: await input(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json() as AdminProduct;
    expect(product.stock).toBe(7);
    expect(product.personalisation).toEqual({
      label: 'Name to stitch',
      maxLength: 20,
      required: false,
      priceCents: 500,
    });
    expect(product.variants.map((v) => [v.optionValues.join('/'), v.stock, v.priceCents])).toEqual([
      ['S/Sage', 2, 2400],
      ['S/Rust', 1, 2400],
      ['M/Sage', 4, 2800],
      ['M/Rust', 0, 2800],
    ]);
  });

  it('refuses a negative stock, a negative price and a combination outside the options', async () => {
    const base = await input();
    for (const [variants, field] of [
      [[{ optionValues: ['S', 'Sage'], stock: -1 }], 'variants.0.stock'],
      [[{ optionValues: ['S', 'Sage'], stock: 1, price: -2 }], 'variants.0.price'],
      [[{ optionValues: ['XL', 'Sage'], stock: 1 }], 'variants.0.optionValues'],
    ] as const) {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...base, variants },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
  });

  it('keeps variant ids across edits, and refuses to remove a value open orders hold', async () => {
    const body = await input();
    const created = (
      await admin.inject({ method: 'POST', url: '/api/admin/products', payload: body })
    ).json() as AdminProduct;
    const mRust = created.variants.find((v) => v.optionValues.join('/') === 'M/Sage')!;
    const order = await shopper.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { items: [{ productId: created.id, variantId: mRust.id, quantity: 1 }] },
    });
    expect(order.statusCode).toBe(200);

    // Dropping size M would remove the variant the open order holds.
    const refused = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      payload: {
        ...body,
        options: [{ name: 'Size', values: ['S'] }, body.options![1]!],
        variants: body.variants!.filter((v) => v.optionValues[0] === 'S'),
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(
      /^Size: M \/ Colour: Sage cannot be removed: open orders hold it \(#[0-9a-f]{8}\)$/,
    );
    expect(await variantsOf(created.id)).toHaveLength(4);

    // Dropping the colour Rust is fine: no order holds it; kept rows keep their ids.
    const saved = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      payload: {
        ...body,
        options: [body.options![0]!, { name: 'Colour', values: ['Sage'] }],
        variants: [
          { optionValues: ['S', 'Sage'], stock: 5 },
          { optionValues: ['M', 'Sage'], stock: 3 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as AdminProduct;
    expect(after.variants.find((v) => v.optionValues.join('/') === 'M/Sage')?.id).toBe(mRust.id);
    expect(after.variants).toHaveLength(2);
    expect(await stockOf(t.db, created.id)).toBe(8);
  });

  it('turns a product back into one without options, with the form’s stock', async () => {
    const body = await input();
    const created = (
      await admin.inject({ method: 'POST', url: '/api/admin/products', payload: body })
    ).json() as AdminProduct;
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      payload: { ...body, options: [], variants: [], stock: 6 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stock: 6, options: [], variants: [] });
    const rows = await variantsOf(created.id);
    expect(rows.map((r) => [r.optionValues, r.stock])).toEqual([[[], 6]]);
  });
});

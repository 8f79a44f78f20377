import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { AdminProduct, AdminProductInput } from '@shop/shared/schemas/admin-product';
import type { ProductImage } from '@shop/shared/schemas/product';
import { eq } from 'drizzle-orm';
import { orderItems, products, wishlists } from '../../db/schema.ts';
import { releaseOrderStock } from '../orders/release-order-stock.ts';
import { createProduct } from '../../../test/factories.ts';
import { createOrder, stockOf } from '../../../test/order-factories.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { uploadImages } from '../../../test/upload-helpers.ts';

const t = await buildTestApp();
const admin = await t.signUp({ role: 'admin' });

const fileOf = (src: string) => path.join(t.config.uploadsDir, src.slice('/uploads/'.length));
const exists = (src: string) =>
  fs.access(fileOf(src)).then(
    () => true,
    () => false,
  );
const allFilesExist = async (image: ProductImage) =>
  (await Promise.all(image.variants.map((v) => exists(v.src)))).every(Boolean);
const noFileExists = async (image: ProductImage) =>
  (await Promise.all(image.variants.map((v) => exists(v.src)))).every((e) => !e);

async function input(overrides: Partial<AdminProductInput> = {}): Promise<AdminProductInput> {
  return {
    name: 'Sage Market Tote',
    category: 'bags',
    description: 'A roomy tote crocheted in sage cotton.',
    price: 45.5,
    stock: 3,
    images: overrides.images ?? (await uploadImages(admin, 2)),
    ...overrides,
  };
}

async function create(body: AdminProductInput): Promise<AdminProduct> {
  const res = await admin.inject({ method: 'POST', url: '/api/admin/products', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const publicProduct = (id: string) => t.app.inject({ method: 'GET', url: `/api/products/${id}` });

describe('creating a product', () => {
  it('stores the form (price in dollars → cents) and shows it in the storefront', async () => {
    const body = await input({ price: 19.99 });
    const product = await create(body);
    expect(product).toMatchObject({
      name: 'Sage Market Tote',
      category: 'bags',
      priceCents: 1999,
      stock: 3,
      featured: false,
      rating: 0,
      reviewsCount: 0,
      wishlistCount: 0,
      images: body.images,
    });
    const res = await publicProduct(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().images).toEqual(body.images);
    const listing = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=sage%20market',
    });
    expect(listing.json().items.map((p: { id: string }) => p.id)).toContain(product.id);
  });

  it('defaults nothing silently: every field is required', async () => {
    const res = await admin.inject({ method: 'POST', url: '/api/admin/products', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(
      ['category', 'description', 'images', 'name', 'price', 'stock'].sort(),
    );
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', 'Name is required'],
    ['an unknown category', { category: 'socks' }, 'category', 'Please choose a category'],
    ['an empty description', { description: '' }, 'description', 'Description is required'],
    ['a negative price', { price: -1 }, 'price', 'Price cannot be negative'],
    ['three decimals', { price: 12.345 }, 'price', 'Price can have at most two decimals'],
    ['a fractional stock', { stock: 1.5 }, 'stock', 'Stock must be a whole number'],
    ['a negative stock', { stock: -2 }, 'stock', 'Stock cannot be negative'],
    ['no image', { images: [] }, 'images', MESSAGES.productImageRequired],
  ])('refuses %s', async (_label, overrides, field, message) => {
    const body = { ...(await input({ images: [] })), images: [] as ProductImage[], ...overrides };
    if (field !== 'images') body.images = await uploadImages(admin, 1);
    const res = await admin.inject({ method: 'POST', url: '/api/admin/products', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses a fifth image', async () => {
    const body = await input({ images: await uploadImages(admin, 4) });
    body.images.push((await uploadImages(admin, 1))[0]!);
    const res = await admin.inject({ method: 'POST', url: '/api/admin/products', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.images).toBe(MESSAGES.tooManyImages);
  });

  it('only accepts images uploaded to this shop', async () => {
    const [real] = await uploadImages(admin, 1);
    const forged: ProductImage[] = [
      {
        src: 'https://evil.example/x.webp',
        variants: [{ width: 400, src: 'https://evil.example/x.webp' }],
      },
      {
        src: '/uploads/../config.webp',
        variants: [{ width: 400, src: '/uploads/../config.webp' }],
      },
      {
        src: '/uploads/products/x.svg',
        variants: [{ width: 400, src: '/uploads/products/x.svg' }],
      },
      { src: 'javascript:alert(1)', variants: [] },
      { ...real!, src: 'https://evil.example/x.webp' },
      { ...real!, variants: [{ width: 999, src: real!.src }] },
    ];
    for (const image of forged) {
      const body = await input({ images: [image] });
      const res = await admin.inject({ method: 'POST', url: '/api/admin/products', payload: body });
      expect(res.statusCode, JSON.stringify(image)).toBe(400);
    }
    const twice = await input({ images: [real!, real!] });
    const res = await admin.inject({ method: 'POST', url: '/api/admin/products', payload: twice });
    expect(res.statusCode).toBe(400);
  });
});

describe('editing a product', () => {
  it('changes every field, reorders images and deletes the files of removed ones', async () => {
    const [a, b] = await uploadImages(admin, 2);
    const product = await create(await input({ images: [a!, b!] }));
    const [c] = await uploadImages(admin, 1);
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: {
        name: 'Blush Market Tote',
        category: 'accessories',
        description: 'Now in blush.',
        price: 52,
        stock: 0,
        images: [c!, { ...b!, alt: 'The tote from the side' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Blush Market Tote',
      category: 'accessories',
      description: 'Now in blush.',
      priceCents: 5200,
      stock: 0,
      images: [c, { ...b, alt: 'The tote from the side' }],
    });
    expect((await publicProduct(product.id)).json().priceCents).toBe(5200);
    expect(await noFileExists(a!)).toBe(true);
    expect(await allFilesExist(b!)).toBe(true);
    expect(await allFilesExist(c!)).toBe(true);
  });

  it('keeps the files of a removed image that a past order still shows', async () => {
    const [a, b] = await uploadImages(admin, 2);
    const product = await create(await input({ images: [a!, b!] }));
    await createOrder(t.db, {
      userId: admin.user.id,
      lines: [{ product, image: a!.variants[0]!.src }],
    });
    const body = await input({ images: [b!] });
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(await allFilesExist(a!)).toBe(true);
  });

  it('keeps the files of a removed image that another product also carries', async () => {
    const [shared, other] = await uploadImages(admin, 2);
    await createProduct(t.db, { images: [shared!] });
    const product = await create(await input({ images: [shared!] }));
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: await input({ images: [other!] }),
    });
    expect(res.statusCode).toBe(200);
    expect(await allFilesExist(shared!)).toBe(true);
  });

  it('keeps images of seeded products as they are, but never lets their records be altered', async () => {
    const seeded = await createProduct(t.db, {
      images: [{ src: '/uploads/products/demo-bunny.webp', variants: [] }],
    });
    const body = await input({
      images: [
        { src: '/uploads/products/demo-bunny.webp', variants: [{ width: 1, src: '/etc/passwd' }] },
      ],
    });
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${seeded.id}`,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().images).toEqual([{ src: '/uploads/products/demo-bunny.webp', variants: [] }]);
  });

  it('answers 404 for unknown, malformed and deleted products', async () => {
    const gone = await createProduct(t.db, { deletedAt: new Date() });
    for (const id of [crypto.randomUUID(), 'nope', gone.id]) {
      const body = await input();
      const put = await admin.inject({
        method: 'PUT',
        url: `/api/admin/products/${id}`,
        payload: body,
      });
      expect(put.statusCode).toBe(404);
      const patch = await admin.inject({
        method: 'PATCH',
        url: `/api/admin/products/${id}/featured`,
        payload: { featured: true },
      });
      expect(patch.statusCode).toBe(404);
      const del = await admin.inject({ method: 'DELETE', url: `/api/admin/products/${id}` });
      expect(del.statusCode).toBe(404);
    }
  });
});

describe('editing the stock while checkouts hold units', () => {
  it('applies the edit to the current stock, so a reservation made meanwhile is kept', async () => {
    const product = await create(await input({ stock: 5 }));
    // The form is loaded (stock 5), then a shopper's checkout reserves one unit.
    const shopper = await t.signUp();
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product: row!, quantity: 1 }],
      reserve: true,
    });
    expect(await stockOf(t.db, product.id)).toBe(4);

    // The admin only changes the price; the form still says 5.
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: {
        ...(await input({ images: product.images, stock: 5 })),
        expectedStock: 5,
        price: 9,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stock).toBe(4);

    // The unpaid checkout gives its unit back: 5 again, not 6.
    expect(await releaseOrderStock(t.db, order.id, 'expired')).toBe(true);
    expect(await stockOf(t.db, product.id)).toBe(5);
  });

  it('adds or removes the units the admin changed, never going below 0', async () => {
    const product = await create(await input({ stock: 5 }));
    // Checkouts took two units since the form was loaded.
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    const base = await input({ images: product.images });
    const put = (stock: number, expectedStock: number) =>
      admin.inject({
        method: 'PUT',
        url: `/api/admin/products/${product.id}`,
        payload: { ...base, stock, expectedStock },
      });
    expect((await put(8, 5)).json().stock).toBe(6);
    expect((await put(0, 10)).json().stock).toBe(0);
    // Without expectedStock the figure is taken as it is.
    const plain = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: await input({ images: product.images, stock: 7 }),
    });
    expect(plain.json().stock).toBe(7);
  });
});

describe('featuring and deleting', () => {
  it('toggles featured, which puts the product on the home page and takes it off', async () => {
    const product = await create(await input({ name: 'Featured Whale' }));
    const featuredIds = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products/featured' }))
        .json()
        .items.map((p: { id: string }) => p.id);
    const on = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/featured`,
      payload: { featured: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().featured).toBe(true);
    expect(await featuredIds()).toContain(product.id);
    const off = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/featured`,
      payload: { featured: false },
    });
    expect(off.json().featured).toBe(false);
    expect(await featuredIds()).not.toContain(product.id);
  });

  it('deletes softly: gone from the shop, past orders and their images intact', async () => {
    const product = await create(await input({ name: 'Doomed Octopus' }));
    await createOrder(t.db, { userId: admin.user.id, lines: [{ product }] });
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}` });
    expect(res.statusCode).toBe(204);
    expect((await publicProduct(product.id)).statusCode).toBe(404);
    const listing = await t.app.inject({ method: 'GET', url: '/api/products?search=doomed' });
    expect(listing.json().total).toBe(0);
    const admins = await admin.inject({ method: 'GET', url: '/api/admin/products?search=doomed' });
    expect(admins.json().total).toBe(0);
    const items = await t.db.select().from(orderItems);
    expect(items.find((i) => i.productId === product.id)?.productName).toBe('Doomed Octopus');
    expect(await allFilesExist(product.images[0]!)).toBe(true);
    const again = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the inventory list', () => {
  it('lists live products newest first with their wishlist counts, searchable and paged', async () => {
    const older = await createProduct(t.db, {
      name: 'Inventory Fox',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createProduct(t.db, { name: 'Inventory Bear' });
    await createProduct(t.db, { name: 'Inventory Ghost', deletedAt: new Date() });
    const fans = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    await t.db.insert(wishlists).values([
      { userId: fans[0]!.user.id, productId: older.id },
      { userId: fans[1]!.user.id, productId: older.id },
      { userId: fans[2]!.user.id, productId: newer.id },
    ]);
    const res = await admin.inject({ method: 'GET', url: '/api/admin/products?search=inventory' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((p: AdminProduct) => [p.name, p.wishlistCount])).toEqual([
      ['Inventory Bear', 1],
      ['Inventory Fox', 2],
    ]);
    const page2 = await admin.inject({
      method: 'GET',
      url: '/api/admin/products?search=inventory&pageSize=1&page=2',
    });
    expect(page2.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.json().items.map((p: AdminProduct) => p.id)).toEqual([older.id]);
    const one = await admin.inject({ method: 'GET', url: `/api/admin/products/${older.id}` });
    expect(one.json()).toMatchObject({ id: older.id, wishlistCount: 2 });
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    await createProduct(t.db, { name: 'Plain Beret' });
    const res = await admin.inject({ method: 'GET', url: '/api/admin/products?search=%25' });
    expect(res.json().items.map((p: AdminProduct) => p.name)).not.toContain('Plain Beret');
  });
});

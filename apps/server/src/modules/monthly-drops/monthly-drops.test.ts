import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyDrop, MonthlyDropInput } from '@shop/shared/schemas/monthly-drop';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { uploadImages } from '../../../test/upload-helpers.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signUp({ role: 'admin' });
});

const exists = (src: string) =>
  fs.access(path.join(t.config.uploadsDir, src.slice('/uploads/'.length))).then(
    () => true,
    () => false,
  );

const drop = (overrides: Partial<MonthlyDropInput> = {}): MonthlyDropInput => ({
  name: 'Autumn Leaf Shawl',
  description: 'Only twelve made, in rust and mustard.',
  price: 64,
  stock: 12,
  imageUrl: 'https://images.example.com/shawl.jpg',
  releaseDate: '2031-10-01',
  ...overrides,
});

async function create(body: MonthlyDropInput): Promise<MonthlyDrop> {
  const res = await admin.inject({
    method: 'POST',
    url: '/api/admin/monthly-drops',
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const publicList = async (): Promise<MonthlyDrop[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/monthly-drops' });
  expect(res.statusCode).toBe(200);
  return res.json().items;
};

describe('monthly drops', () => {
  it('lists drops publicly, newest release first', async () => {
    const march = await create(drop({ name: 'March', releaseDate: '2030-03-01' }));
    const june = await create(drop({ name: 'June', releaseDate: '2030-06-01' }));
    const jan = await create(drop({ name: 'January', releaseDate: '2030-01-15' }));
    const ids = (await publicList()).map((d) => d.id);
    expect(ids.indexOf(june.id)).toBeLessThan(ids.indexOf(march.id));
    expect(ids.indexOf(march.id)).toBeLessThan(ids.indexOf(jan.id));
    expect(june).toMatchObject({
      name: 'June',
      priceCents: 6400,
      stock: 12,
      releaseDate: '2030-06-01',
      imageUrl: 'https://images.example.com/shawl.jpg',
      image: { src: 'https://images.example.com/shawl.jpg', variants: [] },
    });
  });

  it('releases today when no date is given', async () => {
    const body: MonthlyDropInput = drop();
    delete body.releaseDate;
    const created = await create(body);
    expect(created.releaseDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it('takes an uploaded image, with its renditions for srcset', async () => {
    const [image] = await uploadImages(admin, 1, '?single=true&folder=drops');
    const created = await create(drop({ imageUrl: image!.src }));
    expect(created.image).toEqual({ src: image!.src, variants: image!.variants });
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['no description', { description: ' ' }, 'description'],
    ['a negative price', { price: -5 }, 'price'],
    ['a fractional stock', { stock: 2.5 }, 'stock'],
    ['no image', { imageUrl: '' }, 'imageUrl'],
    ['an http:// image', { imageUrl: 'http://images.example.com/a.jpg' }, 'imageUrl'],
    ['a javascript: image', { imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['a path outside the uploads', { imageUrl: '/uploads/../secrets.txt' }, 'imageUrl'],
    ['a malformed date', { releaseDate: '2030-13-45' }, 'releaseDate'],
  ])('refuses %s', async (_label, overrides, field) => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/monthly-drops',
      payload: drop(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('updates every field, deleting a replaced uploaded image', async () => {
    const [first] = await uploadImages(admin, 1, '?single=true&folder=drops');
    const [second] = await uploadImages(admin, 1, '?single=true&folder=drops');
    const created = await create(drop({ imageUrl: first!.src }));
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/monthly-drops/${created.id}`,
      payload: drop({
        name: 'Winter Mittens',
        description: 'Warm.',
        price: 30.25,
        stock: 0,
        imageUrl: second!.src,
        releaseDate: '2031-12-01',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      name: 'Winter Mittens',
      description: 'Warm.',
      priceCents: 3025,
      stock: 0,
      imageUrl: second!.src,
      releaseDate: '2031-12-01',
    });
    for (const v of first!.variants) expect(await exists(v.src)).toBe(false);
    for (const v of second!.variants) expect(await exists(v.src)).toBe(true);
  });

  it('deletes a drop and its uploaded image, but never a product image it borrowed', async () => {
    const [own] = await uploadImages(admin, 1, '?single=true&folder=drops');
    const [productImage] = await uploadImages(admin, 1);
    const a = await create(drop({ imageUrl: own!.src }));
    const b = await create(drop({ imageUrl: productImage!.src }));
    for (const created of [a, b]) {
      const res = await admin.inject({
        method: 'DELETE',
        url: `/api/admin/monthly-drops/${created.id}`,
      });
      expect(res.statusCode).toBe(204);
    }
    expect((await publicList()).map((d) => d.id)).not.toContain(a.id);
    for (const v of own!.variants) expect(await exists(v.src)).toBe(false);
    for (const v of productImage!.variants) expect(await exists(v.src)).toBe(true);
  });

  it('answers 404 for unknown drops', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      const put = await admin.inject({
        method: 'PUT',
        url: `/api/admin/monthly-drops/${id}`,
        payload: drop(),
      });
      expect(put.statusCode).toBe(404);
      const del = await admin.inject({ method: 'DELETE', url: `/api/admin/monthly-drops/${id}` });
      expect(del.statusCode).toBe(404);
    }
  });
});

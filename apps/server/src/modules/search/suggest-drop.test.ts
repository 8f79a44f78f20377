/**
 * Suggestions obey the on-sale rule: a product held by a drop is not suggested (nor listed, nor
 * found by search) before its release, and is from the release on, with the app's clock.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { createProduct } from '../../../test/factories.ts';

const RELEASE = new Date(Date.now() + 24 * 3600 * 1000);
let clock = new Date(RELEASE.getTime() - 60_000);
let t: TestApp;
let heldId = '';

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => clock });
  await createProduct(t.db, { name: 'Moonlit Owl Plushie', category: 'amigurumi' });
  heldId = (await createProduct(t.db, { name: 'Moonlit Moth Plushie', category: 'amigurumi' })).id;
  await t.db.update(products).set({ launchAt: RELEASE }).where(eq(products.id, heldId));
});

const suggested = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().products as { name: string }[]).map((p) => p.name);
};
const listed = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?search=${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { name: string }[]).map((p) => p.name);
};

describe('a drop’s product in search suggestions', () => {
  it('is not suggested, listed or found before its release', async () => {
    expect(await suggested('moth')).toEqual([]);
    expect(await suggested('moonlit')).toEqual(['Moonlit Owl Plushie']);
    expect(await suggested('mooonlit moth')).toEqual([]);
    expect(await listed('moth')).toEqual([]);
  });

  it('is suggested, listed and found from its release', async () => {
    clock = new Date(RELEASE.getTime());
    expect(await suggested('moth')).toEqual(['Moonlit Moth Plushie']);
    expect(await suggested('moonlit')).toEqual(['Moonlit Moth Plushie', 'Moonlit Owl Plushie']);
    expect(await listed('moth')).toEqual(['Moonlit Moth Plushie']);
  });
});

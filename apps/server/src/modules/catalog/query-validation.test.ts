import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';

const t = await buildTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/products refuses bad parameters with a 400 naming them', () => {
  const cases: [query: string, parameter: string][] = [
    ['color=red', 'color'],
    ['category=socks', 'category'],
    ['category=ALL', 'category'],
    ['sortBy=cheapest', 'sortBy'],
    ['inStock=yes', 'inStock'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=-0.5', 'maxPrice'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=50&maxPrice=10', 'minPrice'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=-2', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ];

  it.each(cases)('?%s → 400 naming %s', async (query, parameter) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(`Invalid query parameter: ${parameter}`);
    expect(Object.keys(error.fields)).toEqual([parameter]);
  });

  it('accepts the edges of every range', async () => {
    for (const query of [
      'page=1&pageSize=100',
      'minPrice=0&maxPrice=0',
      'minPrice=10&maxPrice=10',
    ]) {
      const res = await get(`/api/products?${query}`);
      expect(res.statusCode, query).toBe(200);
    }
  });
});

describe('GET /api/products/by-ids refuses bad ids', () => {
  it.each([
    ['ids=not-a-uuid', 'ids'],
    [`ids=${crypto.randomUUID()},42`, 'ids'],
    ['', 'ids'],
    [`ids=${crypto.randomUUID()}&extra=1`, 'extra'],
  ])('?%s → 400 naming %s', async (query, parameter) => {
    const res = await get(`/api/products/by-ids?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(
      new RegExp(`^Invalid query parameter: .*${parameter}`),
    );
  });

  it('refuses more than 100 ids', async () => {
    const ids = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    const res = await get(`/api/products/by-ids?ids=${ids}`);
    expect(res.statusCode).toBe(400);
  });
});

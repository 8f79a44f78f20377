/**
 * What the server's HTML does alone, before (or without) the app: the listing's filters as a
 * GET form the server tidies, "Load more" as a link to the next page, the dark-mode switch as
 * a form POST that sets the `darkMode` cookie (and a page rendered dark from it, cached apart
 * from the light one), and the monthly drops rendered at the server's clock, upcoming or
 * released, with no skeleton. Needs the web build (`npm run build`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyDrop } from '@shop/shared/schemas/monthly-drop';
import { changeFeedFor } from '../../lib/change-feed.ts';
import { buildTestApp, nextClientIp, type TestApp } from '../../../test/helpers.ts';
import { createProduct, createProducts } from '../../../test/factories.ts';

const RELEASE = new Date(Date.now() + 3 * 24 * 3600 * 1000);
let clock = new Date(RELEASE.getTime() - 3600_000);

let t: TestApp;
let drop: MonthlyDrop;

/** A page as a browser gets it; `body` without React's text separators (`<!-- -->`). */
async function page(url: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    remoteAddress: nextClientIp(),
    headers: cookie ? { cookie } : {},
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.body.replaceAll('<!-- -->', ''),
  };
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => clock });
  const admin = await t.signUp({ role: 'admin' });
  await createProducts(t.db, 26, { category: 'hats' });
  await createProduct(t.db, { name: 'Marigold Market Tote', category: 'bags' });
  // A drop that holds no product: nothing but the drop itself changes at its release.
  const res = await admin.inject({
    method: 'POST',
    url: '/api/admin/monthly-drops',
    payload: {
      name: 'Frost Fair',
      description: 'Snowflake shawls, twelve of them.',
      price: 55,
      stock: 12,
      imageUrl: 'https://images.example.com/frost.jpg',
      releaseDate: '2031-10-01',
      releaseAt: RELEASE.toISOString(),
      productIds: [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  drop = res.json();
});

describe('the listing without scripts', () => {
  it('is a GET form with Apply filters, and tidies the address the form sends', async () => {
    const html = (await page('/products')).body;
    const form = html.match(/<form aria-label="Filter products"[^>]*>/)?.[0];
    expect(form).toContain('action="/products"');
    expect(form).toContain('method="get"');
    expect(html).toContain('Apply filters');
    for (const name of ['search', 'category', 'minPrice', 'maxPrice', 'inStock', 'sortBy']) {
      expect(html).toContain(`name="${name}"`);
    }
    const sent = await page(
      '/products?search=&category=hats&minPrice=0&maxPrice=1000&sortBy=featured&utm_source=mail',
    );
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe('/products?category=hats&utm_source=mail');
    const tidy = await page('/products?category=hats');
    expect(tidy.statusCode).toBe(200);
    // Clear filters is a link to the bare listing.
    expect(tidy.body).toMatch(/<a[^>]*href="\/products"[^>]*>(?:(?!<\/a>).)*Clear filters/s);
  });

  it('links Load more to the next page, which shows the first pages at its first new card', async () => {
    const first = (await page('/products?category=hats')).body;
    expect(first).toContain('Showing 12 of 26 products');
    expect(first).toContain('href="/products?category=hats&amp;page=2#listing-item-13"');
    const second = (await page('/products?category=hats&page=2')).body;
    expect(second).toContain('Showing 24 of 26 products');
    expect(second).toContain('id="listing-item-13"');
    expect(second).toContain('href="/products?category=hats&amp;page=3#listing-item-25"');
    const last = (await page('/products?category=hats&page=3')).body;
    expect(last).toContain('Showing 26 of 26 products');
    expect(last).not.toContain('Load more');
  });

  it('falls back from Quick View to the product page', async () => {
    const html = (await page('/products?category=bags')).body;
    const quickView = html.match(/<a[^>]*aria-label="Quick View Marigold Market Tote"[^>]*>/)?.[0];
    expect(quickView).toMatch(/href="\/products\/[0-9a-f-]{36}"/);
  });
});

describe('dark mode as a cookie', () => {
  it('switches with a form POST: the cookie flips and the shopper goes back (303)', async () => {
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/dark-mode?returnTo=%2Fproducts%3Fcategory%3Dhats',
    });
    expect(on.statusCode).toBe(303);
    expect(on.headers.location).toBe('/products?category=hats');
    expect(String(on.headers['set-cookie'])).toMatch(
      /^darkMode=true; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/preferences/dark-mode?returnTo=%2F',
      headers: { cookie: 'darkMode=true' },
    });
    expect(String(off.headers['set-cookie'])).toMatch(/^darkMode=false;/);
    // Never another site.
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const away = await t.app.inject({
        method: 'POST',
        url: `/api/preferences/dark-mode?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(away.headers.location).toBe('/');
    }
  });

  it('renders the page dark from the cookie, cached apart from the light page', async () => {
    const feed = changeFeedFor(t.db)!;
    const generation = feed.generation;
    await t.app.inject({ method: 'POST', url: '/api/preferences/dark-mode' });
    // The switch is no shop data: no cached answer is retired for it.
    expect(feed.generation).toBe(generation);

    for (let i = 0; i < 2; i++) {
      const dark = (await page('/about', 'darkMode=true')).body;
      expect(dark).toMatch(/<html lang="en" class="dark">/);
      expect(dark).toContain('aria-label="Switch to light mode"');
      const light = (await page('/about', 'darkMode=false')).body;
      expect(light).toMatch(/<html lang="en">/);
      expect(light).toContain('aria-label="Switch to dark mode"');
      const none = await page('/about');
      expect(none.body).toMatch(/<html lang="en">/);
      expect(none.headers['cache-control']).toBe('public, no-cache');
    }
  });
});

describe('the monthly drops at the server clock', () => {
  it('renders an upcoming drop with its date and countdown, then released at its release', async () => {
    clock = new Date(RELEASE.getTime() - 3600_000);
    const before = (await page('/')).body;
    expect(before).toContain(`Upcoming drop: ${drop.name}`);
    expect(before).toContain('Releases October 1, 2031');
    expect(before).toMatch(
      /role="timer" aria-label="Releases in 0 days, 1 hours, 0 minutes and 0 seconds"/,
    );
    // A second read comes from the public cache: still upcoming.
    expect((await page('/')).body).toContain(`Upcoming drop: ${drop.name}`);

    clock = RELEASE;
    const after = (await page('/')).body;
    expect(after).not.toContain('Upcoming drop');
    expect(after).toContain(`Drop: ${drop.name}`);
    expect(after).toContain('Released October 1, 2031');
  });
});

/**
 * Analytics without cookies, through the app as browsers reach it, on both databases: visitors
 * counted once a day by hash whichever replica they reach, the salt's daily rotation and
 * deletion, requests that ask not to be tracked and robots left out, the funnel and the sales by
 * source from real paid orders, the roll-up reading the same as the raw day, and no address or
 * browser string stored anywhere. Page requests need the web build (`npm run build`).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '@shop/shared/schemas/analytics';
import { buildApp, type App } from '../../app.ts';
import { rowsOf } from '../../db/rows-of.ts';
import * as schema from '../../db/schema.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { createProduct, type ProductRecord } from '../../../test/factories.ts';
import { demoSessionId, payDemoSession } from '../../../test/order-factories.ts';
import { rollUpAndSweep } from './roll-up-days.ts';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DAY_MS = 86_400_000;

let clock = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
let replica: App;
let admin: TestUser;
let bee: ProductRecord;
/** Every address and browser string a test used: none may be found in any analytics table. */
const usedAddresses = new Set<string>();

type Visitor = { address: string; userAgent: string; headers?: Record<string, string> };
const visitor = (address: string, userAgent = BROWSER, headers: Record<string, string> = {}) => {
  usedAddresses.add(address);
  return { address, userAgent, headers };
};

const pageview = (app: App, who: Visitor, path: string, referer?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: who.address,
    headers: {
      origin: TEST_ORIGIN,
      'user-agent': who.userAgent,
      ...(referer && { referer }),
      ...who.headers,
    },
    payload: { kind: 'pageview', path },
  });

const page = (app: App, who: Visitor, url: string, referer?: string) =>
  app.inject({
    method: 'GET',
    url,
    remoteAddress: who.address,
    headers: { 'user-agent': who.userAgent, ...(referer && { referer }), ...who.headers },
  });

async function flushAll() {
  await t.app.analytics.recorder.flush();
  await replica.analytics.recorder.flush();
}

async function report(range = '7d'): Promise<AnalyticsReport> {
  await flushAll();
  const res = await admin.inject({ method: 'GET', url: `/api/admin/analytics?range=${range}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const events = () => t.db.select().from(schema.analyticsEvents);
const clearEvents = async () => {
  await flushAll();
  await t.db.delete(schema.analyticsEvents);
  await t.db.delete(schema.analyticsDailySources);
  await t.db.delete(schema.analyticsDailyProducts);
  await t.db.delete(schema.analyticsRolledDays);
};

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => clock });
  // A second replica: its own process state (buffer, salt cache), the same database.
  replica = await buildApp({
    config: t.config,
    database: t.database,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    clock: () => clock,
    logger: false,
  });
  await replica.ready();
  admin = await t.signUp({ role: 'admin' });
  bee = await createProduct(t.db, { name: 'Sunny Bee', priceCents: 2450 });
});

afterAll(async () => {
  await replica.close();
});

describe('visitors', () => {
  it('counts one visitor with three views once, and two visitors on two replicas as two', async () => {
    await clearEvents();
    const ada = visitor('203.0.113.10');
    const bo = visitor('203.0.113.20', PHONE);
    expect((await pageview(t.app, ada, '/')).statusCode).toBe(204);
    await pageview(replica, ada, '/products');
    await pageview(t.app, ada, `/products/${bee.id}`);
    await pageview(replica, bo, '/');

    const current = (await report()).current;
    expect(current.visitors).toBe(2);
    expect(current.pageviews).toBe(4);
    // Both replicas hashed Ada alike: the day's salt is one row in the database.
    const rows = await events();
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(2);
    expect(rows.filter((row) => row.productId === bee.id)).toHaveLength(1);
  });

  it('counts rendered pages, from the cache too, and not the API, files or the admin panel', async () => {
    await clearEvents();
    const cy = visitor('203.0.113.30');
    expect((await page(t.app, cy, '/about')).statusCode).toBe(200);
    // Second read: answered by the public cache.
    expect((await page(t.app, cy, '/about')).statusCode).toBe(200);
    await page(t.app, cy, '/api/products');
    await page(t.app, cy, '/robots.txt');
    await page(t.app, cy, '/admin');
    await page(t.app, cy, '/no-such-page');
    const current = (await report()).current;
    expect(current).toMatchObject({ visitors: 1, pageviews: 2 });
  });

  it('counts pages answered from the cache before routing (a real connection)', async () => {
    await clearEvents();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    usedAddresses.add('127.0.0.1');
    const get = () => fetch(`${address}/faq`, { headers: { 'user-agent': PHONE } });
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    const current = (await report()).current;
    expect(current).toMatchObject({ visitors: 1, pageviews: 3 });
  });

  it('does not count a browser that asks not to be tracked, robots or headless browsers', async () => {
    await clearEvents();
    const askers = [
      visitor('203.0.113.41', BROWSER, { 'sec-gpc': '1' }),
      visitor('203.0.113.42', BROWSER, { dnt: '1' }),
      visitor(
        '203.0.113.43',
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ),
      visitor(
        '203.0.113.44',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
      visitor('203.0.113.45', 'curl/8.5.0'),
      visitor('203.0.113.46', 'Pinterestbot/1.0 (+http://www.pinterest.com/bot.html)'),
      visitor('203.0.113.47', ''),
    ];
    for (const who of askers) {
      expect((await pageview(t.app, who, '/')).statusCode).toBe(204);
      await page(t.app, who, '/about');
    }
    await flushAll();
    expect(await events()).toEqual([]);
  });

  it('writes a batch whose utm value was cut inside a character, and keeps counting', async () => {
    await clearEvents();
    const dee = visitor('203.0.113.40');
    // A source is kept to 100 characters: here the cut falls between an emoji's two halves.
    const long = `${'a'.repeat(99)}%F0%9F%98%80`;
    const landed = await page(t.app, dee, `/about?utm_source=${long}&utm_campaign=${long}`);
    expect(landed.statusCode).toBe(200);
    await flushAll();
    await pageview(t.app, dee, '/');
    await flushAll();
    const rows = await events();
    expect(rows.map((row) => row.path).sort()).toEqual(['/', '/about']);
    const landing = rows.find((row) => row.path === '/about')!;
    expect(landing.source).toBe(`${'a'.repeat(99)}\ufffd`);
    expect(landing.campaign).toBe(`${'a'.repeat(99)}\ufffd`);
  });
});

describe('the daily salt', () => {
  it('rotates at midnight, so the same visitor is a new hash the next day, and is deleted after its day', async () => {
    await clearEvents();
    const dee = visitor('203.0.113.50');
    clock = new Date('2026-03-11T23:59:00Z');
    await pageview(t.app, dee, '/');
    await flushAll();
    clock = new Date('2026-03-12T00:01:00Z');
    await pageview(replica, dee, '/');
    await flushAll();
    const rows = await events();
    expect(rows.map((row) => row.day).sort()).toEqual(['2026-03-11', '2026-03-12']);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(2);

    await rollUpAndSweep(t.db);
    const salts = await t.db.select().from(schema.analyticsSalts);
    expect(salts.map((salt) => salt.day)).toEqual(['2026-03-12']);
    const [today] = (await report()).days.slice(-1);
    expect(today).toMatchObject({ day: '2026-03-12', visitors: 1 });
    clock = new Date('2026-03-10T12:00:00Z');
  });
});

describe('the funnel and sales by source', () => {
  let shopper: TestUser;

  it('follows a visitor from a Pinterest link to a paid order, from the real order', async () => {
    await clearEvents();
    shopper = await t.signUp();
    const browser = visitor('198.51.100.7');
    const signedIn = (options: Parameters<TestUser['inject']>[0]) =>
      shopper.inject({
        ...options,
        remoteAddress: browser.address,
        headers: { ...options.headers, 'user-agent': browser.userAgent },
      });
    // Lands from a pin (the utm link), looks at the bee, adds it, checks out, pays.
    await page(
      t.app,
      browser,
      '/about?utm_source=pinterest&utm_medium=social&utm_campaign=spring',
      'https://www.pinterest.com/',
    );
    await signedIn({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { kind: 'pageview', path: `/products/${bee.id}` },
    });
    // The add is counted by the server as the cart takes it; the page reports no such event.
    const reported = await signedIn({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { kind: 'add_to_cart', productId: bee.id },
    });
    expect(reported.statusCode).toBe(400);
    const added = await signedIn({
      method: 'POST',
      url: '/api/cart/changes',
      payload: { kind: 'add', productId: bee.id, quantity: 2 },
    });
    expect(added.statusCode, added.body).toBe(200);
    // A refused add (more than the shelf holds) is not a step of the funnel.
    const refused = await signedIn({
      method: 'POST',
      url: '/api/cart/changes',
      payload: { kind: 'add', productId: bee.id, quantity: 99 },
    });
    expect(refused.statusCode).toBe(409);
    const checkout = await signedIn({
      method: 'POST',
      url: '/api/checkout',
      payload: { items: [{ productId: bee.id, quantity: 2 }] },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect((await payDemoSession(shopper, demoSessionId(checkout))).statusCode).toBe(200);
    const [order] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, shopper.user.id));

    // A second visitor from Google starts a checkout and never pays.
    const other = await t.signUp();
    const otherBrowser = visitor('198.51.100.8', PHONE);
    await page(t.app, otherBrowser, '/faq', 'https://www.google.com/');
    // With scripts off: the product page's Add to Cart form, counted the same.
    const formAdd = await other.inject({
      method: 'POST',
      url: '/forms/cart/add',
      remoteAddress: otherBrowser.address,
      headers: { 'user-agent': PHONE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        form: 'cart-add',
        returnTo: `/products/${bee.id}`,
        productId: bee.id,
        quantity: '1',
      }).toString(),
    });
    expect(formAdd.statusCode, formAdd.body).toBe(303);
    const unpaid = await other.inject({
      method: 'POST',
      url: '/api/checkout',
      remoteAddress: otherBrowser.address,
      headers: { 'user-agent': PHONE },
      payload: { items: [{ productId: bee.id, quantity: 1 }] },
    });
    expect(unpaid.statusCode).toBe(200);
    // And one who only looks.
    await pageview(t.app, visitor('198.51.100.9'), `/products/${bee.id}`);

    const result = await report();
    expect(result.funnel).toEqual({ viewed: 2, addedToCart: 2, checkout: 2, paid: 1 });
    expect(result.current).toMatchObject({
      visitors: 3,
      buyers: 1,
      orders: 1,
      revenueCents: order!.totalCents,
    });
    expect(result.current.conversionRate).toBeCloseTo(1 / 3);
    const pinterest = result.sources.find((source) => source.source === 'Pinterest');
    expect(pinterest).toMatchObject({
      medium: 'social',
      campaign: 'spring',
      visitors: 1,
      orders: 1,
      revenueCents: order!.totalCents,
      conversionRate: 1,
    });
    expect(result.sources.find((source) => source.source === 'Google')).toMatchObject({
      visitors: 1,
      orders: 0,
      medium: 'referral',
    });
    expect(result.topProducts[0]).toMatchObject({
      productId: bee.id,
      name: 'Sunny Bee',
      views: 2,
      viewers: 2,
      buyers: 1,
      conversionRate: 0.5,
    });
    expect(result.days.at(-1)).toMatchObject({ day: '2026-03-10', visitors: 3, orders: 1 });
    expect(result.previous).toMatchObject({ visitors: 0, orders: 0 });

    const csv = await admin.inject({ method: 'GET', url: '/api/admin/analytics.csv?range=7d' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'day,visitors,page_views,viewed_a_product,added_to_cart,started_checkout,paid,orders,revenue',
    );
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(`2026-03-10,3,4,2,2,2,1,1,${(order!.totalCents / 100).toFixed(2)}`);

    const dashboard = await admin.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(dashboard.json()).toMatchObject({ visitorsToday: 3 });
  });

  it('reads the same once the day is rolled up and its raw events are gone', async () => {
    const before = await report('30d');
    clock = new Date(clock.getTime() + 3 * DAY_MS);
    await rollUpAndSweep(t.db);
    const rolled = await t.db.select().from(schema.analyticsRolledDays);
    expect(rolled.map((row) => row.day)).toContain('2026-03-10');
    await t.db.delete(schema.analyticsEvents);
    const after = await report('30d');
    expect(after.current).toEqual(before.current);
    expect(after.funnel).toEqual(before.funnel);
    expect(after.sources).toEqual(before.sources);
    expect(after.topProducts).toEqual(before.topProducts);
    // A month later, raw events of that day would be gone anyway: 30 days are kept.
    clock = new Date('2026-03-10T12:00:00Z');
  });

  it('answers the maker only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/analytics' });
    expect(res.statusCode).toBe(401);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/analytics.csv' });
    expect(csv.statusCode).toBe(401);
  });
});

describe('a purchase made with the HTML forms (before the app runs)', () => {
  it('counts the add to cart and the checkout, and the paid order under its source at once', async () => {
    await clearEvents();
    const shopper = await t.signUp();
    const browser = visitor('198.51.100.21');
    const form = (url: string, fields: Record<string, string>) =>
      shopper.inject({
        method: 'POST',
        url,
        remoteAddress: browser.address,
        headers: {
          'user-agent': browser.userAgent,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(fields).toString(),
      });
    await page(
      t.app,
      browser,
      `/products/${bee.id}?utm_source=pinterest&utm_medium=product_feed&utm_campaign=pinterest_catalog`,
    );
    const added = await form('/forms/cart/add', {
      form: 'cart-add',
      returnTo: `/products/${bee.id}`,
      productId: bee.id,
      quantity: '1',
      intent: 'add',
    });
    expect(added.statusCode, added.body).toBe(303);
    const checkout = await form('/forms/checkout', { form: 'checkout', returnTo: '/cart' });
    expect(checkout.statusCode, checkout.body).toBe(303);
    const sessionId = String(checkout.headers.location).replace('/test-checkout/', '');
    expect((await payDemoSession(shopper, sessionId)).statusCode).toBe(200);
    const [order] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, shopper.user.id));

    // One write of the buffer later (no roll-up, no second visit), the sale is Pinterest's.
    const result = await report();
    expect(result.funnel).toEqual({ viewed: 1, addedToCart: 1, checkout: 1, paid: 1 });
    expect(result.sources.find((source) => source.source === 'Pinterest')).toMatchObject({
      medium: 'product_feed',
      campaign: 'pinterest_catalog',
      visitors: 1,
      orders: 1,
      revenueCents: order!.totalCents,
    });
  });
});

describe('what is stored', () => {
  it('holds no address and no browser string in any analytics table', async () => {
    await pageview(t.app, visitor('192.0.2.99'), '/');
    await flushAll();
    // Every table the database holds for analytics, whatever the schema file says.
    const tables = rowsOf<{ name: string }>(
      await t.db.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public' and tablename like 'analytics%' order by 1`,
      ),
    ).map((row) => row.name);
    expect(tables).toEqual([
      'analytics_daily_products',
      'analytics_daily_sources',
      'analytics_events',
      'analytics_rolled_days',
      'analytics_salts',
    ]);
    let rowCount = 0;
    for (const table of tables) {
      const rows = rowsOf<unknown>(await t.db.execute(sql.raw(`select * from "${table}"`)));
      rowCount += rows.length;
      const text = JSON.stringify(rows);
      for (const address of usedAddresses) expect(text, table).not.toContain(address);
      for (const fragment of ['Mozilla', 'Chrome', 'iPhone', 'Safari', 'Googlebot', 'curl']) {
        expect(text, table).not.toContain(fragment);
      }
    }
    expect(rowCount).toBeGreaterThan(0);
  });
});

/**
 * The audit log: a table-driven walk over EVERY admin write route of the route table (so a new
 * admin route that escapes auditing fails here), the before/after of the writes that matter
 * most, admin sign-ins and failed ones, the Activity list and its filters, and append-only.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { authPost } from '../../../test/auth-requests.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { createOrder, setOrderStatus } from '../../../test/order-factories.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PASSWORD = 'correct horse battery';

const t = await buildTestApp();
const admin = await t.signUp({ role: 'admin', password: PASSWORD });

const entriesOf = (method: string, route: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.method, method), eq(auditLog.route, route)));

describe('every admin write route', () => {
  it('is in the route table, and each one leaves an entry naming who called it', async () => {
    const adminWrites = t.app.accessPolicies.filter(
      (p) => p.access === 'admin' && WRITES.has(p.method),
    );
    // The catalog, orders, content, drops, messages and uploads all have some.
    expect(adminWrites.length).toBeGreaterThanOrEqual(12);
    expect(t.app.auditedRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      adminWrites.map((r) => `${r.method} ${r.url}`).sort(),
    );
    const missing: string[] = [];
    for (const { method, url } of adminWrites) {
      const path = url.replace(/:[A-Za-z]+/g, crypto.randomUUID());
      const res = await admin.inject({
        method: method as 'POST',
        url: path,
        ...(method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      const entries = await entriesOf(method, url);
      const mine = entries.find((e) => e.path === path);
      if (!mine) missing.push(`${method} ${url}`);
      else {
        expect(mine).toMatchObject({
          kind: 'write',
          actorId: admin.user.id,
          actorEmail: admin.user.email,
          status: res.statusCode,
        });
      }
    }
    expect(missing).toEqual([]);
  });

  it('records every refused write whose path or body holds a NUL or a lone surrogate', async () => {
    const adminWrites = t.app.accessPolicies.filter(
      (p) => p.access === 'admin' && WRITES.has(p.method),
    );
    const missing: string[] = [];
    const probes = [
      { name: 'NUL', raw: '%00', char: '\u0000', escaped: '\\u0000' },
      // A lone surrogate has no UTF-8 bytes: its percent-encoding in a path is a malformed
      // address, refused before any route (or admin) is known. It goes in the body only.
      { name: 'lone surrogate', raw: 'x', char: '\ud800', escaped: '\\ud800' },
    ];
    for (const { method, url } of adminWrites) {
      for (const probe of probes) {
        const withParams = url.includes(':');
        const path = url.replace(/:[A-Za-z]+/g, `a${probe.raw}b`);
        // The body's key and value both hold the character, as JSON escapes write it.
        const payload =
          method === 'DELETE'
            ? undefined
            : `{"name":"a${JSON.stringify(probe.char).slice(1, -1)}b","k${JSON.stringify(probe.char).slice(1, -1)}":1}`;
        const before = (await entriesOf(method, url)).length;
        const res = await admin.inject({
          method: method as 'POST',
          url: withParams ? path : url,
          ...(payload === undefined
            ? {}
            : { payload, headers: { 'content-type': 'application/json' } }),
        });
        const label = `${method} ${url} ${probe.name}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        const entries = await entriesOf(method, url);
        // The newest entry of the route (at the path, for a route with parameters).
        const mine = entries
          .filter((e) => e.status === res.statusCode && (!withParams || e.path === path))
          .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
        if (entries.length !== before + 1 || !mine) {
          missing.push(label);
          continue;
        }
        // A body the route kept is stored with its characters escaped (an upload route refuses
        // JSON before reading it; a schema may have dropped what it does not know).
        if (payload !== undefined && JSON.stringify(mine.request ?? {}).includes('"name"')) {
          expect(JSON.stringify(mine.request), label).toContain(
            JSON.stringify(`a${probe.escaped}b`),
          );
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps what was sent visible: the characters are escaped, not dropped', async () => {
    const product = await createProduct(t.db);
    const url = `/api/admin/products/${product.id}`;
    const res = await admin.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Bad\\u0000name","description":"half \\ud83d pair","\\udc00":true}',
    });
    expect(res.statusCode).toBe(400);
    const [entry] = (await entriesOf('PUT', '/api/admin/products/:id')).filter(
      (e) => e.path === url,
    );
    expect(entry?.request).toEqual({
      name: 'Bad\\u0000name',
      description: 'half \\ud83d pair',
      '\\udc00': true,
    });
    // A whole pair (an emoji) is kept as it is.
    const emoji = await admin.inject({
      method: 'PUT',
      url,
      payload: { name: 'Bear \u{1F43B}', priceCents: -1 },
    });
    expect(emoji.statusCode).toBe(400);
    const entries = (await entriesOf('PUT', '/api/admin/products/:id')).filter(
      (e) => e.path === url,
    );
    expect(entries.map((e) => (e.request as { name?: string }).name)).toContain('Bear \u{1F43B}');
  });

  it('no route changes or removes an entry, and the database refuses to', async () => {
    const activityRoutes = t.app.accessPolicies.filter((p) => /activity|audit/.test(p.url));
    expect(activityRoutes).toEqual([
      { method: 'GET', url: '/api/admin/activity', access: 'admin' },
    ]);
    const [entry] = await t.db.select().from(auditLog).limit(1);
    expect(entry).toBeDefined();
    await expect(
      t.db.update(auditLog).set({ actorEmail: 'someone@else' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still).toEqual(entry);
  });
});

describe('what an entry holds', () => {
  it('a price and stock change: the product before and after', async () => {
    const product = await createProduct(t.db, { priceCents: 2500, stock: 4 });
    const current = (
      await admin.inject({ method: 'GET', url: `/api/admin/products/${product.id}` })
    ).json();
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: { ...pickInput(current), price: 31.5, stock: 9 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await entriesOf('PUT', '/api/admin/products/:id')).filter(
      (e) => e.targetId === product.id && e.status === 200,
    );
    expect(entry!.before).toMatchObject({ id: product.id, priceCents: 2500, stock: 4 });
    expect(entry!.after).toMatchObject({ id: product.id, priceCents: 3150, stock: 9 });
    expect(entry!.request).toMatchObject({ price: 31.5, stock: 9 });
  });

  it('the featured toggle: the product before and after', async () => {
    const product = await createProduct(t.db, { featured: false });
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/featured`,
      payload: { featured: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await entriesOf('PATCH', '/api/admin/products/:id/featured')).filter(
      (e) => e.targetId === product.id,
    );
    expect(entry!.before).toMatchObject({ featured: false });
    expect(entry!.after).toMatchObject({ featured: true });
  });

  it('an order status change: the order before and after', async () => {
    const shopper = await t.signUp();
    const product = await createProduct(t.db);
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product }],
      status: 'pending',
      paymentStatus: 'paid',
    });
    const res = await setOrderStatus(admin, order.id, 'processing');
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await entriesOf('PATCH', '/api/admin/orders/:id')).filter(
      (e) => e.targetId === order.id,
    );
    expect(entry!.before).toMatchObject({ id: order.id, status: 'pending' });
    expect(entry!.after).toMatchObject({ id: order.id, status: 'processing' });
  });
});

describe('admin sign-ins', () => {
  it('records a sign-in and a failed one for an admin, nothing for a customer', async () => {
    const ok = await authPost(t.app, '/api/auth/sign-in/email', {
      email: admin.user.email,
      password: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    const bad = await authPost(t.app, '/api/auth/sign-in/email', {
      email: admin.user.email,
      password: 'not the password',
    });
    expect(bad.statusCode).toBe(401);
    const shopper = await t.signUp({ password: PASSWORD });
    await authPost(t.app, '/api/auth/sign-in/email', {
      email: shopper.user.email,
      password: PASSWORD,
    });
    await authPost(t.app, '/api/auth/sign-in/email', {
      email: shopper.user.email,
      password: 'nope nope',
    });

    const signIns = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.kind} in ('sign_in', 'sign_in_failed')`);
    expect(signIns.map((e) => [e.kind, e.actorEmail, e.status])).toEqual(
      expect.arrayContaining([
        ['sign_in', admin.user.email, 200],
        ['sign_in_failed', admin.user.email, 401],
      ]),
    );
    expect(signIns.some((e) => e.actorEmail === shopper.user.email)).toBe(false);
    // The password never reaches the log.
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(PASSWORD);
  });
});

describe('GET /api/admin/activity', () => {
  it('lists newest first and filters by kind, outcome and text', async () => {
    const all = await admin.inject({ method: 'GET', url: '/api/admin/activity?pageSize=100' });
    expect(all.statusCode).toBe(200);
    const list = all.json() as {
      items: { at: string; kind: string; status: number }[];
      total: number;
    };
    expect(list.total).toBeGreaterThan(10);
    const times = list.items.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const failed = (
      await admin.inject({ method: 'GET', url: '/api/admin/activity?kind=sign_in_failed' })
    ).json() as { items: { kind: string }[] };
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((i) => i.kind === 'sign_in_failed')).toBe(true);

    const refused = (
      await admin.inject({ method: 'GET', url: '/api/admin/activity?kind=write&outcome=refused' })
    ).json() as { items: { status: number }[] };
    expect(refused.items.every((i) => i.status >= 400)).toBe(true);

    const featured = (
      await admin.inject({ method: 'GET', url: '/api/admin/activity?q=featured' })
    ).json() as { items: { path: string }[] };
    expect(featured.items.length).toBeGreaterThan(0);
    expect(featured.items.every((i) => i.path.includes('featured'))).toBe(true);
  });

  it('is for admins only', async () => {
    const shopper = await t.signUp();
    expect((await shopper.inject({ method: 'GET', url: '/api/admin/activity' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/activity' })).statusCode).toBe(
      401,
    );
  });
});

/** The fields the product form sends back (the admin answer has more). */
function pickInput(product: Record<string, unknown>) {
  const keys = ['name', 'description', 'price', 'stock', 'category', 'images'];
  return Object.fromEntries(Object.entries(product).filter(([k]) => keys.includes(k)));
}

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedCartLine } from '@shop/shared/schemas/cart';
import { buildApp } from '../../app.ts';
import { carts, mailOutbox } from '../../db/schema.ts';
import {
  createProduct,
  createProductWithOptions,
  type ProductRecord,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { postOneClick } from '../../../test/mail-helpers.ts';
import { createOrder } from '../../../test/order-factories.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';
import { sendCartReminders } from './cart-reminders.ts';
import { optOutUrl } from './opt-out-link.ts';

const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
const HOUR = 60 * 60 * 1000;
const NO_GIFT = { isGift: false, note: '' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const line = (
  product: Pick<ProductRecord, 'id' | 'name' | 'priceCents'>,
  quantity: number,
  extra: Partial<SavedCartLine> = {},
): SavedCartLine => ({
  productId: product.id,
  quantity,
  name: product.name,
  priceCents: product.priceCents,
  ...extra,
});

const getCart = async (who: TestUser) =>
  (await who.inject({ method: 'GET', url: '/api/cart' })).json();
const save = (who: TestUser, lines: SavedCartLine[], baseVersion: number, gift = NO_GIFT) =>
  who.inject({ method: 'PUT', url: '/api/cart', payload: { lines, gift, baseVersion } });
const merge = (who: TestUser, lines: SavedCartLine[], gift = NO_GIFT) =>
  who.inject({ method: 'POST', url: '/api/cart/merge', payload: { lines, gift } });

describe('the cart kept on the server', () => {
  it('saves and loads, and refuses a save based on an older version', async () => {
    const alice = await t.signUp();
    const p = await createProduct(t.db);
    expect(await getCart(alice)).toEqual({ lines: [], gift: NO_GIFT, version: 0 });

    const gift = { isGift: true, note: 'Happy birthday!\nLove, A.', wrap: true };
    const first = await save(alice, [line(p, 2)], 0, gift);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ lines: [line(p, 2)], gift, version: 1, isSaved: true });

    // A second tab still at version 0 does not overwrite the newer cart; it gets it back.
    const stale = await save(alice, [line(p, 5)], 0);
    expect(stale.json()).toEqual({ lines: [line(p, 2)], gift, version: 1, isSaved: false });

    // Saving the same content again keeps the version.
    expect((await save(alice, [line(p, 2)], 1, gift)).json().version).toBe(1);
    expect((await save(alice, [], 1)).json()).toEqual({
      lines: [],
      gift: NO_GIFT,
      version: 2,
      isSaved: true,
    });
    expect(await getCart(alice)).toEqual({ lines: [], gift: NO_GIFT, version: 2 });
  });

  it('keeps each shopper to their own cart and needs a signed-in caller', async () => {
    const [alice, bob] = [await t.signUp(), await t.signUp()];
    const p = await createProduct(t.db);
    await save(alice, [line(p, 1)], 0);

    expect(await getCart(bob)).toEqual({ lines: [], gift: NO_GIFT, version: 0 });
    const forged = await bob.inject({
      method: 'PUT',
      url: '/api/cart',
      payload: { lines: [], gift: NO_GIFT, baseVersion: 1, userId: alice.user.id },
    });
    expect(forged.statusCode).toBe(400);
    expect((await getCart(alice)).lines).toEqual([line(p, 1)]);

    // Reading is open to guests (their cart is by cookie: without one, the empty cart).
    const guest = await t.app.inject({ method: 'GET', url: '/api/cart' });
    expect(guest.json()).toEqual({ lines: [], gift: NO_GIFT, version: 0 });
    for (const [method, url] of [
      ['PUT', '/api/cart'],
      ['POST', '/api/cart/merge'],
      ['GET', '/api/cart/reminders'],
      ['PUT', '/api/cart/reminders'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: 'http://localhost:3000' },
        ...(method === 'GET' ? {} : { payload: { lines: [], gift: NO_GIFT, baseVersion: 0 } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a line with control characters or too many units', async () => {
    const alice = await t.signUp();
    const p = await createProduct(t.db);
    const bad = await save(alice, [line(p, 1, { personalisation: 'A\u0007' })], 0);
    expect(bad.statusCode).toBe(400);
    expect((await save(alice, [line(p, 100)], 0)).statusCode).toBe(400);
  });
});

describe('merging the browser cart at sign-in', () => {
  it('adds the quantities of the same line and caps them at the stock', async () => {
    const alice = await t.signUp();
    const [a, b] = [await createProduct(t.db, { stock: 5 }), await createProduct(t.db)];
    await save(alice, [line(a, 3)], 0);

    const merged = await merge(alice, [line(a, 4), line(b, 2)]);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({
      lines: [line(a, 5), line(b, 2)],
      gift: NO_GIFT,
      version: 2,
    });
    expect(await getCart(alice)).toEqual(merged.json());
  });

  it('caps per variant: lines of one variant share its stock, other variants keep theirs', async () => {
    const alice = await t.signUp();
    const { product, variants } = await createProductWithOptions(t.db, {
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        { values: ['M'], stock: 3, priceCents: 3000 },
        { values: ['L'], stock: 10, priceCents: 3500 },
      ],
      personalisation: { label: 'Name', maxLength: 20, required: false, priceCents: 500 },
    });
    const m = { variantId: variants.M!.id, variantLabel: 'Size: M' };
    const l = { variantId: variants.L!.id, variantLabel: 'Size: L' };
    await save(alice, [line(product, 2, { ...m, personalisation: 'Ada', priceCents: 3500 })], 0);

    const merged = await merge(alice, [
      line(product, 1, { ...m, personalisation: 'Ada', priceCents: 3500 }),
      line(product, 2, { ...m, personalisation: 'Bo', priceCents: 3500 }),
      line(product, 4, { ...l, priceCents: 3500 }),
    ]);
    expect(merged.json().lines).toEqual([
      line(product, 3, { ...m, personalisation: 'Ada', priceCents: 3500 }),
      line(product, 4, { ...l, priceCents: 3500 }),
    ]);
  });

  it('drops unknown and removed products and variants, and takes names and prices from the catalog', async () => {
    const alice = await t.signUp();
    const kept = await createProduct(t.db, { name: 'Sage bunny', priceCents: 2800 });
    const removed = await createProduct(t.db, { deletedAt: new Date() });
    const { product: withOptions } = await createProductWithOptions(t.db, {
      options: [{ name: 'Size', values: ['M'] }],
      variants: [{ values: ['M'], stock: 4 }],
    });
    const merged = await merge(alice, [
      line({ id: crypto.randomUUID(), name: 'Ghost', priceCents: 100 }, 1),
      line(removed, 1),
      line(withOptions, 1, { variantId: crypto.randomUUID() }),
      line(withOptions, 1),
      line({ ...kept, name: 'Old name', priceCents: 1000 }, 1),
    ]);
    expect(merged.statusCode).toBe(200);
    expect(merged.json().lines).toEqual([line(kept, 1)]);
  });

  it("keeps the server's gift choice unless the browser made one", async () => {
    const alice = await t.signUp();
    const p = await createProduct(t.db);
    const kept = { isGift: true, note: 'For Mum', wrap: false };
    await save(alice, [line(p, 1)], 0, kept);
    expect((await merge(alice, [], NO_GIFT)).json().gift).toEqual(kept);
    const chosen = { isGift: true, note: 'For Dad', wrap: true };
    expect((await merge(alice, [], chosen)).json().gift).toEqual(chosen);
  });

  it('keeps a sold-out line for the cart page to flag', async () => {
    const alice = await t.signUp();
    const p = await createProduct(t.db, { stock: 0 });
    expect((await merge(alice, [line(p, 2)])).json().lines).toEqual([line(p, 2)]);
  });
});

describe('cart reminders', () => {
  const remindersTo = async (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'cart_reminder')));
  const shopperWithCart = async () => {
    const who = await t.signUp();
    const p = await createProduct(t.db, { name: 'Moss frog' });
    await save(who, [line(p, 2)], 0);
    return { who, p };
  };
  const later = (hours: number) => new Date(Date.now() + hours * HOUR);

  it('sends one mail a day after the last change, once per cart state, with two replicas', async () => {
    const a = await shopperWithCart();
    const b = await shopperWithCart();
    // The replica shares the test's mail transport: either replica's outbox may deliver.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      authSecret: AUTH_SECRET,
      logger: false,
      mailer: t.app.ctx.mailer,
    });
    await second.ready();
    try {
      expect(await sendCartReminders(t.app.ctx, later(23))).toBe(0);
      const counts = await Promise.all([
        sendCartReminders(t.app.ctx, later(25)),
        sendCartReminders(second.ctx, later(25)),
        sendCartReminders(t.app.ctx, later(25)),
        sendCartReminders(second.ctx, later(25)),
      ]);
      expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2);
      await sendCartReminders(second.ctx, later(50));
    } finally {
      await second.close();
    }
    for (const { who } of [a, b]) {
      expect(await remindersTo(who.user.email), who.user.email).toHaveLength(1);
    }
    const [mail] = await deliveredTo(t, a.who.user.email);
    expect(mail!.subject).toBe('Your cart is still waiting for you');
    expect(mail!.text).toContain('2 × Moss frog');
    expect(mail!.text).toContain(`${t.config.publicUrl}/cart`);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // A change makes a new cart state: reminded again a day after it, once.
    const { version } = await getCart(a.who);
    await save(a.who, [line(a.p, 1)], version);
    await sendCartReminders(t.app.ctx, later(25));
    await sendCartReminders(t.app.ctx, later(26));
    expect(await remindersTo(a.who.user.email)).toHaveLength(2);
  });

  it('sends none after a purchase, for an empty cart, or to a visitor', async () => {
    const bought = await shopperWithCart();
    await createOrder(t.db, {
      userId: bought.who.user.id,
      lines: [{ product: bought.p }],
      paymentStatus: 'paid',
    });
    const unpaid = await shopperWithCart();
    await createOrder(t.db, {
      userId: unpaid.who.user.id,
      lines: [{ product: unpaid.p }],
      paymentStatus: 'expired',
    });
    const emptied = await shopperWithCart();
    await save(emptied.who, [], 1);

    await sendCartReminders(t.app.ctx, later(25));
    expect(await remindersTo(bought.who.user.email)).toHaveLength(0);
    expect(await remindersTo(emptied.who.user.email)).toHaveLength(0);
    // An order never paid is not a purchase.
    expect(await remindersTo(unpaid.who.user.email)).toHaveLength(1);
    // Visitors' carts live in their browser only: no row, no mail.
    const rows = await t.db.select({ userId: carts.userId }).from(carts);
    expect(rows.every((row) => row.userId)).toBe(true);
  });

  it('honours the profile choice and the signed one-click opt-out', async () => {
    const a = await shopperWithCart();
    const b = await shopperWithCart();
    expect((await a.who.inject({ method: 'GET', url: '/api/cart/reminders' })).json()).toEqual({
      isEnabled: true,
    });
    const off = await a.who.inject({
      method: 'PUT',
      url: '/api/cart/reminders',
      payload: { isEnabled: false },
    });
    expect(off.json()).toEqual({ isEnabled: false });
    expect((await a.who.inject({ method: 'GET', url: '/api/cart/reminders' })).json()).toEqual({
      isEnabled: false,
    });

    const link = new URL(optOutUrl(t.config.publicUrl, AUTH_SECRET, b.who.user.id));
    const forged = await postOneClick(
      t.app,
      `${link.pathname}?user=${a.who.user.id}&token=${link.searchParams.get('token')}`,
    );
    expect(forged.statusCode).toBe(400);
    const oneClick = await postOneClick(t.app, `${link.pathname}${link.search}`);
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('No more cart reminders');
    expect((await b.who.inject({ method: 'GET', url: '/api/cart/reminders' })).json()).toEqual({
      isEnabled: false,
    });

    await sendCartReminders(t.app.ctx, later(25));
    expect(await remindersTo(a.who.user.email)).toHaveLength(0);
    expect(await remindersTo(b.who.user.email)).toHaveLength(0);

    // Turned back on: the cart left since is reminded.
    await a.who.inject({ method: 'PUT', url: '/api/cart/reminders', payload: { isEnabled: true } });
    await sendCartReminders(t.app.ctx, later(25));
    expect(await remindersTo(a.who.user.email)).toHaveLength(1);
  });
});

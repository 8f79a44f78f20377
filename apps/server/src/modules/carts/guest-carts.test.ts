/**
 * Every visitor's cart on the server: a guest's by its signed cookie (tampered, expired and
 * another visitor's cookies), the line and stock limits, two tabs changing one cart at once, the
 * merge into the account's at sign-in, the sweep of idle carts, the cart's HTML forms (303,
 * refusals rendered with the values typed) and the pages rendered from the cart.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_LIMIT_MESSAGES, MAX_CART_LINES } from '@shop/shared/schemas/cart';
import { guestCarts } from '../../db/schema.ts';
import { signValue } from '../../lib/signed-value.ts';
import {
  createProduct,
  createProducts,
  createProductWithOptions,
} from '../../../test/factories.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../test/helpers.ts';
import { deleteIdleGuestCarts } from './guest-cart-sweep.ts';

const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
const DAY = 24 * 60 * 60 * 1000;
const FORM = 'application/x-www-form-urlencoded';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** The `name=value` of a cookie the answer set, or '' when it set none. */
function setCookie(response: { headers: Record<string, unknown> }, name: string): string {
  const header = response.headers['set-cookie'];
  const list = (Array.isArray(header) ? header : header ? [header] : []) as string[];
  return list.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
}

/** A browser of its own: keeps the cookies the shop sets, as a browser does. */
function visitor(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = <R extends { headers: Record<string, unknown> }>(response: R): R => {
    for (const name of ['shop_cart', 'form_flash', 'better-auth.session_token']) {
      const pair = setCookie(response, name);
      if (!pair) continue;
      const value = pair.slice(name.length + 1);
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    jar,
    async change(payload: object) {
      return keep(
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/changes',
          headers: { origin: TEST_ORIGIN, cookie: cookie() },
          payload,
        }),
      );
    },
    async cart() {
      return (
        await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: cookie() } })
      ).json();
    },
    async post(url: string, fields: Record<string, string>) {
      return keep(
        await t.app.inject({
          method: 'POST',
          url,
          headers: { origin: TEST_ORIGIN, cookie: cookie(), 'content-type': FORM },
          payload: new URLSearchParams(fields).toString(),
        }),
      );
    },
    async page(url: string) {
      return keep(await t.app.inject({ method: 'GET', url, headers: { cookie: cookie() } }));
    },
  };
}

const add = (productId: string, quantity = 1, extra: object = {}) => ({
  kind: 'add',
  productId,
  quantity,
  ...extra,
});

describe('the guest cart cookie', () => {
  it('keeps a guest cart on the server under a signed, HttpOnly, SameSite=Lax cookie', async () => {
    const p = await createProduct(t.db, { name: 'Guest Bunny', priceCents: 1800 });
    const guest = visitor();
    const first = await guest.change(add(p.id, 2));
    expect(first.statusCode).toBe(200);
    const header = String(first.headers['set-cookie']);
    expect(header).toMatch(/shop_cart=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax/);
    expect(first.json()).toMatchObject({
      lines: [{ productId: p.id, quantity: 2, name: 'Guest Bunny', priceCents: 1800 }],
      version: 1,
    });
    expect(await guest.cart()).toMatchObject({ lines: [{ productId: p.id, quantity: 2 }] });
    // No cookie, no cart: nothing is read or written for a visitor who never added anything.
    expect(await visitor().cart()).toEqual({
      lines: [],
      gift: { isGift: false, note: '' },
      version: 0,
    });
  });

  it('reads a tampered, expired or forged cookie as no cart, and never reaches another visitor’s', async () => {
    const p = await createProduct(t.db);
    const alice = visitor();
    await alice.change(add(p.id, 3));
    const signed = alice.jar.get('shop_cart')!;
    const [value, expiry, mac] = decodeURIComponent(signed).split('.');
    const aliceId = Buffer.from(value!, 'base64url').toString();

    // Tampered: another id with Alice's signature.
    const otherId = Buffer.from(crypto.randomUUID()).toString('base64url');
    const tampered = visitor({ shop_cart: encodeURIComponent(`${otherId}.${expiry}.${mac}`) });
    expect((await tampered.cart()).lines).toEqual([]);
    // Forged: Alice's id signed with another secret.
    const forged = visitor({
      shop_cart: encodeURIComponent(
        signValue('not-the-secret', 'guest-cart-v1', aliceId, new Date(Date.now() + DAY)),
      ),
    });
    expect((await forged.cart()).lines).toEqual([]);
    // A change through a forged cookie starts a new cart; Alice's is untouched.
    await forged.change(add(p.id, 1));
    expect(forged.jar.get('shop_cart')).not.toBe(signed);
    expect((await alice.cart()).lines).toMatchObject([{ quantity: 3 }]);
    // Expired: a genuine signature whose 30 days are over.
    const expired = visitor({
      shop_cart: encodeURIComponent(
        signValue(AUTH_SECRET, 'guest-cart-v1', aliceId, new Date(Date.now() - 1)),
      ),
    });
    expect((await expired.cart()).lines).toEqual([]);
    // Bob's own cookie reads Bob's cart only.
    const bob = visitor();
    await bob.change(add(p.id, 1));
    expect((await bob.cart()).lines).toMatchObject([{ quantity: 1 }]);
    expect((await alice.cart()).lines).toMatchObject([{ quantity: 3 }]);
  });

  it('sweeps guest carts left alone for 30 days', async () => {
    const p = await createProduct(t.db);
    const guest = visitor();
    await guest.change(add(p.id));
    const id = Buffer.from(
      decodeURIComponent(guest.jar.get('shop_cart')!).split('.')[0]!,
      'base64url',
    ).toString();
    expect(await deleteIdleGuestCarts(t.db, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(await deleteIdleGuestCarts(t.db, new Date(Date.now() + 31 * DAY))).toBeGreaterThan(0);
    expect(await t.db.select().from(guestCarts).where(eq(guestCarts.id, id))).toEqual([]);
  });
});

describe('the cart’s limits', () => {
  it(`holds at most ${MAX_CART_LINES} lines`, async () => {
    const many = await createProducts(t.db, MAX_CART_LINES + 1);
    const guest = visitor();
    await guest.change(add(many[0]!.id));
    const id = Buffer.from(
      decodeURIComponent(guest.jar.get('shop_cart')!).split('.')[0]!,
      'base64url',
    ).toString();
    await t.db
      .update(guestCarts)
      .set({
        lines: many
          .slice(0, MAX_CART_LINES)
          .map((p) => ({ productId: p.id, quantity: 1, name: p.name, priceCents: p.priceCents })),
      })
      .where(eq(guestCarts.id, id));
    const refused = await guest.change(add(many[MAX_CART_LINES]!.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(CART_LIMIT_MESSAGES.tooManyLines);
    // More of a line already there is still fine.
    expect((await guest.change(add(many[0]!.id))).statusCode).toBe(200);
    expect((await guest.cart()).lines).toHaveLength(MAX_CART_LINES);
  });

  it('keeps each variant’s lines within its stock, with a clear message', async () => {
    const p = await createProduct(t.db, { stock: 3 });
    const guest = visitor();
    expect((await guest.change(add(p.id, 2))).statusCode).toBe(200);
    const more = await guest.change(add(p.id, 2));
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe('Only 3 left in stock, and 2 already in your cart.');
    const set = await guest.change({ kind: 'set', line: p.id, quantity: 4 });
    expect(set.json().error.message).toBe('Only 3 left in stock.');
    expect(
      (await guest.change({ kind: 'set', line: p.id, quantity: 3 })).json().lines[0].quantity,
    ).toBe(3);

    const { product, variants } = await createProductWithOptions(t.db, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { values: ['S'], stock: 1 },
        { values: ['M'], stock: 0 },
      ],
    });
    const noChoice = await guest.change(add(product.id));
    expect(noChoice.json().error.message).toBe('Choose a Size');
    const soldOut = await guest.change(add(product.id, 1, { variantId: variants.M!.id }));
    expect(soldOut.json().error.message).toBe('This item is out of stock');
    const byValues = await guest.change(add(product.id, 1, { optionValues: ['S'] }));
    expect(byValues.json().lines).toContainEqual(
      expect.objectContaining({ variantId: variants.S!.id, variantLabel: 'Size: S' }),
    );
  });
});

describe('two tabs changing one cart at once', () => {
  it('applies every change once: none lost, none doubled', async () => {
    const [a, b, c] = await createProducts(t.db, 3, { stock: 50 });
    const guest = visitor();
    await guest.change(add(a!.id));
    const results = await Promise.all([
      guest.change(add(a!.id)),
      guest.change(add(a!.id)),
      guest.change(add(b!.id, 2)),
      guest.change(add(c!.id)),
      guest.change({ kind: 'remove', line: c!.id }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cart = await guest.cart();
    const quantities = Object.fromEntries(
      cart.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    );
    expect(quantities[a!.id]).toBe(3);
    expect(quantities[b!.id]).toBe(2);
    // The versions tell each change apart: every one that changed the cart moved it on by one.
    expect(cart.version).toBeGreaterThanOrEqual(5);
  });
});

describe('signing in', () => {
  it('merges the guest cart into the account’s once, and forgets the guest cart', async () => {
    const [x, y] = await createProducts(t.db, 2, { stock: 10 });
    const shopper = await t.signUp();
    await shopper.inject({ method: 'POST', url: '/api/cart/changes', payload: add(x!.id, 2) });
    const guest = visitor();
    await guest.change(add(x!.id, 1));
    await guest.change(add(y!.id, 4));

    const merge = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/merge',
        headers: {
          origin: TEST_ORIGIN,
          cookie: `${shopper.cookie}; shop_cart=${guest.jar.get('shop_cart')}`,
        },
        payload: { lines: [], gift: { isGift: false, note: '' } },
      });
    const merged = await merge();
    expect(merged.statusCode).toBe(200);
    expect(String(merged.headers['set-cookie'])).toContain('shop_cart=; Path=/; Max-Age=0');
    const byId = (lines: { productId: string; quantity: number }[]) =>
      Object.fromEntries(lines.map((l) => [l.productId, l.quantity]));
    expect(byId(merged.json().lines)).toEqual({ [x!.id]: 3, [y!.id]: 4 });
    // The same request again (a retry, a second tab) adds nothing.
    expect(byId((await merge()).json().lines)).toEqual({ [x!.id]: 3, [y!.id]: 4 });
    expect((await guest.cart()).lines).toEqual([]);
  });
});

describe('the cart’s HTML forms', () => {
  it('adds, changes and removes with 303s back, and renders the cart from the server', async () => {
    const p = await createProduct(t.db, { name: 'Form Fox', priceCents: 1200, stock: 5 });
    const guest = visitor();
    const added = await guest.post('/forms/cart/add', {
      form: 'cart-add',
      returnTo: `/products/${p.id}`,
      productId: p.id,
      quantity: '2',
      intent: 'add',
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`/products/${p.id}`);
    const productPage = await guest.page(`/products/${p.id}`);
    expect(productPage.headers['cache-control']).toBe('private, no-cache');
    expect(productPage.body).toContain('Added to your cart');

    const more = await guest.post('/forms/cart/quantity', {
      form: 'cart-line',
      returnTo: '/cart',
      line: p.id,
      quantity: '3',
    });
    expect(more.statusCode).toBe(303);
    expect(more.headers.location).toBe('/cart');
    const cartPage = await guest.page('/cart');
    expect(cartPage.statusCode).toBe(200);
    expect(cartPage.headers['cache-control']).toBe('private, no-cache');
    expect(cartPage.body).toContain('Form Fox');
    expect(cartPage.body).toContain('$36.00');
    expect(cartPage.body).not.toContain('Your cart is empty');
    // The totals are the server's pricing, rendered with the page (no wait, no shift after).
    expect(cartPage.body).not.toContain('Working out your total');
    expect(cartPage.body).toMatch(/>Total<\/dt><dd><span[^>]*>\$36\.00</);

    const bought = await guest.post('/forms/cart/add', {
      form: 'cart-add',
      returnTo: `/products/${p.id}`,
      productId: p.id,
      quantity: '1',
      intent: 'buy',
    });
    expect(bought.headers.location).toBe('/cart');
    const removed = await guest.post('/forms/cart/remove', {
      form: 'cart-line',
      returnTo: '/cart',
      line: p.id,
    });
    expect(removed.statusCode).toBe(303);
    expect((await guest.page('/cart')).body).toContain('Your cart is empty');
  });

  it('sends a refusal back to the page with its reason and the values typed', async () => {
    const { product } = await createProductWithOptions(t.db, {
      name: 'Named Scarf',
      options: [{ name: 'Colour', values: ['Sage', 'Clay'] }],
      variants: [
        { values: ['Sage'], stock: 2 },
        { values: ['Clay'], stock: 2 },
      ],
      personalisation: { label: 'Name to stitch', maxLength: 12, required: false, priceCents: 300 },
    });
    const guest = visitor();
    const refused = await guest.post('/forms/cart/add', {
      form: 'cart-add',
      returnTo: `/products/${product.id}`,
      productId: product.id,
      option0: 'Sage',
      personalisation: 'Juniper',
      quantity: '5',
    });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`/products/${product.id}`);
    const page = await guest.page(`/products/${product.id}`);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain('Only 2 left in stock.');
    expect(page.body).toContain('value="Juniper"');
    // Shown once: the next view is the page as it is.
    expect((await guest.page(`/products/${product.id}`)).body).not.toContain(
      'Only 2 left in stock.',
    );
  });

  it('leaves pages for visitors without a cart or session in the public cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const p = await createProduct(t.db);
    const guest = visitor();
    await guest.change(add(p.id));
    const mine = await guest.page('/about');
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.etag).toBeUndefined();
  });
});

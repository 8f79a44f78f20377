/**
 * The gift cards kept on a cart, on either database: Apply and Remove by HTML form (a valid
 * code, an unknown one, one too many, the lock after repeated misses), the cart page rendered by
 * the server showing only a card's last four, the code never in a Location, a cookie or a page,
 * checking out by form with a card paying part (the rest on the payment page, to the cent) or
 * all of the order (the address asked in the cart, refused field by field), the app's API, the
 * merge of a guest's cards at sign-in, and the personal-data export.
 */
import { eq } from 'drizzle-orm';
import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GIFT_CARD_MESSAGES,
  MAX_GIFT_CARDS_PER_ORDER,
  normalizeGiftCardCode,
} from '@shop/shared/schemas/gift-card';
import { carts, guestCarts } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import {
  buildTestAppWithUsers,
  nextClientIp,
  TEST_ORIGIN,
  type TestUser,
} from '../../../test/helpers.ts';
import { demoSessionOf, orderRow, payDemoSession } from '../../../test/order-factories.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';
import { SHIPPING_ADDRESS_NEEDED } from '../orders/gift-card-payment.ts';
import { cartsPersonalData } from './personal-data.ts';

const { t, admin } = await buildTestAppWithUsers();
const FORM = 'application/x-www-form-urlencoded';

const codeIn = (text: string) => /Your code: ([A-Z0-9-]{19})/.exec(text)?.[1] ?? null;

/** The maker issues a card; its mail (sent at once) carries the code. */
async function issueCard(amountCents: number) {
  const recipientEmail = `kept-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await admin.inject({
    method: 'POST',
    url: '/api/admin/gift-cards',
    payload: { amountCents, recipientName: 'Friend', recipientEmail },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await deliveredTo(t, recipientEmail);
  return codeIn(mail!.text)!;
}

/** Every way a code could be written out: as typed, normalised, lower case, URL-encoded. */
function expectNoCode(text: string, code: string) {
  const plain = normalizeGiftCardCode(code);
  for (const form of [code, plain, plain.toLowerCase(), encodeURIComponent(code)]) {
    expect(text).not.toContain(form);
  }
}

/** The flash cookie's content, unsigned and inflated, as the server would read it. */
function flashText(setCookie: string): string {
  const value = /form_flash=([^;]*)/.exec(setCookie)?.[1];
  if (!value) return '';
  const payload = decodeURIComponent(value).split('.')[0]!;
  try {
    return inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8');
  } catch {
    return payload;
  }
}

/** A browser of its own on one address: keeps every cookie the shop sets. */
function browser(initialCookie = '') {
  const jar = new Map<string, string>();
  for (const pair of initialCookie.split('; ').filter(Boolean)) {
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const ip = nextClientIp();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = <R extends { headers: Record<string, unknown> }>(response: R): R => {
    const header = response.headers['set-cookie'];
    for (const line of (Array.isArray(header) ? header : header ? [header] : []) as string[]) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /Max-Age=0/.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    jar,
    cookie,
    async post(url: string, fields: Record<string, string | string[]>) {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(fields)) {
        for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
      }
      return keep(
        await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          headers: { origin: TEST_ORIGIN, cookie: cookie(), 'content-type': FORM },
          payload: body.toString(),
        }),
      );
    },
    async api(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
      return keep(
        await t.app.inject({
          method,
          url,
          remoteAddress: ip,
          headers: { origin: TEST_ORIGIN, cookie: cookie() },
          ...(payload ? { payload } : {}),
        }),
      );
    },
    async page(url: string) {
      return keep(
        await t.app.inject({
          method: 'GET',
          url,
          remoteAddress: ip,
          headers: { cookie: cookie() },
        }),
      );
    },
  };
}
type Browser = ReturnType<typeof browser>;

const applyByForm = (b: Browser, code: string) =>
  b.post('/forms/cart/gift-cards', {
    form: 'cart-gift-card',
    returnTo: '/cart',
    giftCardCode: code,
  });

const addByForm = (b: Browser, productId: string) =>
  b.post('/forms/cart/add', { form: 'cart-add', returnTo: '/cart', productId, quantity: '1' });

const keptQuote = async (b: Browser, dueCents: number) =>
  (await b.api('POST', '/api/cart/gift-cards/quote', { dueCents })).json() as {
    cards: { id: string; last4: string; appliedCents: number; remainingCents: number }[];
    appliedCents: number;
    dueAfterCents: number;
  };

const signedIn = (user: TestUser) => browser(user.cookie);

/** A page's text without its tags (and React's text separators), as a person reads it. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

let product80: { id: string };
let product30: { id: string };
beforeAll(async () => {
  product80 = await createProduct(t.db, { name: 'Kept Cardigan', priceCents: 8000, stock: 20 });
  product30 = await createProduct(t.db, { name: 'Kept Mittens', priceCents: 3000, stock: 20 });
});

describe('Apply and Remove by form', () => {
  it('keeps a valid card on the guest cart and shows only its last four, never the code', async () => {
    const code = await issueCard(5000);
    const last4 = normalizeGiftCardCode(code).slice(-4);
    const guest = browser();
    await addByForm(guest, product80.id);

    const applied = await applyByForm(guest, code.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(303);
    expect(applied.headers.location).toBe('/cart');
    const setCookie = String(applied.headers['set-cookie']);
    expectNoCode(setCookie, code);
    expectNoCode(flashText(setCookie), code);
    expect(flashText(setCookie)).toContain(`Gift card ····${last4} applied`);

    const page = await guest.page('/cart');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('private');
    expect(textOf(page.body)).toContain(`Gift card ····${last4}`);
    // $50.00 of the $80.00 cardigan: what the card pays here and what stays on it.
    expect(textOf(page.body)).toContain('Pays −$50.00');
    expect(page.body).toContain('Left to pay by card');
    expectNoCode(page.body, code);
    expect(page.body).not.toContain('Turn on JavaScript');

    // The row keeps the code (the checkout needs it); the API never answers it.
    const [row] = await t.db.select().from(guestCarts);
    expect(row).toBeDefined();
    const quote = await keptQuote(guest, 8000);
    expect(quote).toMatchObject({
      appliedCents: 5000,
      dueAfterCents: 3000,
      cards: [{ last4, appliedCents: 5000, remainingCents: 0 }],
    });
    expectNoCode(JSON.stringify(quote), code);
    expectNoCode(JSON.stringify((await guest.api('GET', '/api/cart')).json()), code);

    // The same card again: refused under the field, the code not put back.
    const again = await applyByForm(guest, code);
    expect(again.headers.location).toBe('/cart');
    expect(flashText(String(again.headers['set-cookie']))).toContain(
      GIFT_CARD_MESSAGES.alreadyApplied,
    );
    expectNoCode(flashText(String(again.headers['set-cookie'])), code);

    // Remove: gone from the cart and the page.
    const removed = await guest.post('/forms/cart/gift-cards/remove', {
      form: 'cart-gift-card',
      returnTo: '/cart',
      card: quote.cards[0]!.id,
    });
    expect(removed.statusCode).toBe(303);
    expect((await keptQuote(guest, 8000)).cards).toEqual([]);
    const after = await guest.page('/cart');
    expect(after.body).not.toContain('aria-label="Applied gift cards"');
    expect(textOf(after.body)).toContain(`Gift card ····${last4} removed`);
  });

  it('refuses an unknown code with the one message, and an empty field', async () => {
    const guest = browser();
    await addByForm(guest, product30.id);
    const unknown = await applyByForm(guest, 'ABCD-EFGH-JKLM-NPQR');
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/cart');
    const flash = flashText(String(unknown.headers['set-cookie']));
    expect(flash).toContain(GIFT_CARD_MESSAGES.unusable);
    expect(flash).not.toContain('ABCDEFGHJKLMNPQR');
    const page = await guest.page('/cart');
    expect(page.body).toContain(GIFT_CARD_MESSAGES.unusable.replace("'", '&#x27;'));

    const empty = await applyByForm(guest, '  ');
    expect(flashText(String(empty.headers['set-cookie']))).toContain('Enter a gift card code');
  });

  it(`takes at most ${MAX_GIFT_CARDS_PER_ORDER} cards`, async () => {
    const guest = browser();
    await addByForm(guest, product80.id);
    for (let i = 0; i < MAX_GIFT_CARDS_PER_ORDER; i++) {
      const res = await applyByForm(guest, await issueCard(1000));
      expect(flashText(String(res.headers['set-cookie']))).toContain('applied');
    }
    const extra = await issueCard(1000);
    const refused = await applyByForm(guest, extra);
    expect(flashText(String(refused.headers['set-cookie']))).toContain(GIFT_CARD_MESSAGES.tooMany);
    expect((await keptQuote(guest, 8000)).cards).toHaveLength(MAX_GIFT_CARDS_PER_ORDER);
  });

  it('locks a visitor out after repeated misses, even for a real code', async () => {
    const code = await issueCard(1000);
    const guest = browser();
    await addByForm(guest, product30.id);
    for (let i = 0; i < 5; i++) {
      const miss = await applyByForm(guest, `WRON-GCOD-EXXX-XX${i}${i}`.replace(/[01]/g, '2'));
      expect(flashText(String(miss.headers['set-cookie']))).toContain(GIFT_CARD_MESSAGES.unusable);
    }
    const locked = await applyByForm(guest, code);
    expect(locked.headers.location).toBe('/cart');
    expect(flashText(String(locked.headers['set-cookie']))).toContain(GIFT_CARD_MESSAGES.locked);
    expect((await keptQuote(guest, 3000)).cards).toEqual([]);
  });
});

describe('checking out by form', () => {
  it('a card paying part: the payment page charges the rest, to the cent, and the cart is emptied', async () => {
    const code = await issueCard(5000);
    const user = await t.signUp();
    const shopper = signedIn(user);
    await addByForm(shopper, product80.id);
    await applyByForm(shopper, code);
    const [card] = (await keptQuote(shopper, 8000)).cards;
    expect(card).toMatchObject({ appliedCents: 5000 });

    const res = await shopper.post('/forms/checkout', {
      form: 'checkout',
      returnTo: '/cart',
      giftCard: `${card!.id}:5000`,
    });
    expect(res.statusCode, res.body).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/test-checkout\//);
    expectNoCode(location, code);
    const session = await demoSessionOf(user, { json: () => ({ url: location }) });
    expect(session).toMatchObject({ totalCents: 8000, giftCardCents: 5000 });
    expect((await payDemoSession(user, session.sessionId)).statusCode).toBe(200);
    const order = await orderRow(t.db, session.orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', giftCardCents: 5000 });
    // The order's total is the card's part plus what the payment page charged.
    const charged = session.totalCents - session.giftCardCents + order.shippingCents;
    expect(order.totalCents).toBe(order.giftCardCents + charged);
    // The cart, gift cards included, went into the order.
    const [row] = await t.db.select().from(carts).where(eq(carts.userId, user.user.id));
    expect(row!.lines).toEqual([]);
    expect(row!.giftCards).toEqual([]);
  });

  it('a card paying everything asks for the address in the cart, refused field by field', async () => {
    const code = await issueCard(5000);
    const last4 = normalizeGiftCardCode(code).slice(-4);
    const user = await t.signUp();
    const shopper = signedIn(user);
    await addByForm(shopper, product30.id);
    await applyByForm(shopper, code);
    const [card] = (await keptQuote(shopper, 3000)).cards;
    const page = await shopper.page('/cart');
    expect(page.body).toContain('Shipping address');
    expect(page.body).toContain('name="shippingAddress.city"');
    expect(page.body).toContain('form="checkout-form"');
    expect(page.body).toContain(`value="${card!.id}:3000"`);

    const base = { form: 'checkout', returnTo: '/cart', giftCard: `${card!.id}:3000` };
    const none = await shopper.post('/forms/checkout', base);
    expect(none.headers.location).toBe('/cart');
    expect(flashText(String(none.headers['set-cookie']))).toContain(SHIPPING_ADDRESS_NEEDED);

    const typed = {
      ...base,
      'shippingAddress.name': 'Robin Friend',
      'shippingAddress.line1': '9 Yarn Street',
      'shippingAddress.line2': '',
      'shippingAddress.city': 'Asheville',
      'shippingAddress.state': 'NC',
      'shippingAddress.postal_code': 'abc',
    };
    const refused = await shopper.post('/forms/checkout', typed);
    expect(refused.headers.location).toBe('/cart');
    const again = await shopper.page('/cart');
    expect(again.body).toContain('Enter a 5-digit ZIP code (or ZIP+4)');
    expect(again.body).toContain('value="9 Yarn Street"');
    expect(again.body).toContain('value="abc"');
    expect(textOf(again.body)).toContain(`Gift card ····${last4}`);

    const paid = await shopper.post('/forms/checkout', {
      ...typed,
      'shippingAddress.postal_code': '28801',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(String(paid.headers.location)).toMatch(/^\/orders\/[0-9a-f-]+\?paid=gift-card$/);
    const orderId = String(paid.headers.location).split('/')[2]!.split('?')[0]!;
    const order = await orderRow(t.db, orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid' });
    expect(order.totalCents).toBe(order.giftCardCents);
    expect(order.shippingAddress).toMatchObject({ city: 'Asheville', postal_code: '28801' });
  });

  it('refuses a card the page showed that is no longer on the cart', async () => {
    const user = await t.signUp();
    const shopper = signedIn(user);
    await addByForm(shopper, product30.id);
    const res = await shopper.post('/forms/checkout', {
      form: 'checkout',
      returnTo: '/cart',
      giftCard: 'not-a-kept-card:1000',
    });
    expect(res.headers.location).toBe('/cart');
    expect(flashText(String(res.headers['set-cookie']))).toContain('no longer applied');
  });
});

describe('the app’s API and signing in', () => {
  it('applies and removes through the API, and checks out the kept cards by id', async () => {
    const code = await issueCard(2000);
    const user = await t.signUp();
    const shopper = signedIn(user);
    await shopper.api('POST', '/api/cart/changes', {
      kind: 'add',
      productId: product80.id,
      quantity: 1,
    });
    const applied = await shopper.api('POST', '/api/cart/gift-cards', { code });
    expect(applied.statusCode, applied.body).toBe(200);
    expectNoCode(applied.body, code);
    const [kept] = applied.json().cards as { id: string; last4: string }[];
    const unknown = await shopper.api('POST', '/api/cart/gift-cards', {
      code: 'ABCD-EFGH-JKLM-NPQR',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      message: GIFT_CARD_MESSAGES.unusable,
      fields: { giftCardCode: GIFT_CARD_MESSAGES.unusable },
    });

    const res = await shopper.api('POST', '/api/cart/checkout', {
      items: [{ productId: product80.id, quantity: 1 }],
      giftCards: [{ id: kept!.id, amountCents: 2000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = await demoSessionOf(user, res);
    expect(session).toMatchObject({ totalCents: 8000, giftCardCents: 2000 });
    // The card went into the order: the cart forgets it at once.
    expect((await keptQuote(shopper, 8000)).cards).toEqual([]);

    // Remove: two cards applied, one removed by id.
    const [one, two] = [await issueCard(1000), await issueCard(1000)];
    await shopper.api('POST', '/api/cart/gift-cards', { code: one });
    const both = (await shopper.api('POST', '/api/cart/gift-cards', { code: two })).json();
    const [first, second] = both.cards as { id: string }[];
    const removed = await shopper.api('DELETE', `/api/cart/gift-cards/${second!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().cards.map((c: { id: string }) => c.id)).toEqual([first!.id]);
  });

  it('keeps a guest’s cards through sign-in, after the account’s own, each once', async () => {
    const mine = await issueCard(1000);
    const theirs = await issueCard(1500);
    const user = await t.signUp();
    const shopper = signedIn(user);
    await applyByForm(shopper, mine);
    const guest = browser();
    await addByForm(guest, product30.id);
    await applyByForm(guest, theirs);
    await applyByForm(guest, mine);
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      remoteAddress: nextClientIp(),
      headers: {
        origin: TEST_ORIGIN,
        cookie: `${user.cookie}; shop_cart=${guest.jar.get('shop_cart')}`,
      },
      payload: { lines: [], gift: { isGift: false, note: '' } },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const quote = await keptQuote(shopper, 3000);
    expect(quote.cards.map((c) => c.last4)).toEqual(
      [mine, theirs].map((c) => normalizeGiftCardCode(c).slice(-4)),
    );
    expect(quote).toMatchObject({ appliedCents: 2500, dueAfterCents: 500 });

    // The export names each card by its last four, never its code.
    const exported = JSON.stringify(
      await cartsPersonalData.exportFor(t.db, {
        userId: user.user.id,
        email: user.user.email,
        names: [],
        emails: [],
        streets: [],
      }),
    );
    expect(exported).toContain(normalizeGiftCardCode(theirs).slice(-4));
    expectNoCode(exported, theirs);
    expectNoCode(exported, mine);
  });
});

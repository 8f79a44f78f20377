/**
 * "Restore cart" after an unfinished checkout, as the server decides it: offered to a signed-in
 * shopper on an empty cart when their latest order, placed in the last two hours, was never
 * paid, until they answer it; restoring adds the order's lines through the sign-in merge (stock
 * and catalog rules); the HTML form does the same and goes back to the cart, scripts or not.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { createProduct, type ProductRecord } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { postForm } from '../../../test/html-forms.ts';
import {
  checkoutOne,
  demoSessionId,
  payDemoSession,
  stockOf,
} from '../../../test/order-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const HOUR = 60 * 60 * 1000;

const offerOf = async (who: TestUser) =>
  (await who.inject({ method: 'GET', url: '/api/cart/restore-offer' })).json();
const answer = (who: TestUser, orderId: string, intent: 'restore' | 'dismiss') =>
  who.inject({ method: 'POST', url: '/api/cart/restore', payload: { orderId, intent } });
const cartOf = async (who: TestUser) =>
  (await who.inject({ method: 'GET', url: '/api/cart' })).json();

/** A checkout of `quantity` pieces cancelled on the built-in payment page. */
async function cancelledCheckout(who: TestUser, product: ProductRecord, quantity = 2) {
  const res = await checkoutOne(who, product.id, quantity);
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = demoSessionId(res);
  const cancel = await who.inject({
    method: 'POST',
    url: `/api/test-checkout/${sessionId}/cancel`,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const { orderId } = cancel.json() as { orderId: string };
  return { orderId, sessionId };
}

describe('the restore offer', () => {
  it('offers a cancelled checkout back once, and restoring puts its pieces in the cart', async () => {
    const shopper = await t.signUp();
    const product = await createProduct(t.db, { stock: 5 });
    const { orderId } = await cancelledCheckout(shopper, product, 2);
    expect(await offerOf(shopper)).toEqual({ offer: { orderId, count: 2 } });

    const restored = await answer(shopper, orderId, 'restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().lines).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 2, name: product.name }),
    ]);
    expect((await cartOf(shopper)).lines).toHaveLength(1);
    // Answered: not offered again, even with the cart emptied once more, and a second press
    // adds nothing.
    const again = await answer(shopper, orderId, 'restore');
    expect(again.json().lines[0].quantity).toBe(2);
    await shopper.inject({ method: 'POST', url: '/api/cart/changes', payload: { kind: 'clear' } });
    expect(await offerOf(shopper)).toEqual({ offer: null });
  });

  it('gives no offer after payment, nor for an order older than two hours', async () => {
    const shopper = await t.signUp();
    const product = await createProduct(t.db, { stock: 5 });
    const res = await checkoutOne(shopper, product.id, 1);
    const orderId = (
      await shopper.inject({ method: 'GET', url: `/api/test-checkout/${demoSessionId(res)}` })
    ).json().orderId as string;
    // Left open (the back button): offered while unpaid.
    expect(await offerOf(shopper)).toEqual({ offer: { orderId, count: 1 } });
    expect((await payDemoSession(shopper, demoSessionId(res))).statusCode).toBe(200);
    expect(await offerOf(shopper)).toEqual({ offer: null });
    const paid = await answer(shopper, orderId, 'restore');
    expect(paid.statusCode).toBe(404);
    expect(paid.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });

    const late = await t.signUp();
    const old = await cancelledCheckout(late, product, 1);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * HOUR) })
      .where(eq(orders.id, old.orderId));
    expect(await offerOf(late)).toEqual({ offer: null });
    expect((await answer(late, old.orderId, 'restore')).statusCode).toBe(404);
  });

  it("never offers or restores another account's order", async () => {
    const [alice, bob] = [await t.signUp(), await t.signUp()];
    const product = await createProduct(t.db, { stock: 5 });
    const { orderId } = await cancelledCheckout(alice, product, 1);
    expect(await offerOf(bob)).toEqual({ offer: null });
    const forged = await answer(bob, orderId, 'restore');
    expect(forged.statusCode).toBe(404);
    expect((await cartOf(bob)).lines).toEqual([]);
    // Alice's offer is still hers to answer.
    expect((await offerOf(alice)).offer).toEqual({ orderId, count: 1 });
    // Signed out: no offer, and no answer.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/cart/restore-offer' });
    expect(anonymous.json()).toEqual({ offer: null });
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/cart/restore',
      headers: { origin: 'http://localhost:3000' },
      payload: { orderId, intent: 'restore' },
    });
    expect([401, 403]).toContain(signedOut.statusCode);
  });

  it('is put away by Dismiss, and not offered while the cart has pieces', async () => {
    const shopper = await t.signUp();
    const product = await createProduct(t.db, { stock: 5 });
    const other = await createProduct(t.db, { stock: 5 });
    const { orderId } = await cancelledCheckout(shopper, product, 1);
    await shopper.inject({
      method: 'POST',
      url: '/api/cart/changes',
      payload: { kind: 'add', productId: other.id, quantity: 1 },
    });
    expect(await offerOf(shopper)).toEqual({ offer: null });
    await shopper.inject({ method: 'POST', url: '/api/cart/changes', payload: { kind: 'clear' } });
    expect((await offerOf(shopper)).offer).toEqual({ orderId, count: 1 });

    const dismissed = await answer(shopper, orderId, 'dismiss');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().lines).toEqual([]);
    expect(await offerOf(shopper)).toEqual({ offer: null });
    // Restore after Dismiss: the answer stands.
    expect((await answer(shopper, orderId, 'restore')).json().lines).toEqual([]);
  });

  it('restores no more than the shelf holds and refuses a malformed answer', async () => {
    const shopper = await t.signUp();
    const product = await createProduct(t.db, { stock: 3 });
    const { orderId } = await cancelledCheckout(shopper, product, 3);
    expect(await stockOf(t.db, product.id)).toBe(3);
    // Someone else buys two meanwhile.
    const buyer = await t.signUp();
    const bought = await checkoutOne(buyer, product.id, 2);
    expect((await payDemoSession(buyer, demoSessionId(bought))).statusCode).toBe(200);

    expect((await offerOf(shopper)).offer).toEqual({ orderId, count: 1 });
    const restored = await answer(shopper, orderId, 'restore');
    expect(restored.json().lines).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 1 }),
    ]);

    const bad = await shopper.inject({
      method: 'POST',
      url: '/api/cart/restore',
      payload: { orderId, intent: 'keep' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeTypeOf('string');
  });
});

describe('the restore offer as an HTML form', () => {
  const form = (fields: Record<string, string>, cookie?: string) =>
    postForm(
      t.app,
      '/forms/cart/restore',
      { form: 'cart-restore', returnTo: '/cart', ...fields },
      cookie,
    );

  it('restores with scripts off after a checkout made and cancelled by forms, and answers 303 to the cart', async () => {
    const shopper = await t.signUp();
    const product = await createProduct(t.db, { stock: 4 });
    const post = (url: string, fields: Record<string, string>) =>
      postForm(t.app, url, fields, shopper.cookie);
    const added = await post('/forms/cart/add', {
      form: 'cart-add',
      returnTo: `/products/${product.id}`,
      productId: product.id,
      quantity: '2',
    });
    expect(added.statusCode, added.body).toBe(303);
    const checkout = await post('/forms/checkout', { form: 'checkout', returnTo: '/cart' });
    expect(checkout.statusCode, checkout.body).toBe(303);
    const sessionId = String(checkout.headers.location).replace('/test-checkout/', '');
    const cancel = await post('/forms/test-checkout', {
      form: 'test-checkout',
      returnTo: `/test-checkout/${sessionId}`,
      sessionId,
      intent: 'cancel',
    });
    expect(cancel.headers.location).toBe('/cart');
    expect((await cartOf(shopper)).lines).toEqual([]);

    // The cart page, rendered by the server, carries the offer as two forms.
    const page = await t.app.inject({
      method: 'GET',
      url: '/cart',
      headers: { cookie: shopper.cookie },
    });
    expect(page.body).toContain('Your last checkout wasn&#x27;t completed');
    expect(page.body).toContain('Restore cart');
    expect(page.body).toContain('action="/forms/cart/restore"');
    const { offer } = await offerOf(shopper);
    expect(offer.count).toBe(2);

    const restored = await form({ orderId: offer.orderId, intent: 'restore' }, shopper.cookie);
    expect(restored.statusCode).toBe(303);
    expect(restored.headers.location).toBe('/cart');
    expect((await cartOf(shopper)).lines).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 2 }),
    ]);
    const after = await t.app.inject({
      method: 'GET',
      url: '/cart',
      headers: { cookie: shopper.cookie },
    });
    expect(after.body).not.toContain('Restore cart');
    expect(after.body).toContain(product.name);
  });

  it('sends a signed-out visitor to sign in, and goes back with the reason for an order it cannot restore', async () => {
    const signedOut = await form({ orderId: 'nope', intent: 'restore' });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/signin?returnTo=%2Fcart');

    const shopper = await t.signUp();
    const refused = await form({ orderId: 'nope', intent: 'restore' }, shopper.cookie);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/cart');
    expect((await cartOf(shopper)).lines).toEqual([]);
  });
});

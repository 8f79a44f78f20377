import { describe, expect, it } from 'vitest';
import { CHECKOUT_SESSION_TTL_MS } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import { createProduct } from '../../../test/factories.ts';
import { orderOfCheckout, startFakeStripe } from '../../../test/fake-stripe.ts';
import { buildTestApp, TEST_ORIGIN, type TestUser } from '../../../test/helpers.ts';
import { orderRow, setOrderStatus, stockOf } from '../../../test/order-factories.ts';

const stripe = await startFakeStripe();
const t = await buildTestApp(stripe.env);
const alice = await t.signUp();

const checkout = (user: TestUser, items: unknown) =>
  user.inject({ method: 'POST', url: '/api/checkout', payload: { items } });

describe('POST /api/checkout with Stripe', () => {
  it('sends Stripe exactly the shop’s checkout session, priced from the database', async () => {
    const hat = await createProduct(t.db, {
      name: 'Sunny Beanie',
      priceCents: 2450,
      stock: 5,
      images: [
        { src: '/uploads/products/beanie-1200.webp', variants: [] },
        { src: 'https://cdn.example.com/beanie-side.webp', variants: [] },
      ],
    });
    const bear = await createProduct(t.db, { name: 'Honey Bear', priceCents: 3199, stock: 2 });
    const before = Date.now();
    const res = await checkout(alice, [
      // Forged prices and totals are not part of the contract and change nothing.
      { productId: hat.id, quantity: 2, priceCents: 1, unit_amount: 1, price: 0.01 },
      { productId: bear.id, quantity: 1, total: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    const sent = stripe.sessionRequests().at(-1)!;
    const { url } = res.json() as { url: string };
    const sessionId = url.split('/').at(-1)!;
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const order = (await t.db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.checkoutSessionId, sessionId),
    }))!;
    expect(order).toMatchObject({
      paymentStatus: 'awaiting_payment',
      status: 'pending',
      totalCents: 2 * 2450 + 3199,
      paymentProvider: 'stripe',
      stockReserved: true,
    });

    const {
      expires_at: expiresAt,
      line_items: lineItems,
      ...rest
    } = sent.body as {
      expires_at: string;
      line_items: { price_data: { product_data: { name: string } } }[];
    };
    expect(rest).toEqual({
      payment_method_types: ['card'],
      mode: 'payment',
      success_url: `${TEST_ORIGIN}/order-confirmation?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/cart`,
      customer_email: alice.user.email,
      metadata: { orderId: order.id, userId: alice.user.id },
      billing_address_collection: 'required',
      shipping_address_collection: { allowed_countries: ['US'] },
    });
    const byName = Object.fromEntries(lineItems.map((l) => [l.price_data.product_data.name, l]));
    expect(byName['Sunny Beanie']).toEqual({
      price_data: {
        currency: 'usd',
        product_data: {
          name: 'Sunny Beanie',
          images: [
            `${TEST_ORIGIN}/uploads/products/beanie-1200.webp`,
            'https://cdn.example.com/beanie-side.webp',
          ],
          metadata: { productId: hat.id },
        },
        unit_amount: '2450',
      },
      quantity: '2',
    });
    expect(byName['Honey Bear']).toMatchObject({
      price_data: { currency: 'usd', unit_amount: '3199' },
      quantity: '1',
    });
    // 30 minutes (and Stripe's minimum), never less.
    const expiresMs = Number(expiresAt) * 1000;
    expect(expiresMs).toBeGreaterThanOrEqual(before + CHECKOUT_SESSION_TTL_MS);
    expect(expiresMs).toBeLessThanOrEqual(Date.now() + CHECKOUT_SESSION_TTL_MS + 2 * 60 * 1000);
    expect(sent.headers['idempotency-key']).toBe(`checkout-session-${order.id}`);
    expect(sent.headers.authorization).toBe(`Bearer ${stripe.env.STRIPE_SECRET_KEY}`);
    expect(await stockOf(t.db, hat.id)).toBe(3);
  });

  it('releases the stock and fails the order when Stripe refuses the session', async () => {
    const user = await t.signUp();
    const product = await createProduct(t.db, { stock: 3 });
    stripe.failNext(400);
    const res = await checkout(user, [{ productId: product.id, quantity: 2 }]);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(MESSAGES.sessionCreateFailed);
    expect(await stockOf(t.db, product.id)).toBe(3);
    const [order] = await t.db.query.orders.findMany({
      where: (o, { eq }) => eq(o.userId, user.user.id),
    });
    expect(order).toMatchObject({
      paymentStatus: 'failed',
      status: 'cancelled',
      stockReserved: false,
      checkoutSessionId: null,
    });
  });

  it('survives one network hiccup (one retry, same idempotency key)', async () => {
    const user = await t.signUp();
    const product = await createProduct(t.db, { stock: 3 });
    stripe.failNext(500);
    const count = stripe.sessionRequests().length;
    const res = await checkout(user, [{ productId: product.id, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    const attempts = stripe.sessionRequests().slice(count);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.headers['idempotency-key']).toBe(attempts[1]!.headers['idempotency-key']);
    expect(await stockOf(t.db, product.id)).toBe(2);
  });

  it('expires the earlier Stripe session when the shopper checks out again', async () => {
    const user = await t.signUp();
    const product = await createProduct(t.db, { stock: 1 });
    const first = await checkout(user, [{ productId: product.id, quantity: 1 }]);
    const firstId = (first.json().url as string).split('/').at(-1)!;
    const second = await checkout(user, [{ productId: product.id, quantity: 1 }]);
    expect(second.statusCode).toBe(200);
    expect(stripe.sessions.get(firstId)!.status).toBe('expired');
    expect(await stockOf(t.db, product.id)).toBe(0);
  });
});

describe('GET /api/test-checkout with Stripe configured', () => {
  it('is not there: the hosted page is Stripe’s', async () => {
    const res = await alice.inject({ method: 'GET', url: '/api/test-checkout/test_cs_x' });
    expect(res.statusCode).toBe(404);
  });
});

describe('admin cancelling an order still awaiting Stripe payment', () => {
  it('expires its session and gives the stock back', async () => {
    const admin = await t.signUp({ role: 'admin' });
    const user = await t.signUp();
    const product = await createProduct(t.db, { stock: 2 });
    const res = await checkout(user, [{ productId: product.id, quantity: 2 }]);
    const { sessionId, order } = await orderOfCheckout(t, res);
    const patch = await setOrderStatus(admin, order.id, 'cancelled');
    expect(patch.statusCode).toBe(200);
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    expect(await stockOf(t.db, product.id)).toBe(2);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
      stockReserved: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { CHECKOUT_SESSION_TTL_MS } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import type { TestCheckoutSession } from '@shop/shared/schemas/order';
import { createProduct, type ProductRecord } from '../../../test/factories.ts';
import { buildTestApp, type TestUser } from '../../../test/helpers.ts';
import {
  checkoutOne,
  createOrder,
  demoSessionId,
  type OrderFactoryOptions,
  orderRow,
  stockOf,
} from '../../../test/order-factories.ts';
import { expireStaleCheckouts } from '../orders/expire-stale-checkouts.ts';
import { ADA_ADDRESS_WITH_UNIT as shipping } from '@shop/shared/testing/addresses';

const t = await buildTestApp();
const alice = await t.signUp();

const billing = {
  name: 'Ada L. Billing',
  line1: '9 Invoice Road',
  city: 'Boston',
  state: 'MA',
  postal_code: '02108-1234',
  country: 'US',
};

/** A real checkout with the test provider: 2 units of a $18.00 product with stock 4. */
async function openSession(user: TestUser = alice) {
  const product = await createProduct(t.db, { name: 'Mossy Frog', priceCents: 1800, stock: 4 });
  const res = await checkoutOne(user, product.id, 2);
  expect(res.statusCode).toBe(200);
  const sessionId = demoSessionId(res);
  return { product, sessionId };
}

const getSession = (user: TestUser, sessionId: string) =>
  user.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}` });
const pay = (user: TestUser, sessionId: string, body: object) =>
  user.inject({ method: 'POST', url: `/api/test-checkout/${sessionId}/pay`, payload: body });
const cancel = (user: TestUser, sessionId: string) =>
  user.inject({ method: 'POST', url: `/api/test-checkout/${sessionId}/cancel` });

describe('GET /api/test-checkout/:sessionId', () => {
  it('shows the owner the order lines, total and expiry', async () => {
    const { product, sessionId } = await openSession();
    const res = await getSession(alice, sessionId);
    expect(res.statusCode).toBe(200);
    const session = res.json() as TestCheckoutSession;
    expect(session).toMatchObject({
      sessionId,
      state: 'open',
      customerEmail: alice.user.email,
      totalCents: 3600,
      items: [
        {
          productId: product.id,
          productName: 'Mossy Frog',
          productImage: product.images[0]!.src,
          quantity: 2,
          priceCents: 1800,
        },
      ],
    });
    const expiresIn = new Date(session.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(CHECKOUT_SESSION_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(CHECKOUT_SESSION_TTL_MS);
  });

  it('hides the session from everyone else', async () => {
    const { sessionId } = await openSession();
    const bob = await t.signUp();
    expect((await getSession(bob, sessionId)).statusCode).toBe(404);
    expect(
      (await pay(bob, sessionId, { shippingAddress: shipping, billingSameAsShipping: true }))
        .statusCode,
    ).toBe(404);
    expect((await cancel(bob, sessionId)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await getSession(alice, 'test_cs_unknown')).statusCode).toBe(404);
  });
});

describe('POST /api/test-checkout/:sessionId/pay', () => {
  it('pays through fulfilment: paid, addresses stored, one mail, confirmation readable', async () => {
    const user = await t.signUp();
    const { product, sessionId } = await openSession(user);
    const res = await pay(user, sessionId, {
      shippingAddress: shipping,
      billingSameAsShipping: false,
      billingAddress: billing,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'paid',
      redirectTo: `/order-confirmation?session_id=${sessionId}`,
    });
    const orderId = res.json().orderId as string;
    expect(await orderRow(t.db, orderId)).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      stockReserved: false,
      shippingAddress: { ...shipping },
      billingAddress: { ...billing, line2: null },
    });
    expect(await stockOf(t.db, product.id)).toBe(2);

    // Paying again (a double click) changes nothing and sends no second mail.
    const again = await pay(user, sessionId, {
      shippingAddress: shipping,
      billingSameAsShipping: true,
    });
    expect(again.statusCode).toBe(200);
    await t.app.ctx.outbox.flush();
    expect(t.app.ctx.mailer.sent.filter((m) => m.to === user.user.email)).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(2);

    const confirmation = await user.inject({
      method: 'GET',
      url: `/api/orders/by-session/${sessionId}`,
    });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json()).toMatchObject({
      id: orderId,
      paymentStatus: 'paid',
      totalCents: 3600,
    });
    expect((await getSession(user, sessionId)).json().state).toBe('paid');
  });

  it('uses the shipping address for billing when asked to', async () => {
    const { sessionId } = await openSession();
    const res = await pay(alice, sessionId, {
      shippingAddress: shipping,
      billingSameAsShipping: true,
    });
    expect(res.statusCode).toBe(200);
    const row = await orderRow(t.db, res.json().orderId);
    expect(row.billingAddress).toEqual(row.shippingAddress);
  });

  it('accepts US addresses only, with a state and a ZIP code, and pays nothing otherwise', async () => {
    const { sessionId } = await openSession();
    const cases = [
      { shippingAddress: { ...shipping, country: 'CA' }, billingSameAsShipping: true },
      { shippingAddress: { ...shipping, postal_code: 'ABC' }, billingSameAsShipping: true },
      { shippingAddress: { ...shipping, state: 'ZZ' }, billingSameAsShipping: true },
      { shippingAddress: { ...shipping, name: '  ' }, billingSameAsShipping: true },
      { shippingAddress: shipping, billingSameAsShipping: false },
    ];
    for (const body of cases) {
      const res = await pay(alice, sessionId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await getSession(alice, sessionId)).json().state).toBe('open');
  });
});

describe('POST /api/test-checkout/:sessionId/cancel', () => {
  it('gives the stock back, sends the shopper to /cart and cannot be paid afterwards', async () => {
    const { product, sessionId } = await openSession();
    expect(await stockOf(t.db, product.id)).toBe(2);
    const res = await cancel(alice, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'cancelled', redirectTo: '/cart' });
    expect(await stockOf(t.db, product.id)).toBe(4);
    // A second cancel releases nothing more.
    await cancel(alice, sessionId);
    expect(await stockOf(t.db, product.id)).toBe(4);

    const late = await pay(alice, sessionId, {
      shippingAddress: shipping,
      billingSameAsShipping: true,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MESSAGES.checkoutSessionClosed);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });

  it('refuses to cancel a paid session', async () => {
    const { product, sessionId } = await openSession();
    await pay(alice, sessionId, { shippingAddress: shipping, billingSameAsShipping: true });
    const res = await cancel(alice, sessionId);
    expect(res.statusCode).toBe(409);
    expect(await stockOf(t.db, product.id)).toBe(2);
  });
});

describe('test sessions expire after 30 minutes', () => {
  const longAgo = () => new Date(Date.now() - CHECKOUT_SESSION_TTL_MS - 1000);
  /** Alice's order of `quantity` units of `product`, reserved as checkout does. */
  const reservedOrder = (
    product: ProductRecord,
    quantity: number,
    options: Partial<OrderFactoryOptions> = {},
  ) =>
    createOrder(t.db, {
      userId: alice.user.id,
      lines: [{ product, quantity }],
      reserve: true,
      ...options,
    });

  it('expires on access: stock released, paying refused', async () => {
    const product = await createProduct(t.db, { stock: 5 });
    const { order } = await reservedOrder(product, 3, { createdAt: longAgo() });
    expect(await stockOf(t.db, product.id)).toBe(2);
    const res = await getSession(alice, order.checkoutSessionId!);
    expect(res.json().state).toBe('expired');
    expect(await stockOf(t.db, product.id)).toBe(5);
    const late = await pay(alice, order.checkoutSessionId!, {
      shippingAddress: shipping,
      billingSameAsShipping: true,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MESSAGES.checkoutSessionExpired);
    expect(await orderRow(t.db, order.id)).toMatchObject({
      paymentStatus: 'expired',
      status: 'cancelled',
      stockReserved: false,
    });
  });

  it('is refused to pay past its time even if nobody opened it since', async () => {
    const product = await createProduct(t.db, { stock: 5 });
    const { order } = await reservedOrder(product, 1, { createdAt: longAgo() });
    const res = await pay(alice, order.checkoutSessionId!, {
      shippingAddress: shipping,
      billingSameAsShipping: true,
    });
    expect(res.statusCode).toBe(409);
    expect(await stockOf(t.db, product.id)).toBe(5);
  });

  it('the sweep releases stale sessions and orphaned orders, and only those', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const stale = await reservedOrder(product, 1, { createdAt: longAgo() });
    const fresh = await reservedOrder(product, 2);
    const orphan = await reservedOrder(product, 3, {
      paymentStatus: 'pending',
      sessionId: null,
      createdAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    const paid = await createOrder(t.db, {
      userId: alice.user.id,
      lines: [{ product, quantity: 1 }],
      paymentStatus: 'paid',
      createdAt: longAgo(),
    });
    expect(await stockOf(t.db, product.id)).toBe(4);
    expect(await expireStaleCheckouts(t.db)).toBe(2);
    expect(await stockOf(t.db, product.id)).toBe(8);
    expect((await orderRow(t.db, stale.order.id)).paymentStatus).toBe('expired');
    expect((await orderRow(t.db, orphan.order.id)).paymentStatus).toBe('failed');
    expect((await orderRow(t.db, fresh.order.id)).paymentStatus).toBe('awaiting_payment');
    expect((await orderRow(t.db, paid.order.id)).paymentStatus).toBe('paid');
    // Sweeping again finds nothing more.
    expect(await expireStaleCheckouts(t.db)).toBe(0);
    expect(await stockOf(t.db, product.id)).toBe(8);
  });
});

describe('the test provider under NODE_ENV=production', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'production-secret-production-secret-0123',
  };

  it('is refused unless PAYMENTS_TEST_MODE=true', async () => {
    const prod = await buildTestApp(PRODUCTION);
    const user = await prod.signUp();
    const product = await createProduct(prod.db, { stock: 2 });
    const { order } = await createOrder(prod.db, {
      userId: user.user.id,
      lines: [{ product }],
      reserve: true,
    });
    const sessionId = order.checkoutSessionId!;
    const read = await user.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}` });
    expect(read.statusCode).toBe(404);
    const paid = await pay(user, sessionId, {
      shippingAddress: shipping,
      billingSameAsShipping: true,
    });
    expect(paid.statusCode).toBe(404);
    expect((await orderRow(prod.db, order.id)).paymentStatus).toBe('awaiting_payment');
  });

  it('works in production when PAYMENTS_TEST_MODE=true', async () => {
    const prod = await buildTestApp({ ...PRODUCTION, PAYMENTS_TEST_MODE: 'true' });
    const user = await prod.signUp();
    const product = await createProduct(prod.db, { stock: 2 });
    const res = await checkoutOne(user, product.id);
    expect(res.statusCode).toBe(200);
    const paid = await pay(user, demoSessionId(res), {
      shippingAddress: shipping,
      billingSameAsShipping: true,
    });
    expect(paid.statusCode).toBe(200);
  });
});

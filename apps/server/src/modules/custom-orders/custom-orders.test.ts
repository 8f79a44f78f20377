import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { CUSTOM_ORDER_MESSAGES, type CustomOrder } from '@shop/shared/schemas/custom-order';
import {
  buildTestApp,
  nextClientIp,
  TEST_ORIGIN,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.ts';
import { demoSessionId, payDemoSession } from '../../../test/order-factories.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';
import { imageParts, multipartBody } from '../../../test/multipart.ts';
import { makeImage } from '../../../test/images.ts';
import { expectConsole } from '../../../test/console.ts';
import * as schema from '../../db/schema.ts';
import { replaceShippingRates } from '../shipping/index.ts';
import { applyCustomPaymentEvent } from './apply-custom-payment.ts';
import { signFollowToken } from './follow-link.ts';
import { ADA_ADDRESS as address } from '@shop/shared/testing/addresses';

let t: TestApp;
let maker: TestUser;
let alice: TestUser;
let mallory: TestUser;
let rateId: string;
const MAKER_EMAIL = 'maker-custom@example.com';

beforeAll(async () => {
  t = await buildTestApp({ SHOP_OWNER_EMAIL: MAKER_EMAIL });
  maker = await t.signUp({ role: 'admin' });
  alice = await t.signUp();
  mallory = await t.signUp();
  const rates = await replaceShippingRates(t.db, {
    rates: [
      {
        name: 'Standard',
        priceCents: 1200,
        estimate: '3–5 days',
        countries: ['US'],
        freeAboveCents: null,
      },
    ],
  });
  rateId = rates[0]!.id;
});

const inDays = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const visitor = (opts: InjectOptions) =>
  t.app.inject({
    ...opts,
    headers: { origin: TEST_ORIGIN, ...opts.headers },
    remoteAddress: nextClientIp(),
  });

async function uploadPhotos(n: number) {
  const files = await Promise.all(
    Array.from({ length: n }, () => makeImage('png', 60, 40).then((bytes) => ({ bytes }))),
  );
  return visitor({
    method: 'POST',
    url: '/api/custom-orders/photos',
    ...multipartBody(imageParts(files)),
  });
}

const validRequest = (over: object = {}) => ({
  description: 'A blanket in sage and cream, with a scalloped edge',
  category: 'blankets',
  size: 'Throw, about 130 × 160 cm',
  colours: 'Sage, cream',
  budgetMinCents: 12000,
  budgetMaxCents: 20000,
  neededBy: inDays(60),
  photos: [] as string[],
  name: 'Vera Visitor',
  email: `vera-${crypto.randomUUID().slice(0, 6)}@example.com`,
  ...over,
});

async function sendRequest(over: object = {}, who?: TestUser) {
  const body = validRequest(over);
  const res = who
    ? await who.inject({ method: 'POST', url: '/api/custom-orders', payload: body })
    : await visitor({ method: 'POST', url: '/api/custom-orders', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, email: body.email };
}

const token = (id: string) => signFollowToken(t.app.ctx.authSecret, id);
const getAs = (who: TestUser, id: string) =>
  who.inject({ method: 'GET', url: `/api/custom-orders/${id}` });
const adminGet = async (id: string) =>
  (
    await maker.inject({ method: 'GET', url: `/api/admin/custom-orders/${id}` })
  ).json() as CustomOrder;
const quote = (id: string, over: object = {}) =>
  maker.inject({
    method: 'PUT',
    url: `/api/admin/custom-orders/${id}/quote`,
    payload: {
      priceCents: 18000,
      plan: 'deposit',
      depositCents: 6000,
      leadTime: '3 weeks',
      shippingRateId: null,
      note: 'Sage and cream, scalloped.',
      validUntil: inDays(14),
      ...over,
    },
  });
const step = (id: string, s: string) =>
  maker.inject({
    method: 'POST',
    url: `/api/admin/custom-orders/${id}/steps`,
    payload: { step: s },
  });
const payUrl = async (who: TestUser, id: string, withToken = true) => {
  const res = await who.inject({
    method: 'POST',
    url: `/api/custom-orders/${id}/pay${withToken ? `?token=${token(id)}` : ''}`,
  });
  return res;
};
const openSession = async (who: TestUser, id: string) => {
  const res = await payUrl(who, id);
  expect(res.statusCode, res.body).toBe(200);
  return demoSessionId(res);
};
const paySession = (who: TestUser, sessionId: string) =>
  payDemoSession(who, sessionId, { shippingAddress: address });

async function rowCounts() {
  const [requests] = await t.db.select({ n: count() }).from(schema.customOrderRequests);
  const [photos] = await t.db.select({ n: count() }).from(schema.customOrderPhotos);
  return { requests: requests!.n, photos: photos!.n };
}

describe('requesting a custom order', () => {
  it('stores a visitor request with photos, mails both sides and follows by the signed link only', async () => {
    const upload = await uploadPhotos(2);
    expect(upload.statusCode, upload.body).toBe(200);
    const photos = upload.json().photos as string[];
    expect(photos).toHaveLength(2);
    const { id, email } = await sendRequest({ photos });

    const confirmation = await deliveredTo(t, email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain(`/custom-order/follow/${id}?token=${token(id)}`);
    const makerMails = (await deliveredTo(t, MAKER_EMAIL)).filter((m) =>
      m.subject.includes('Vera Visitor'),
    );
    expect(makerMails.length).toBeGreaterThan(0);

    const followed = await visitor({
      method: 'GET',
      url: `/api/custom-orders/${id}?token=${token(id)}`,
    });
    expect(followed.statusCode).toBe(200);
    const body = followed.json() as CustomOrder;
    expect(body).toMatchObject({ state: 'new', photos, name: 'Vera Visitor', hasAccount: false });

    expect((await visitor({ method: 'GET', url: `/api/custom-orders/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await visitor({ method: 'GET', url: `/api/custom-orders/${id}?token=forged` })).statusCode,
    ).toBe(404);
    expect((await getAs(mallory, id)).statusCode).toBe(404);
  });

  it('fills in a signed-in requester and lists it in their account only', async () => {
    const { id } = await sendRequest({ name: 'Someone Else', email: 'else@example.com' }, alice);
    const mine = await getAs(alice, id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ email: alice.user.email, hasAccount: true });
    const list = await alice.inject({ method: 'GET', url: '/api/account/custom-orders' });
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(id);
    const other = await mallory.inject({ method: 'GET', url: '/api/account/custom-orders' });
    expect(other.json().items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it('answers bad input with field errors and stores nothing', async () => {
    const before = await rowCounts();
    const cases: [object, string][] = [
      [{ neededBy: '2020-01-01' }, 'neededBy'],
      [{ budgetMinCents: 30000, budgetMaxCents: 10000 }, 'budgetMinCents'],
      [{ description: 'x'.repeat(4001) }, 'description'],
      [{ description: '   ' }, 'description'],
      [
        { photos: Array.from({ length: 6 }, (_, i) => `/uploads/custom-orders/${i}.webp`) },
        'photos',
      ],
      [{ photos: ['https://evil.example/a.webp'] }, 'photos'],
      [{ email: 'not-an-email' }, 'email'],
    ];
    for (const [over, field] of cases) {
      const res = await visitor({
        method: 'POST',
        url: '/api/custom-orders',
        payload: validRequest(over),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(over)).toContain(field);
    }
    const six = await uploadPhotos(6);
    expect(six.statusCode).toBe(400);
    expect(six.json().error.message).toBe(CUSTOM_ORDER_MESSAGES.tooManyPhotos);
    const notImage = await visitor({
      method: 'POST',
      url: '/api/custom-orders/photos',
      ...multipartBody(imageParts([{ bytes: Buffer.from('not an image at all') }])),
    });
    expect(notImage.statusCode).toBe(415);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('quote, deposit, balance', () => {
  it('runs a deposit commission from quote to closed, one order with both payments', async () => {
    const { id, email } = await sendRequest({ email: alice.user.email });
    expect((await quote(id, { shippingRateId: rateId })).statusCode).toBe(200);
    let detail = await adminGet(id);
    expect(detail.state).toBe('quoted');
    expect(detail.quote).toMatchObject({
      priceCents: 18000,
      shippingCents: 1200,
      totalCents: 19200,
    });
    expect(detail.amountDue).toEqual({ kind: 'deposit', amountCents: 6000 });

    // The visitor's request is paid by the account signed in through its link.
    const sessionId = await openSession(alice, id);
    const session = await alice.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}` });
    // The payment page shows the order as quoted (its shipping too) and charges the deposit.
    expect(session.json()).toMatchObject({
      subtotalCents: 18000,
      totalCents: 18000,
      fixedShipping: { amountCents: 1200 },
      shippingOptions: [],
      instalment: { kind: 'deposit', amountCents: 6000, paidCents: 0 },
      state: 'open',
    });
    const paid = await paySession(alice, sessionId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirectTo).toBe(`/account/custom-orders/${id}`);
    // Paying the same session again is one payment.
    expect((await paySession(alice, sessionId)).statusCode).toBe(200);

    detail = await adminGet(id);
    expect(detail.state).toBe('accepted');
    expect(detail.payments).toEqual([
      expect.objectContaining({ kind: 'deposit', amountCents: 6000, status: 'paid' }),
    ]);
    expect(detail.amountDue).toBeNull();
    const orderId = detail.orderId!;
    const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({
      totalCents: 19200,
      paymentStatus: 'awaiting_payment',
      stockReserved: false,
    });
    // The shopper's order and the maker's list both list the deposit; the mails say what is due.
    const mine = (await alice.inject({ method: 'GET', url: `/api/orders/${orderId}` })).json();
    expect(mine).toMatchObject({
      paymentStatus: 'awaiting_payment',
      payments: [{ kind: 'deposit', amountCents: 6000, paidAt: expect.any(String) }],
    });
    const listed = (
      await maker.inject({ method: 'GET', url: `/api/admin/orders?search=${orderId.slice(0, 8)}` })
    ).json();
    expect(listed.items[0]).toMatchObject({ id: orderId, payments: [{ kind: 'deposit' }] });
    const receipts = [...(await deliveredTo(t, email)), ...(await deliveredTo(t, MAKER_EMAIL))]
      .filter((m) => /^(Payment received|Custom order payment)/.test(m.subject))
      .filter((m) => m.text.includes('$60.00'));
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts) {
      expect(receipt.text).toContain('Deposit paid — $132.00 due.');
      expect(receipt.text).toMatch(/Deposit: \$60\.00, paid \w+ \d+, \d{4}\./);
    }

    // A paid quote cannot change; the piece cannot ship before the balance.
    expect((await quote(id, { priceCents: 20000 })).statusCode).toBe(409);
    expect((await step(id, 'shipped')).statusCode).toBe(409);
    expect(
      (await maker.inject({ method: 'POST', url: `/api/admin/custom-orders/${id}/decline` }))
        .statusCode,
    ).toBe(409);

    expect((await step(id, 'in_progress')).statusCode).toBe(200);
    expect((await step(id, 'in_progress')).statusCode).toBe(409);
    expect((await step(id, 'ready')).statusCode).toBe(200);
    detail = await adminGet(id);
    expect(detail).toMatchObject({ state: 'in_progress', isReady: true });
    expect(detail.amountDue).toEqual({ kind: 'balance', amountCents: 13200 });

    const balanceSession = await openSession(alice, id);
    expect(
      (await alice.inject({ method: 'GET', url: `/api/test-checkout/${balanceSession}` })).json(),
    ).toMatchObject({
      totalCents: 18000,
      fixedShipping: { amountCents: 1200 },
      instalment: { kind: 'balance', amountCents: 13200, paidCents: 6000 },
    });
    expect((await paySession(alice, balanceSession)).statusCode).toBe(200);
    const paidOrder = (await alice.inject({ method: 'GET', url: `/api/orders/${orderId}` })).json();
    expect(paidOrder).toMatchObject({ paymentStatus: 'paid', totalCents: 19200 });
    expect(
      paidOrder.payments.map((p: { kind: string; amountCents: number }) => [p.kind, p.amountCents]),
    ).toEqual([
      ['deposit', 6000],
      ['balance', 13200],
    ]);
    detail = await adminGet(id);
    expect(detail.payments.map((p) => [p.kind, p.amountCents, p.status])).toEqual([
      ['deposit', 6000, 'paid'],
      ['balance', 13200, 'paid'],
    ]);
    const [after] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(after).toMatchObject({ paymentStatus: 'paid', totalCents: 19200, status: 'processing' });
    expect(after!.shippingAddress).toMatchObject({ city: 'Asheville' });
    // Both payments belong to that one order, which is in My Orders.
    const payments = await t.db
      .select()
      .from(schema.customOrderPayments)
      .where(eq(schema.customOrderPayments.requestId, id));
    expect(new Set(payments.filter((p) => p.status === 'paid').map((p) => p.orderId))).toEqual(
      new Set([orderId]),
    );
    const myOrders = await alice.inject({ method: 'GET', url: '/api/orders' });
    expect(myOrders.json().items.map((o: { id: string }) => o.id)).toContain(orderId);

    expect((await step(id, 'shipped')).statusCode).toBe(200);
    expect((await step(id, 'closed')).statusCode).toBe(200);
    expect((await adminGet(id)).state).toBe('closed');

    const subjects = (await deliveredTo(t, email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'We received your custom order request',
        'Your custom order: Quoted',
        'Payment received for your custom order',
        'Your custom order: In progress',
        'Your custom order is ready: the balance is due',
        'Your custom order: Shipped',
        'Your custom order: Closed',
      ]),
    );
    expect(subjects.filter((s) => s === 'Payment received for your custom order')).toHaveLength(2);

    // Every maker write is in the activity log.
    const audited = await t.db
      .select()
      .from(schema.auditLog)
      .where(like(schema.auditLog.path, `/api/admin/custom-orders/${id}%`));
    expect(audited.length).toBeGreaterThanOrEqual(6);
  });

  it('pays a full quote at once and makes the order paid', async () => {
    const { id } = await sendRequest({}, alice);
    expect((await quote(id, { plan: 'full', depositCents: null })).statusCode).toBe(200);
    const sessionId = await openSession(alice, id);
    expect((await paySession(alice, sessionId)).statusCode).toBe(200);
    const detail = await adminGet(id);
    expect(detail.state).toBe('accepted');
    const [order] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, detail.orderId!));
    expect(order).toMatchObject({ paymentStatus: 'paid', totalCents: 18000 });
    expect((await step(id, 'ready')).statusCode).toBe(200);
    expect((await adminGet(id)).amountDue).toBeNull();
    expect((await step(id, 'shipped')).statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('refuses quotes with bad fields', async () => {
    const { id } = await sendRequest();
    const cases: [object, string][] = [
      [{ depositCents: 18000 }, 'depositCents'],
      [{ depositCents: null }, 'depositCents'],
      [{ validUntil: '2020-01-01' }, 'validUntil'],
      [{ leadTime: '' }, 'leadTime'],
      [{ priceCents: 0 }, 'priceCents'],
    ];
    for (const [over, field] of cases) {
      const res = await quote(id, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    const unknownRate = await quote(id, { shippingRateId: crypto.randomUUID() });
    expect(unknownRate.statusCode).toBe(400);
    expect((await adminGet(id)).state).toBe('new');
  });

  it('keeps another account out and refuses paying with nothing due', async () => {
    const { id } = await sendRequest({}, alice);
    expect((await payUrl(alice, id)).statusCode).toBe(409);
    expect((await quote(id)).statusCode).toBe(200);
    expect((await payUrl(mallory, id, false)).statusCode).toBe(404);
    expect(
      (
        await mallory.inject({
          method: 'POST',
          url: `/api/custom-orders/${id}/messages`,
          payload: { body: 'hi' },
        })
      ).statusCode,
    ).toBe(404);
    // Even with the link, a request that belongs to an account is paid by that account only.
    expect((await payUrl(mallory, id)).statusCode).toBe(404);
    const anonymous = await visitor({
      method: 'POST',
      url: `/api/custom-orders/${id}/pay?token=${token(id)}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('declines a new request and refuses moves out of order', async () => {
    const { id, email } = await sendRequest();
    expect((await step(id, 'in_progress')).statusCode).toBe(409);
    expect((await step(id, 'ready')).statusCode).toBe(409);
    expect((await step(id, 'closed')).statusCode).toBe(409);
    const declined = await maker.inject({
      method: 'POST',
      url: `/api/admin/custom-orders/${id}/decline`,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().state).toBe('declined');
    expect((await quote(id)).statusCode).toBe(409);
    expect((await deliveredTo(t, email)).map((m) => m.subject)).toContain(
      'Your custom order: Declined',
    );
  });

  it('expires a quote past its date: it cannot be paid', async () => {
    const { id } = await sendRequest({}, alice);
    expect((await quote(id)).statusCode).toBe(200);
    const sessionId = await openSession(alice, id);
    await t.db
      .update(schema.customOrderQuotes)
      .set({ validUntil: '2020-01-01' })
      .where(eq(schema.customOrderQuotes.requestId, id));
    const late = await paySession(alice, sessionId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(CUSTOM_ORDER_MESSAGES.quoteExpired);
    const pay = await payUrl(alice, id);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toBe(CUSTOM_ORDER_MESSAGES.quoteExpired);
    const detail = await adminGet(id);
    expect(detail.state).toBe('expired');
    expect(detail.payments.every((p) => p.status !== 'paid')).toBe(true);
    expect((await deliveredTo(t, alice.user.email)).map((m) => m.subject)).toContain(
      'Your custom order: Expired',
    );
    // The maker may quote it again.
    expect((await quote(id)).statusCode).toBe(200);
    expect((await adminGet(id)).state).toBe('quoted');
  });

  it('counts a payment once: replayed events, a second session, a wrong amount', async () => {
    const { id } = await sendRequest({}, alice);
    expect((await quote(id)).statusCode).toBe(200);
    const first = await openSession(alice, id);
    const second = await openSession(alice, id);
    // The first session was closed when the second opened.
    expect((await paySession(alice, first)).statusCode).toBe(409);

    const ctx = { ...t.app.ctx, log: t.app.log };
    const event = (eventId: string, sessionId: string, amount: number) => ({
      kind: 'paid' as const,
      eventId,
      type: 'checkout.session.completed',
      sessionId,
      orderId: null,
      amountTotalCents: amount,
      currency: 'usd',
      providerPaymentId: 'pi_1',
      shippingAddress: address,
      billingAddress: address,
      shippingCents: null,
      shippingOptionId: null,
    });
    /** The demo provider's word that `sessionId` was paid `amount`, as event `eventId`. */
    const applyPaid = (eventId: string, sessionId: string, amount: number) =>
      applyCustomPaymentEvent(ctx, event(eventId, sessionId, amount), { provider: 'test' });
    const errors = expectConsole('error');
    const wrong = await applyPaid('evt_wrong', second, 5999);
    expect(wrong?.outcome).toBe('amount_mismatch');
    errors.mockClear();
    const ok = await applyPaid('evt_ok', second, 6000);
    expect(ok?.outcome).toBe('paid');
    const replay = await applyPaid('evt_ok', second, 6000);
    expect(replay?.outcome).toBe('duplicate');
    const again = await applyPaid('evt_again', second, 6000);
    expect(again?.outcome).toBe('already_paid');
    // A late event for the closed first session is the same deposit: counted once.
    const stale = await applyPaid('evt_stale', first, 6000);
    expect(stale?.outcome).toBe('already_paid');
    const paid = await t.db
      .select()
      .from(schema.customOrderPayments)
      .where(eq(schema.customOrderPayments.requestId, id));
    expect(paid.filter((p) => p.status === 'paid')).toHaveLength(1);
    // A session that is not a custom order's is left to the ordering core.
    expect(await applyPaid('evt_other', 'test_cs_unknown', 1)).toBeNull();
  });

  it('keeps a thread between the maker and the requester, mailing the other side', async () => {
    const { id, email } = await sendRequest();
    const fromVisitor = await visitor({
      method: 'POST',
      url: `/api/custom-orders/${id}/messages?token=${token(id)}`,
      payload: { body: 'Could it have tassels?' },
    });
    expect(fromVisitor.statusCode).toBe(200);
    const reply = await maker.inject({
      method: 'POST',
      url: `/api/admin/custom-orders/${id}/messages`,
      payload: { body: 'Yes, tassels are fine.' },
    });
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as CustomOrder).messages.map((m) => [m.author, m.body])).toEqual([
      ['customer', 'Could it have tassels?'],
      ['maker', 'Yes, tassels are fine.'],
    ]);
    const empty = await maker.inject({
      method: 'POST',
      url: `/api/admin/custom-orders/${id}/messages`,
      payload: { body: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (await deliveredTo(t, email)).some((m) => m.text.includes('Yes, tassels are fine.')),
    ).toBe(true);
    const list = await maker.inject({ method: 'GET', url: '/api/admin/custom-orders?state=new' });
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(id);
    const quotedList = await maker.inject({
      method: 'GET',
      url: '/api/admin/custom-orders?state=quoted',
    });
    expect(quotedList.json().items.map((i: { id: string }) => i.id)).not.toContain(id);
  });
});

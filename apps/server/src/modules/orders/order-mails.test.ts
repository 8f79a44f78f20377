import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { buildTestAppWithUsers } from '../../../test/helpers.ts';
import {
  checkoutOne,
  createOrder,
  demoSessionId,
  orderRow,
  payDemoSession,
} from '../../../test/order-factories.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';
import { WREN_ADDRESS as address } from '@shop/shared/testing/addresses';

const OWNER = 'maker@loopandlantern.test';
const { t, admin, shopper } = await buildTestAppWithUsers({
  env: { SHOP_OWNER_EMAIL: OWNER },
  shopperEmail: 'wren@example.com',
});

async function paidOrder(overrides: { status?: 'pending' | 'processing' } = {}) {
  const product = await createProduct(t.db, { name: 'Sleepy Fox', priceCents: 3400 });
  const { order } = await createOrder(t.db, {
    userId: shopper.user.id,
    lines: [{ product, quantity: 2 }],
    paymentStatus: 'paid',
    status: overrides.status ?? 'pending',
    overrides: { shippingAddress: address, billingAddress: address },
  });
  return order;
}

const setStatus = (orderId: string, payload: object) =>
  admin.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, payload });

async function newMailsTo(email: string, run: () => Promise<unknown>) {
  const before = (await deliveredTo(t, email)).length;
  await run();
  return (await deliveredTo(t, email)).slice(before);
}

describe('the shopper’s mails for status changes', () => {
  it('processing: tells them it is being made, in the shop’s layout with a text part', async () => {
    const order = await paidOrder();
    const mails = await newMailsTo(shopper.user.email, async () => {
      expect((await setStatus(order.id, { status: 'processing' })).statusCode).toBe(200);
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`We're making your Loop & Lantern order #${order.id.slice(0, 8)}`);
    expect(mail!.text).toContain('we are crocheting, finishing and packing it');
    expect(mail!.text).toContain('2 × Sleepy Fox — $68.00');
    expect(mail!.text).toContain(`http://localhost:3000/orders/${order.id}`);
    expect(mail!.html).toContain('Loop &amp; Lantern');
    expect(mail!.html).toContain('Sleepy Fox');
  });

  it('completed: carries the tracking number and the carrier link the maker entered', async () => {
    const order = await paidOrder({ status: 'processing' });
    const trackingUrl = 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223';
    const mails = await newMailsTo(shopper.user.email, async () => {
      const res = await setStatus(order.id, {
        status: 'completed',
        trackingNumber: ' 9400 1118 9922 3 ',
        trackingUrl,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'completed',
        trackingNumber: '9400 1118 9922 3',
        trackingUrl,
      });
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Your Loop & Lantern order #${order.id.slice(0, 8)} is on its way`,
    );
    expect(mails[0]!.text).toContain('Tracking number: 9400 1118 9922 3');
    expect(mails[0]!.text).toContain(`Track your parcel: ${trackingUrl}`);
    expect(mails[0]!.text).toContain('Shipping to:\nWren Hollis\n4 Fern Row\nPortland, OR 97201');
    expect(mails[0]!.html).toContain('Track your parcel');
    // The shopper sees the tracking on their order too.
    const own = await shopper.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(own.json()).toMatchObject({ trackingNumber: '9400 1118 9922 3', trackingUrl });
  });

  it('completed without tracking still mails, linking to the order', async () => {
    const order = await paidOrder();
    const mails = await newMailsTo(shopper.user.email, () =>
      setStatus(order.id, { status: 'completed', trackingNumber: '', trackingUrl: '' }),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('Tracking number');
    expect(mails[0]!.text).toContain(`View your order: http://localhost:3000/orders/${order.id}`);
    expect((await orderRow(t.db, order.id)).trackingNumber).toBeNull();
  });

  it('refuses a carrier link that is not an http(s) address', async () => {
    const order = await paidOrder();
    const res = await setStatus(order.id, {
      status: 'completed',
      trackingUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect((await orderRow(t.db, order.id)).status).toBe('pending');
  });

  it('cancelled: says what happens to the payment, paid or not', async () => {
    const paid = await paidOrder();
    const product = await createProduct(t.db, { priceCents: 1000, stock: 5 });
    const { order: unpaid } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product }],
      reserve: true,
    });
    const mails = await newMailsTo(shopper.user.email, async () => {
      await setStatus(paid.id, { status: 'cancelled' });
      await setStatus(unpaid.id, { status: 'cancelled' });
    });
    // One mail each: the paid one's says where the money goes, no second mail about the refund.
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Loop & Lantern order #${paid.id.slice(0, 8)} was cancelled`,
      `Your Loop & Lantern order #${unpaid.id.slice(0, 8)} was cancelled`,
    ]);
    expect(mails[0]!.text).toContain(
      'You paid $68.00 for this order. We are refunding the full amount to the card you paid with',
    );
    expect(mails[1]!.text).toContain('No payment was taken for this order');
  });

  it('sends nothing when nothing changed, for pending, or for an unpaid order in progress', async () => {
    const order = await paidOrder({ status: 'processing' });
    const product = await createProduct(t.db);
    const { order: unpaid } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product }],
    });
    const mails = await newMailsTo(shopper.user.email, async () => {
      await setStatus(order.id, { status: 'processing' });
      await setStatus(order.id, { status: 'pending' });
      await setStatus(unpaid.id, { status: 'processing' });
    });
    expect(mails).toEqual([]);
  });
});

describe('mails of a new paid order', () => {
  it('confirms to the shopper and tells the maker what to pack, where, for how much', async () => {
    const product = await createProduct(t.db, {
      name: 'Moss Cardigan',
      priceCents: 8900,
      stock: 3,
    });
    const checkout = await checkoutOne(shopper, product.id);
    const sessionId = demoSessionId(checkout);
    const before = (await deliveredTo(t, OWNER)).length;
    const paid = await payDemoSession(shopper, sessionId, { shippingAddress: address });
    expect(paid.statusCode).toBe(200);
    const orderId = paid.json().orderId as string;
    const number = orderId.slice(0, 8);

    const toShopper = (await deliveredTo(t, shopper.user.email)).at(-1)!;
    expect(toShopper.subject).toBe(`Your Loop & Lantern order #${number} is confirmed`);

    const toOwner = (await deliveredTo(t, OWNER)).slice(before);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe(`New order #${number}: $89.00 (1 item)`);
    expect(toOwner[0]!.text).toContain('wren@example.com just paid $89.00.');
    expect(toOwner[0]!.text).toContain('1 × Moss Cardigan — $89.00');
    expect(toOwner[0]!.text).toContain('Ship to:\nWren Hollis\n4 Fern Row\nPortland, OR 97201\nUS');
    expect(toOwner[0]!.text).toContain(`/admin/orders/${orderId}/packing-slip`);
    expect(toOwner[0]!.html).toContain('Moss Cardigan');

    // A replayed payment queues nothing more.
    await payDemoSession(shopper, sessionId, { shippingAddress: address });
    expect(await deliveredTo(t, OWNER)).toHaveLength(before + 1);
  });
});

describe('the maker’s mail for a contact message', () => {
  it('goes to SHOP_OWNER_EMAIL with the message and a Reply-To of the sender', async () => {
    const mails = await newMailsTo(OWNER, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: 'http://localhost:3000' },
        payload: {
          name: 'Juniper',
          email: 'juniper@example.com',
          instagramUsername: 'juniper.knits',
          message: 'Could you make the fox in blue?',
        },
      });
      expect(res.statusCode).toBe(201);
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New message from Juniper');
    expect(mails[0]!.headers).toEqual({ 'Reply-To': 'juniper@example.com' });
    expect(mails[0]!.text).toContain('From: Juniper <juniper@example.com>');
    expect(mails[0]!.text).toContain('Instagram: juniper.knits');
    expect(mails[0]!.text).toContain('Could you make the fox in blue?');
    expect(mails[0]!.text).toContain('http://localhost:3000/admin/messages');
    expect(mails[0]!.html).toContain('Could you make the fox in blue?');
  });
});

/**
 * A deleted customer leaves no trace: a customer who used every part of the shop (an order with
 * their address and gift note, reviews, a commission request, a contact message, stock and
 * launch alerts, the newsletter, a saved cart, ratings, a wishlist, and the maker acting on their
 * order and message) deletes their account, then every text column of the whole database is
 * scanned for their name, address and street. What the shop keeps (the order, the approved
 * review, the paid commission, the mails' kinds and dates) is kept without them.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY } from '@shop/shared/privacy';
import {
  customOrderPayments,
  customOrderRequests,
  mailOutbox,
  monthlyDrops,
  orders,
  productReviews,
} from '../../db/schema.ts';
import { personalDataOwners } from '../../module-links.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN } from '../../../test/helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { demoSessionId, payDemoSession, SHIPPING } from '../../../test/order-factories.ts';
import { findTraces } from '../../../test/personal-data-scan.ts';

const NAME = 'Wilhelmina Quarrington';
const EMAIL = 'wilhelmina.quarrington@example.com';
const STREET = '17 Bramblewood Lane';
const LINE2 = 'Flat Marigold 3';

const t = await buildTestApp();
const admin = await t.signUp({ role: 'admin' });
const other = await t.signUp({ name: 'Someone Else' });

const visitor = (opts: InjectOptions) =>
  t.app.inject({ ...opts, headers: { origin: TEST_ORIGIN }, remoteAddress: nextClientIp() });
const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

let hits: string[] = [];
let orderId = '';
let approvedReviewId = '';
let paidRequestId = '';

beforeAll(async () => {
  const customer = await t.signUp({ email: EMAIL, name: NAME });
  const [scarf, hat, soldOut] = await Promise.all([
    createProduct(t.db, { name: 'Heather Scarf' }),
    createProduct(t.db, { name: 'Bobble Hat' }),
    createProduct(t.db, { name: 'Sold Out Owl', stock: 0 }),
  ]);

  // An order, paid, shipped to their street; the maker moves it on (the audit log snapshots it).
  const checkout = ok(
    await customer.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        items: [
          { productId: scarf.id, quantity: 1 },
          { productId: hat.id, quantity: 1 },
        ],
        isGift: true,
        giftNote: `Happy birthday from ${NAME}`,
      },
    }),
  );
  ok(
    await payDemoSession(customer, demoSessionId(checkout), {
      shippingAddress: { ...SHIPPING, name: NAME, line1: STREET, line2: LINE2 },
    }),
  );
  const [placed] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, customer.user.id));
  orderId = placed!.id;
  ok(
    await admin.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      payload: { status: 'processing' },
    }),
  );

  // Two reviews: one the maker approves (kept, anonymous), one still waiting (deleted).
  const review = (productId: string, title: string) =>
    customer.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: { stars: 5, title, text: `Lovely work, thank you. Signed ${NAME}.` },
      remoteAddress: nextClientIp(),
    });
  approvedReviewId = ok(await review(scarf.id, 'So soft')).json().review.id;
  ok(await review(hat.id, 'Warm hat'));
  ok(await admin.inject({ method: 'POST', url: `/api/admin/reviews/${approvedReviewId}/approve` }));

  // Two commission requests: one only asked (deleted), one with a payment (kept, anonymous).
  const request = async (description: string) =>
    ok(
      await customer.inject({
        method: 'POST',
        url: '/api/custom-orders',
        payload: {
          description,
          category: 'blankets',
          size: 'Throw',
          colours: 'Sage',
          photos: [],
          name: NAME,
          email: EMAIL,
        },
      }),
    ).json().id as string;
  const askedId = await request(`A blanket for ${NAME}, to ${STREET}`);
  paidRequestId = await request('A cushion cover in sage');
  ok(
    await customer.inject({
      method: 'POST',
      url: `/api/custom-orders/${askedId}/messages`,
      payload: { body: `It is for my flat at ${STREET}` },
    }),
  );
  await t.db.insert(customOrderPayments).values({
    requestId: paidRequestId,
    orderId,
    kind: 'full',
    amountCents: 5000,
    provider: 'demo',
    status: 'paid',
    paidAt: new Date(),
  });

  // A contact message the maker answers.
  const message = ok(
    await visitor({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: NAME,
        email: EMAIL,
        instagramUsername: 'wilhelmina.knits',
        message: `Hello from ${STREET}`,
      },
    }),
  ).json();
  ok(
    await admin.inject({
      method: 'POST',
      url: `/api/admin/messages/${message.id}/reply`,
      payload: { response: `Thank you, ${NAME}!` },
    }),
  );

  // Alerts, the newsletter, a drop's launch notice, a saved cart, a rating, a wishlist.
  ok(
    await customer.inject({
      method: 'POST',
      url: `/api/products/${soldOut.id}/stock-alert`,
      payload: { email: EMAIL },
    }),
  );
  ok(
    await visitor({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: EMAIL } }),
  );
  const [drop] = await t.db
    .insert(monthlyDrops)
    .values({
      name: 'Night Garden',
      description: 'Moths and owls.',
      priceCents: 4000,
      stock: 10,
      imageUrl: 'https://images.example.com/night.jpg',
      releaseDate: '2099-01-01',
      releaseAt: new Date('2099-01-01T00:00:00Z'),
    })
    .returning();
  ok(
    await visitor({
      method: 'POST',
      url: `/api/monthly-drops/${drop!.id}/notify`,
      payload: { email: EMAIL },
    }),
  );
  ok(
    await customer.inject({
      method: 'PUT',
      url: '/api/cart',
      payload: {
        lines: [{ productId: hat.id, quantity: 1, name: hat.name, priceCents: hat.priceCents }],
        gift: { isGift: true, note: `For ${NAME}` },
        baseVersion: 0,
      },
    }),
  );
  ok(
    await customer.inject({
      method: 'PUT',
      url: `/api/products/${hat.id}/rating`,
      payload: { rating: 4 },
    }),
  );
  ok(
    await customer.inject({ method: 'POST', url: '/api/wishlist', payload: { productId: hat.id } }),
  );
  await t.app.ctx.outbox.flush();

  // Everything above is there before the deletion.
  expect(await findTraces(t.db, [NAME, EMAIL, STREET])).toEqual(
    expect.arrayContaining([
      'orders.customer_email: ' + EMAIL,
      'product_reviews.author_email: ' + EMAIL,
      'custom_order_requests.name: ' + NAME,
      'contact_messages.email: ' + EMAIL,
      'mail_outbox.text_body: ' + STREET,
      'audit_log.before: ' + STREET,
    ]),
  );

  ok(await customer.inject({ method: 'DELETE', url: '/api/me', payload: { confirmEmail: EMAIL } }));
  hits = await findTraces(t.db, [NAME, EMAIL, STREET, LINE2]);
});

const ownerOf = new Map(
  personalDataOwners.flatMap((owner) =>
    Object.keys(owner.holds).map((table) => [table, owner.module]),
  ),
);

describe('a deleted customer leaves no trace', () => {
  it.each(personalDataOwners.map((owner) => owner.module))(
    'in the %s module’s tables',
    (module) => {
      expect(hits.filter((hit) => ownerOf.get(hit.split('.')[0]!) === module)).toEqual([]);
    },
  );

  it('anywhere in the database', () => {
    expect(hits).toEqual([]);
  });

  it('while the shop keeps the order, the approved review, the paid commission and the mails’ kinds', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      customerName: PRIVACY.deletedName,
      paymentStatus: 'paid',
      giftNote: null,
    });
    const reviews = await t.db.select().from(productReviews);
    expect(reviews).toEqual([
      expect.objectContaining({
        id: approvedReviewId,
        authorName: PRIVACY.deletedReviewer,
        title: 'So soft',
        state: 'approved',
      }),
    ]);
    const publicReviews = (
      await t.app.inject({ method: 'GET', url: `/api/products/${reviews[0]!.productId}/reviews` })
    ).json();
    expect(publicReviews.reviews[0]).toMatchObject({
      authorName: PRIVACY.deletedReviewer,
      stars: 5,
    });
    const requests = await t.db.select().from(customOrderRequests);
    expect(requests).toEqual([
      expect.objectContaining({ id: paidRequestId, name: PRIVACY.deletedName, description: '' }),
    ]);
    const mails = await t.db.select().from(mailOutbox);
    const erased = mails.filter((mail) => mail.subject === '');
    expect(erased.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['order_paid', 'owner_new_order', 'owner_contact_message']),
    );
    for (const mail of erased) {
      expect(mail).toMatchObject({ text: '', html: '' });
      expect(mail.createdAt).toBeInstanceOf(Date);
    }
  });

  it('and nobody else’s data is touched', async () => {
    expect(await findTraces(t.db, [other.user.email])).not.toEqual([]);
  });
});

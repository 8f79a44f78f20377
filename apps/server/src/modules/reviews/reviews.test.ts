import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { mailOutbox, productRatings, productReviews, reviewRequests } from '../../db/schema.ts';
import { createProduct, type ProductRecord } from '../../../test/factories.ts';
import { buildTestApp, nextClientIp, type TestUser } from '../../../test/helpers.ts';
import { postOneClick } from '../../../test/mail-helpers.ts';
import { makeImage } from '../../../test/images.ts';
import { imageParts, multipartBody } from '../../../test/multipart.ts';
import { createOrder } from '../../../test/order-factories.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';
import { sendReviewRequests } from './request-reviews.ts';

const t = await buildTestApp({ SHOP_OWNER_EMAIL: 'maker@example.com' });
const admin = await t.signUp({ role: 'admin' });

const GOOD = {
  stars: 5,
  title: 'Softest bunny ever',
  text: 'The yarn is very soft and the stitching is neat. My niece loves it.',
};

async function buyer(product: ProductRecord, paymentStatus: 'paid' | 'awaiting_payment' = 'paid') {
  const user = await t.signUp();
  await createOrder(t.db, { userId: user.user.id, lines: [{ product }], paymentStatus });
  return user;
}

const write = (who: TestUser, productId: string, payload: unknown) =>
  who.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    payload: payload as object,
    remoteAddress: nextClientIp(),
  });
const mine = (who: TestUser, productId: string) =>
  who.inject({ method: 'GET', url: `/api/products/${productId}/reviews/mine` });
const publicList = async (productId: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` })).json();
const moderate = (id: string, act: 'approve' | 'reject', payload?: object) =>
  admin.inject({ method: 'POST', url: `/api/admin/reviews/${id}/${act}`, payload });

describe('writing a review', () => {
  it('lets a customer with a paid order review once; the stars become their rating', async () => {
    const p = await createProduct(t.db);
    const alice = await buyer(p);
    expect((await mine(alice, p.id)).json()).toEqual({
      canReview: true,
      variantLabel: null,
      review: null,
    });
    const res = await write(alice, p.id, GOOD);
    expect(res.statusCode).toBe(201);
    expect(res.json().review).toMatchObject({
      ...{ stars: 5, title: GOOD.title, text: GOOD.text },
      state: 'pending',
    });
    const [rating] = await t.db
      .select()
      .from(productRatings)
      .where(and(eq(productRatings.productId, p.id), eq(productRatings.userId, alice.user.id)));
    expect(rating?.rating).toBe(5);

    const again = await write(alice, p.id, { ...GOOD, stars: 1 });
    expect(again.statusCode).toBe(409);
    const rows = await t.db.select().from(productReviews).where(eq(productReviews.productId, p.id));
    expect(rows).toHaveLength(1);

    // The star widget still works for the reviewer, and the review's stars follow it.
    await alice.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/rating`,
      payload: { rating: 3 },
    });
    expect((await mine(alice, p.id)).json().review.stars).toBe(3);

    // The maker gets one mail for the new review.
    const mails = await deliveredTo(t, 'maker@example.com');
    expect(mails.filter((m) => m.subject.includes(p.name))).toHaveLength(1);
  });

  it('refuses a non-buyer and a buyer whose order is not paid', async () => {
    const p = await createProduct(t.db);
    const bob = await t.signUp();
    const carol = await buyer(p, 'awaiting_payment');
    for (const who of [bob, carol]) {
      const res = await write(who, p.id, GOOD);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only customers who bought this item can review it');
      expect((await mine(who, p.id)).json().canReview).toBe(false);
    }
    // The spec's star rating keeps working for everyone signed in.
    const rate = await bob.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/rating`,
      payload: { rating: 4 },
    });
    expect(rate.statusCode).toBe(200);
  });

  it('answers field errors for text and title out of bounds', async () => {
    const p = await createProduct(t.db);
    const alice = await buyer(p);
    const res = await write(alice, p.id, { stars: 6, title: 'x'.repeat(81), text: 'too short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      stars: 'Choose a rating from 1 to 5',
      title: 'Keep the title to 80 characters or fewer',
      text: 'Write at least 20 characters',
    });
    const long = await write(alice, p.id, { ...GOOD, title: '', text: 'y'.repeat(2001) });
    expect(long.json().error.fields).toEqual({
      title: 'Give your review a title',
      text: 'Keep the review to 2000 characters or fewer',
    });
    expect((await write(alice, p.id, { ...GOOD, text: 'z'.repeat(2000) })).statusCode).toBe(201);
  });

  it('keeps HTML as text', async () => {
    const p = await createProduct(t.db);
    const alice = await buyer(p);
    const html = '<script>alert(1)</script> <b>bold</b> and more words here';
    await write(alice, p.id, { ...GOOD, text: html });
    const [row] = await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, p.id));
    expect(row!.body).toBe(html);
    await moderate(row!.id, 'approve');
    expect((await publicList(p.id)).reviews[0].text).toBe(html);
  });

  it('answers 404 for a deleted product', async () => {
    const p = await createProduct(t.db);
    const alice = await buyer(p);
    await t.db
      .update((await import('../../db/schema.ts')).products)
      .set({ deletedAt: new Date() })
      .where(eq((await import('../../db/schema.ts')).products.id, p.id));
    expect((await write(alice, p.id, GOOD)).statusCode).toBe(404);
    expect((await mine(alice, p.id)).statusCode).toBe(404);
  });

  it('stores up to three photos through the image pipeline; a non-image is 415', async () => {
    const p = await createProduct(t.db);
    const alice = await buyer(p);
    const upload = (who: TestUser, files: { bytes: Buffer; filename?: string; type?: string }[]) =>
      who.inject({
        method: 'POST',
        url: `/api/products/${p.id}/reviews/photos`,
        ...multipartBody(imageParts(files)),
      });
    const bad = await upload(alice, [
      { bytes: Buffer.from('not an image at all'), filename: 'x.png' },
    ]);
    expect(bad.statusCode).toBe(415);
    const stranger = await t.signUp();
    expect((await upload(stranger, [{ bytes: await makeImage('png', 40, 40) }])).statusCode).toBe(
      403,
    );

    const ok = await upload(alice, [{ bytes: await makeImage('jpeg', 1600, 1000) }]);
    expect(ok.statusCode).toBe(200);
    const [image] = ok.json().images;
    expect(image.src).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}-1200\.webp$/);
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1200]);

    const foreign = await write(alice, p.id, { ...GOOD, photos: ['/uploads/products/x-400.webp'] });
    expect(foreign.statusCode).toBe(400);
    const four = await write(alice, p.id, { ...GOOD, photos: [1, 2, 3, 4].map(() => image.src) });
    expect(four.json().error.fields).toEqual({ photos: 'Add up to 3 photos' });
    const res = await write(alice, p.id, { ...GOOD, photos: [image.src] });
    expect(res.statusCode).toBe(201);
    expect(res.json().review.photos).toEqual([image]);
  });
});

describe('moderation and the public list', () => {
  it('shows only approved reviews, with summary, sorting, paging and the maker reply', async () => {
    const p = await createProduct(t.db);
    const stars = [5, 4, 4, 2, 1, 5, 3];
    const ids: string[] = [];
    for (const s of stars) {
      const who = await buyer(p);
      const res = await write(who, p.id, { ...GOOD, stars: s, title: `Stars ${s}` });
      ids.push(res.json().review.id);
    }
    // The product's one rating counts every customer's stars at once (a review's stars are its
    // author's rating); the written reviews wait for the maker.
    // 5 + 4 + 4 + 2 + 1 + 5 + 3 = 24 / 7 = 3.43
    expect((await publicList(p.id)).summary).toEqual({
      average: 3.43,
      count: 7,
      distribution: [1, 1, 1, 2, 2],
      reviewCount: 0,
    });

    const pending = await admin.inject({
      method: 'GET',
      url: `/api/admin/reviews?state=pending&productId=${p.id}`,
    });
    expect(pending.json().total).toBe(7);

    // Approve all but the last; reject the last with a private reason.
    for (const id of ids.slice(0, 6))
      expect((await moderate(id, 'approve')).json().state).toBe('approved');
    const noReason = await moderate(ids[6]!, 'reject', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await moderate(ids[6]!, 'reject', { reason: 'Mentions another shop' });
    expect(rejected.json()).toMatchObject({
      state: 'rejected',
      rejectReason: 'Mentions another shop',
    });

    const reply = await admin.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${ids[0]}/reply`,
      payload: { reply: 'Thank you so much!' },
    });
    expect(reply.json().reply).toBe('Thank you so much!');

    const list = await publicList(p.id);
    // The rating is still all seven customers' (the rejected review's author rated too), the
    // same as the product's own figures; six written reviews are shown.
    expect(list.summary).toEqual({
      average: 3.43,
      count: 7,
      distribution: [1, 1, 1, 2, 2],
      reviewCount: 6,
    });
    const shown = (await t.app.inject({ method: 'GET', url: `/api/products/${p.id}` })).json();
    expect({ rating: shown.rating, reviewsCount: shown.reviewsCount }).toEqual({
      rating: 3.43,
      reviewsCount: 7,
    });
    expect(list.pageCount).toBe(2);
    expect(list.reviews).toHaveLength(5);
    expect(JSON.stringify(list)).not.toContain('Mentions another shop');
    expect(list.reviews.map((r: { title: string }) => r.title)).not.toContain('Stars 3');
    const page2 = await publicList(p.id, '?page=2');
    expect(page2.reviews).toHaveLength(1);
    expect(page2.reviews[0].title).toBe('Stars 5');
    expect(page2.reviews[0].reply).toBe('Thank you so much!');

    const highest = await publicList(p.id, '?sort=highest');
    expect(highest.reviews.map((r: { stars: number }) => r.stars)).toEqual([5, 5, 4, 4, 2]);
    const lowest = await publicList(p.id, '?sort=lowest');
    expect(lowest.reviews.map((r: { stars: number }) => r.stars)).toEqual([1, 2, 4, 4, 5]);
    expect((await publicList(p.id, '?sort=photos')).reviews).toHaveLength(5);

    const byState = async (state: string) =>
      (
        await admin.inject({
          method: 'GET',
          url: `/api/admin/reviews?state=${state}&productId=${p.id}`,
        })
      ).json().total;
    expect([
      await byState('pending'),
      await byState('approved'),
      await byState('rejected'),
    ]).toEqual([0, 6, 1]);
  });

  it('sends an edited review back to Pending', async () => {
    const p = await createProduct(t.db);
    const alice = await buyer(p);
    const id = (await write(alice, p.id, GOOD)).json().review.id;
    await moderate(id, 'approve');
    expect((await publicList(p.id)).summary).toMatchObject({ count: 1, reviewCount: 1 });
    const edit = await alice.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/reviews/mine`,
      payload: { ...GOOD, stars: 2, text: 'After a month of use the ears came loose.' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().review).toMatchObject({ state: 'pending', stars: 2 });
    // The review waits for the maker again; the customer's rating (now 2) still counts, once.
    expect((await publicList(p.id)).summary).toMatchObject({
      count: 1,
      average: 2,
      reviewCount: 0,
    });
  });

  it('keeps moderation to admins', async () => {
    const p = await createProduct(t.db);
    const alice = await buyer(p);
    const id = (await write(alice, p.id, GOOD)).json().review.id;
    expect(
      (await alice.inject({ method: 'POST', url: `/api/admin/reviews/${id}/approve` })).statusCode,
    ).toBe(403);
    expect((await alice.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(403);
    expect((await moderate(crypto.randomUUID(), 'approve')).statusCode).toBe(404);
  });
});

describe('asking for reviews', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const completedOrder = async (daysAgo: number) => {
    const p = await createProduct(t.db);
    const who = await t.signUp();
    const { order } = await createOrder(t.db, {
      userId: who.user.id,
      lines: [{ product: p }],
      status: 'completed',
      paymentStatus: 'paid',
      overrides: { updatedAt: new Date(Date.now() - daysAgo * DAY) },
    });
    return { p, who, order };
  };
  const requestsTo = async (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'review_request')));

  it('sends one mail per order exactly once, even with two replicas sweeping at once', async () => {
    const due = await Promise.all([completedOrder(8), completedOrder(9), completedOrder(10)]);
    const early = await completedOrder(3);
    // The replica shares the test's mail transport: either replica's outbox may deliver.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      logger: false,
      mailer: t.app.ctx.mailer,
    });
    await second.ready();
    try {
      await Promise.all([
        sendReviewRequests(t.app.ctx),
        sendReviewRequests(second.ctx),
        sendReviewRequests(t.app.ctx),
        sendReviewRequests(second.ctx),
      ]);
      await sendReviewRequests(second.ctx);
    } finally {
      await second.close();
    }
    for (const { who, order } of due) {
      const rows = await requestsTo(who.user.email);
      expect(rows, who.user.email).toHaveLength(1);
      const [claim] = await t.db
        .select()
        .from(reviewRequests)
        .where(eq(reviewRequests.orderId, order.id));
      expect(claim).toBeDefined();
    }
    expect(await requestsTo(early.who.user.email)).toHaveLength(0);

    const [mail] = await deliveredTo(t, due[0]!.who.user.email);
    expect(mail!.text).toContain(`/products/${due[0]!.p.id}?review=write#reviews`);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('follows the maker setting and honours the signed opt-out', async () => {
    const settings = await admin.inject({
      method: 'PUT',
      url: '/api/admin/reviews/settings',
      payload: { requestAfterDays: 2 },
    });
    expect(settings.json()).toEqual({ requestAfterDays: 2 });
    const a = await completedOrder(3);
    const b = await completedOrder(3);
    const url = new URL(
      (await import('./opt-out-link.ts')).optOutUrl(
        t.config.publicUrl,
        'test-secret-test-secret-test-secret-0123',
        b.who.user.id,
      ),
    );
    const forged = await postOneClick(
      t.app,
      `/api/reviews/opt-out?user=${a.who.user.id}&token=${url.searchParams.get('token')}`,
    );
    expect(forged.statusCode).toBe(400);
    const oneClick = await postOneClick(t.app, `${url.pathname}${url.search}`);
    expect(oneClick.statusCode).toBe(200);
    await sendReviewRequests(t.app.ctx);
    expect(await requestsTo(a.who.user.email)).toHaveLength(1);
    expect(await requestsTo(b.who.user.email)).toHaveLength(0);
    await admin.inject({
      method: 'PUT',
      url: '/api/admin/reviews/settings',
      payload: { requestAfterDays: 7 },
    });
  });
});

/**
 * Drop launches with an injected clock: a drop's products are hidden from shoppers until the
 * release and on sale exactly from it (listing, search, sitemap, product page, related,
 * featured, cart, wishlist, checkout), with no stale public cache; "notify me at launch" is
 * double opt-in and each confirmed address gets exactly one mail, even with passes racing.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMonthlyDrop, MonthlyDrop } from '@shop/shared/schemas/monthly-drop';
import { buildTestApp, nextClientIp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { createProduct, type ProductRecord } from '../../../test/factories.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';
import { linkIn } from '../../../test/mail-helpers.ts';
import { checkoutOne } from '../../../test/order-factories.ts';
import { dropLaunchSignups, mailOutbox } from '../../db/schema.ts';
import { changeFeedFor } from '../../lib/change-feed.ts';
import { sendLaunchNotices } from './send-launch-notices.ts';

const RELEASE = new Date(Date.now() + 24 * 3600 * 1000);
let clock = new Date(RELEASE.getTime() - 60_000);
const setClock = (at: Date) => {
  clock = at;
};
const justBefore = () => setClock(new Date(RELEASE.getTime() - 1));

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let held: ProductRecord;
let drop: MonthlyDrop;

beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => clock });
  admin = await t.signUp({ role: 'admin' });
  shopper = await t.signUp();
  held = await createProduct(t.db, { name: 'Moonlit Moth Plushie', featured: true });
  await createProduct(t.db, { name: 'Moonlit Owl Plushie', featured: true });
  const res = await admin.inject({
    method: 'POST',
    url: '/api/admin/monthly-drops',
    payload: {
      name: 'Night Garden',
      description: 'Moths and owls, ten of each.',
      price: 40,
      stock: 10,
      imageUrl: 'https://images.example.com/night.jpg',
      releaseDate: RELEASE.toISOString().slice(0, 10),
      releaseAt: RELEASE.toISOString(),
      productIds: [held.id],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  drop = res.json();
});

beforeEach(() => justBefore());

const anon = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextClientIp() });
const listingIds = async (query = '') =>
  ((await anon(`/api/products${query}`)).json().items as { id: string }[]).map((p) => p.id);

/** Everything a shopper can see of the held product, read anonymously (through the cache). */
async function shopperSees() {
  const sitemap = (await anon('/sitemap.xml')).body;
  return {
    page: (await anon(`/api/products/${held.id}`)).statusCode,
    listing: (await listingIds()).includes(held.id),
    search: (await listingIds('?search=moth')).includes(held.id),
    sitemap: sitemap.includes(held.id),
    featured: ((await anon('/api/products/featured')).json().items as { id: string }[]).some(
      (p) => p.id === held.id,
    ),
    byIds: ((await anon(`/api/products/by-ids?ids=${held.id}`)).json().items as { id: string }[])
      .length,
  };
}

describe('a drop holds products until its release', () => {
  it('hides them from shoppers until the release, and shows them exactly from it', async () => {
    // Read twice before: the second answers come from the public cache.
    for (let i = 0; i < 2; i++) {
      expect(await shopperSees()).toEqual({
        page: 404,
        listing: false,
        search: false,
        sitemap: false,
        featured: false,
        byIds: 0,
      });
    }
    // The maker sees it in the admin.
    const adminRead = await admin.inject({ method: 'GET', url: `/api/admin/products/${held.id}` });
    expect(adminRead.statusCode).toBe(200);
    // The drop does not link it yet.
    const before = (await anon('/api/monthly-drops')).json().items as MonthlyDrop[];
    expect(before.find((d) => d.id === drop.id)!.products).toEqual([]);

    setClock(RELEASE);
    expect(await shopperSees()).toEqual({
      page: 200,
      listing: true,
      search: true,
      sitemap: true,
      featured: true,
      byIds: 1,
    });
    const after = (await anon('/api/monthly-drops')).json().items as MonthlyDrop[];
    expect(after.find((d) => d.id === drop.id)!.products).toMatchObject([
      { id: held.id, name: 'Moonlit Moth Plushie' },
    ]);
  });

  it('refuses the held product in the wishlist, related products and checkout before release', async () => {
    const wish = await shopper.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { productId: held.id },
    });
    expect(wish.statusCode).toBe(404);
    const other = await createProduct(t.db, { name: 'Moonlit Bat Plushie' });
    const related = (await anon(`/api/products/${other.id}/related`)).json().items as {
      id: string;
    }[];
    expect(related.some((p) => p.id === held.id)).toBe(false);
    const checkout = await checkoutOne(shopper, held.id);
    expect(checkout.statusCode).toBeGreaterThanOrEqual(400);
    expect(checkout.statusCode).toBeLessThan(500);

    setClock(RELEASE);
    const later = await checkoutOne(shopper, held.id);
    expect(later.statusCode, later.body).toBe(200);
  });

  it('shows the maker which products each drop holds', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/monthly-drops' });
    expect(res.statusCode).toBe(200);
    const mine = (res.json().items as AdminMonthlyDrop[]).find((d) => d.id === drop.id)!;
    expect(mine.heldProducts).toEqual([{ id: held.id, name: 'Moonlit Moth Plushie' }]);
  });
});

describe('notify me at launch', () => {
  const ask = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/monthly-drops/${drop.id}/notify`,
      payload: { email },
      remoteAddress: nextClientIp(),
    });
  const confirm = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/monthly-drops/notify/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
      remoteAddress: nextClientIp(),
    });
  async function confirmedAddress(email: string) {
    expect((await ask(email)).json()).toEqual({ status: 'confirmation_sent' });
    const [mail] = await deliveredTo(t, email);
    expect(mail!.subject).toBe('Confirm your launch notice for Night Garden');
    const link = linkIn(mail!);
    // Following the link only shows a button (a mail scanner confirms nothing).
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.body).toContain('Yes, tell me at launch');
    const res = await confirm(link.searchParams.get('token')!);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("You're on the list");
  }
  const launchMails = async (email: string) =>
    (await deliveredTo(t, email)).filter((mail) => mail.subject === 'Night Garden is out now');

  it('mails only confirmed addresses, exactly once each, with passes racing', async () => {
    await confirmedAddress('owl@example.com');
    await confirmedAddress('moth@example.com');
    expect((await ask('unsure@example.com')).statusCode).toBe(200);
    // Asking again once confirmed sends nothing more and answers the same.
    expect((await ask('owl@example.com')).json()).toEqual({ status: 'confirmation_sent' });
    expect(await deliveredTo(t, 'owl@example.com')).toHaveLength(1);

    // Before the release nothing goes out.
    expect(await sendLaunchNotices(t.app.ctx)).toBe(0);

    setClock(RELEASE);
    // Two replicas, each with an overlapping pass, all at the release.
    const sent = await Promise.all(Array.from({ length: 4 }, () => sendLaunchNotices(t.app.ctx)));
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2);
    await sendLaunchNotices(t.app.ctx);
    const owl = await launchMails('owl@example.com');
    expect(owl).toHaveLength(1);
    expect(owl[0]!.text).toContain('Moonlit Moth Plushie');
    expect(await launchMails('moth@example.com')).toHaveLength(1);
    expect(await launchMails('unsure@example.com')).toHaveLength(0);
    const queued = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'drop_launch'));
    expect(queued.map((m) => m.to).sort()).toEqual(['moth@example.com', 'owl@example.com']);

    // After the release the drop takes no more requests, and a late confirmation mails nothing.
    expect((await ask('late@example.com')).statusCode).toBe(409);
    const [pending] = await t.db
      .select()
      .from(dropLaunchSignups)
      .where(eq(dropLaunchSignups.email, 'unsure@example.com'));
    expect(pending!.confirmedAt).toBeNull();
  });

  it('a round with nothing due writes nothing, so no public cache is emptied', async () => {
    const feed = changeFeedFor(t.db)!;
    const generation = feed.generation;
    expect(await sendLaunchNotices(t.app.ctx)).toBe(0);
    // A write's notification (or the pool's own bump) would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(feed.generation).toBe(generation);
  });

  it('refuses a bad address and an unknown drop', async () => {
    expect((await ask('not-an-address')).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/monthly-drops/${crypto.randomUUID()}/notify`,
      payload: { email: 'a@example.com' },
      remoteAddress: nextClientIp(),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await confirm('no-such-token')).statusCode).toBe(400);
  });
});

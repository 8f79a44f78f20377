import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, productCardToken } from '@shop/shared/schemas/newsletter';
import {
  campaignDeliveries,
  mailOutbox,
  newsletterCampaigns,
  newsletterSubscribers,
} from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../../test/helpers.ts';
import { postOneClick } from '../../../test/mail-helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { dispatchCampaigns } from './campaigns.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

// Three mails a minute, so a campaign to seven addresses takes three batches.
const RATE = 3;
const t = await buildTestApp({ NEWSLETTER_MAILS_PER_MINUTE: String(RATE) });
const maker: TestUser = await t.signUp({ role: 'admin', email: 'maker@example.com' });
const product = await createProduct(t.db, { name: 'Sunflower cardigan', priceCents: 8900 });

const RECEIVING = Array.from({ length: 7 }, (_, i) => `reader-${i + 1}@example.com`);
const DAY = 24 * 60 * 60 * 1000;
/** Campaign times far from the real clock, so the app's own dispatcher never finds them due. */
const base = Date.now() + 30 * DAY;
const at = (minutes: number) => new Date(base + minutes * 60_000);

async function resetSubscribers() {
  await t.db.delete(newsletterCampaigns);
  await t.db.delete(newsletterSubscribers);
  await t.db.delete(mailOutbox);
  t.app.ctx.mailer.sent.length = 0;
  await t.db.insert(newsletterSubscribers).values([
    ...RECEIVING.map((email, i) => ({
      email,
      confirmedAt: new Date(),
      createdAt: new Date(Date.now() - (100 - i) * 1000),
    })),
    { email: 'unconfirmed@example.com' },
    {
      email: 'gone@example.com',
      confirmedAt: new Date(),
      isSubscribed: false,
      unsubscribedAt: new Date(),
    },
  ]);
}

const body = `# Autumn is here\n\nTwelve **new** pieces.\n\n${productCardToken(product.id)}\n\n- warm\n- soft`;

async function createCampaign(input = { subject: 'The autumn drop', body }) {
  const res = await maker.inject({
    method: 'POST',
    url: '/api/admin/newsletter/campaigns',
    payload: input,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

const send = (id: string, scheduledAt?: Date) =>
  maker.inject({
    method: 'POST',
    url: `/api/admin/newsletter/campaigns/${id}/send`,
    payload: scheduledAt ? { scheduledAt: scheduledAt.toISOString() } : {},
  });

/** Every campaign mail handed to the transport so far, by address. */
async function deliveredCounts(): Promise<Map<string, number>> {
  // Campaign mails are due from their batch's (injected) time on.
  await t.app.ctx.outbox.flush(() => at(24 * 60));
  const counts = new Map<string, number>();
  for (const mail of t.app.ctx.mailer.sent) {
    if (mail.subject.startsWith('The autumn drop')) {
      counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
    }
  }
  return counts;
}

beforeEach(resetSubscribers);

describe('campaigns: writing and refusing bad input', () => {
  it('answers an empty subject or body with field errors', async () => {
    const res = await maker.inject({
      method: 'POST',
      url: '/api/admin/newsletter/campaigns',
      payload: { subject: '  ', body: '\n ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      subject: NEWSLETTER_MESSAGES.subjectRequired,
      body: NEWSLETTER_MESSAGES.bodyRequired,
    });
  });

  it('is for the maker only', async () => {
    const shopper = await t.signUp();
    const res = await shopper.inject({ method: 'GET', url: '/api/admin/newsletter/campaigns' });
    expect(res.statusCode).toBe(403);
  });

  it('previews the mail with the product card: picture, name, price and link', async () => {
    const res = await maker.inject({
      method: 'POST',
      url: '/api/admin/newsletter/preview',
      payload: { subject: 'Preview', body },
    });
    expect(res.statusCode).toBe(200);
    const { html } = res.json() as { html: string };
    expect(html).toContain('Sunflower cardigan');
    expect(html).toContain('$89.00');
    // Tagged, so Analytics counts the visit (and its sale) under the newsletter and this mail.
    expect(html).toContain(
      `http://localhost:3000/products/${product.id}?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=preview`,
    );
    expect(html).toContain(`http://localhost:3000${product.images[0]!.src}`);
    expect(html).toContain('<strong>new</strong>');
    expect(html).toContain('<li>warm</li>');
    // The editor shows the body's cards as cards, with the price the mail gives them.
    expect(res.json().cards).toEqual([
      {
        productId: product.id,
        name: 'Sunflower cardigan',
        price: '$89.00',
        imageUrl: `http://localhost:3000${product.images[0]!.src}`,
      },
    ]);
  });

  it('escapes the maker’s text and refuses script links', async () => {
    const res = await maker.inject({
      method: 'POST',
      url: '/api/admin/newsletter/preview',
      payload: { subject: 'x', body: '<img src=x onerror=alert(1)> [click](javascript:alert(1))' },
    });
    const { html } = res.json() as { html: string };
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('href="javascript:');
  });

  it('keeps links whose address holds * or ), with emphasis around them', async () => {
    const res = await maker.inject({
      method: 'POST',
      url: '/api/admin/newsletter/preview',
      payload: {
        subject: 'x',
        body: 'Read [the *granny* story](https://en.wikipedia.org/wiki/Granny_(square)) and [this](https://example.com/a*b*c), **all** of it.',
      },
    });
    const { html } = res.json() as { html: string };
    expect(html).toContain(
      '<a href="https://en.wikipedia.org/wiki/Granny_(square)" style="color:#b4532a">the <em>granny</em> story</a>',
    );
    expect(html).toContain('<a href="https://example.com/a*b*c" style="color:#b4532a">this</a>');
    expect(html).toContain('<strong>all</strong>');
  });

  it('never lets HTML or unsafe addresses through', async () => {
    const res = await maker.inject({
      method: 'POST',
      url: '/api/admin/newsletter/preview',
      payload: {
        subject: 'x',
        body: [
          '<script>alert(1)</script>',
          '',
          'Hi <b onclick="x()">there</b> [data](data:text/html,hi) [vb](vbscript:x) [rel](/account)',
          '',
          '![tracker](https://evil.example/pixel.png) [q](https://example.com/"onmouseover="alert(1))',
        ].join('\n'),
      },
    });
    const { html } = res.json() as { html: string };
    const body = html.slice(html.indexOf('Hi '));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('&lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;');
    expect(body).not.toMatch(/href="(data|vbscript):|href="\/account"|<img[^>]*pixel/);
    expect(body).not.toMatch(/<[^>]*\sonmouseover=/);
  });

  it('writes the plain-text part from the same Markdown', async () => {
    const { id } = await createCampaign({
      subject: 'Plain text',
      body: `## News\n\nA [link](https://example.com/x_(y)) and *soft* words.\n\n${productCardToken(product.id)}\n\n1. one\n2. two\n\n> quoted`,
    });
    await maker.inject({ method: 'POST', url: `/api/admin/newsletter/campaigns/${id}/test` });
    await t.app.ctx.outbox.flush();
    const text = t.app.ctx.mailer.sent.at(-1)!.text;
    expect(text).toContain('NEWS');
    expect(text).toContain('A link (https://example.com/x_(y)) and soft words.');
    expect(text).toMatch(/Sunflower cardigan — \$89\.00\nhttp:\/\/localhost:3000\/products\//);
    expect(text).toContain('1. one\n2. two');
    expect(text).toContain('> quoted');
  });

  it('sends a test to the maker only', async () => {
    const { id } = await createCampaign();
    const res = await maker.inject({
      method: 'POST',
      url: `/api/admin/newsletter/campaigns/${id}/test`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ to: 'maker@example.com' });
    await t.app.ctx.outbox.flush();
    expect(t.app.ctx.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['maker@example.com', '[Test] The autumn drop'],
    ]);
    expect(t.app.ctx.mailer.sent[0]!.html).toContain('Sunflower cardigan');
    const [row] = await t.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    expect(row!.status).toBe('draft');
  });

  it('refuses a schedule in the past', async () => {
    const { id } = await createCampaign();
    const res = await send(id, new Date(Date.now() - 60_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.scheduledAt).toBe(NEWSLETTER_MESSAGES.scheduleInPast);
  });

  it('says so instead of sending when nobody has confirmed', async () => {
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: null })
      .where(inArray(newsletterSubscribers.email, RECEIVING));
    const { id } = await createCampaign();
    const res = await send(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(NEWSLETTER_MESSAGES.noSubscribers);
    const [row] = await t.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    expect(row!.status).toBe('draft');
  });
});

describe('campaigns: one mail per confirmed subscriber, whatever happens', () => {
  it('sends now in batches at the rate; a double click and re-runs send nothing more', async () => {
    const { id } = await createCampaign();
    const [first, second] = await Promise.all([send(id), send(id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const answer = (first.statusCode === 200 ? first : second).json();
    expect(answer.status).toBe('sending');
    expect(answer.stats.recipients).toBe(RATE);
    expect(await send(id).then((r) => r.statusCode)).toBe(409);

    // The rest goes out minute by minute; extra passes in the same minute queue nothing.
    for (let minute = 1; minute <= 3; minute++) {
      const now = new Date(Date.now() + minute * 61_000);
      await Promise.all([
        dispatchCampaigns(t.app.ctx, { now }),
        dispatchCampaigns(t.app.ctx, { now }),
      ]);
    }
    const counts = await deliveredCounts();
    expect([...counts.keys()].sort()).toEqual([...RECEIVING].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    const mail = t.app.ctx.mailer.sent.find((m) => m.to === RECEIVING[0])!;
    expect(mail.html).toContain('Sunflower cardigan');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?/,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const history = await maker.inject({
      method: 'GET',
      url: `/api/admin/newsletter/campaigns/${id}`,
    });
    expect(history.json()).toMatchObject({
      status: 'sent',
      stats: { recipients: 7, delivered: 7, failed: 0, unsubscribedSince: 0 },
    });
  });

  it('two replicas sending one campaign at once: each subscriber exactly one mail', async () => {
    const { id } = await createCampaign();
    expect((await send(id, at(0))).statusCode).toBe(200);
    // Four passes race in every minute (two replicas, each with an overlapping timer pass).
    for (let minute = 0; minute < 4; minute++) {
      const now = at(minute * 1.01 + minute);
      await Promise.all(Array.from({ length: 4 }, () => dispatchCampaigns(t.app.ctx, { now })));
    }
    const rows = await t.db
      .select()
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, id));
    expect(rows).toHaveLength(RECEIVING.length);
    const counts = await deliveredCounts();
    expect(counts.size).toBe(RECEIVING.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has('unconfirmed@example.com')).toBe(false);
    expect(counts.has('gone@example.com')).toBe(false);
  });

  it('an address that unsubscribes mid-send gets nothing more', async () => {
    const { id } = await createCampaign();
    expect((await send(id, at(0))).statusCode).toBe(200);
    expect(await dispatchCampaigns(t.app.ctx, { now: at(0) })).toMatchObject({ queued: RATE });
    // reader-3 is queued in the first batch but not delivered yet; reader-5 is still to come.
    const unsubscribe = (email: string) => postOneClick(t.app, unsubscribePath(email));
    expect((await unsubscribe('reader-3@example.com')).statusCode).toBe(200);
    expect((await unsubscribe('reader-5@example.com')).statusCode).toBe(200);

    for (let minute = 1; minute <= 3; minute++) {
      await dispatchCampaigns(t.app.ctx, { now: at(minute * 1.5) });
    }
    const counts = await deliveredCounts();
    expect(counts.has('reader-3@example.com')).toBe(false);
    expect(counts.has('reader-5@example.com')).toBe(false);
    expect(counts.size).toBe(RECEIVING.length - 2);

    const [row] = await t.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    expect(row!.status).toBe('sent');
    const history = await maker.inject({
      method: 'GET',
      url: `/api/admin/newsletter/campaigns/${id}`,
    });
    expect(history.json().stats).toEqual({
      recipients: 3 + 3,
      delivered: 5,
      failed: 0,
      unsubscribedSince: 1,
    });
  });

  it('a scheduled campaign waits for its time, then goes out', async () => {
    const { id } = await createCampaign();
    const res = await send(id, at(60));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'scheduled', scheduledAt: at(60).toISOString() });

    expect(await dispatchCampaigns(t.app.ctx, { now: at(59) })).toEqual({ queued: 0, finished: 0 });
    expect((await deliveredCounts()).size).toBe(0);

    await dispatchCampaigns(t.app.ctx, { now: at(60) });
    await dispatchCampaigns(t.app.ctx, { now: at(61.1) });
    await dispatchCampaigns(t.app.ctx, { now: at(62.2) });
    const counts = await deliveredCounts();
    expect(counts.size).toBe(RECEIVING.length);
    const [row] = await t.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    expect(row).toMatchObject({ status: 'sent', startedAt: at(60), sentAt: at(62.2) });
  });
});

describe('subscribers screen', () => {
  it('counts, searches, exports and removes', async () => {
    const list = await maker.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers?search=READER-1',
    });
    expect(list.json()).toMatchObject({ confirmed: 7, matched: 1 });
    expect(list.json().items[0]).toMatchObject({
      email: 'reader-1@example.com',
      status: 'confirmed',
    });

    const csv = await maker.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers/export',
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('email,status,subscribed_at,confirmed_at');
    expect(csv.body).toContain('unconfirmed@example.com,unconfirmed,');
    expect(csv.body).toContain('gone@example.com,unsubscribed,');

    const id = list.json().items[0].id as string;
    const removed = await maker.inject({
      method: 'DELETE',
      url: `/api/admin/newsletter/subscribers/${id}`,
    });
    expect(removed.statusCode).toBe(204);
    const after = await maker.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers' });
    expect(after.json()).toMatchObject({ confirmed: 6, matched: 8 });
  });
});

function unsubscribePath(email: string) {
  const url = new URL(unsubscribeUrl(t.app.ctx.config.publicUrl, t.app.ctx.authSecret, email));
  return url.pathname + url.search;
}

/**
 * Digital patterns end to end through the API: the maker's PDF files (checked at upload), a
 * checkout of patterns that ships nothing, a mixed one that ships the physical lines only, and
 * the buyer's downloads — stamped, signed for them alone, counted atomically, closed by a refund.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  licenceStamp,
  PATTERN_STOCK,
  PATTERN_TEXTS,
  type DownloadLine,
  type PatternFile,
} from '@shop/shared/schemas/pattern';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, TEST_ORIGIN, type TestUser } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import {
  demoSessionId,
  demoSessionOf,
  orderRow,
  payDemoSession,
  setOrderStatus,
  SHIPPING,
  stockOf,
} from '../../../test/order-factories.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';
import { brokenPdf, encryptedPdf, patternPdf, pdfPageTexts } from '../../../test/pdf-files.ts';
import { patternDownloads } from './schema.ts';
import { signDownloadToken } from './download-token.ts';

const t = await buildTestApp();
const admin = await t.signUp({ role: 'admin' });
const alice = await t.signUp({ email: 'alice@example.com' });
const bob = await t.signUp({ email: 'bob@example.com' });
const SECRET = t.app.ctx.authSecret;

// Standard $5.00, free from $35.00 of goods.
await admin.inject({
  method: 'PUT',
  url: '/api/admin/shipping',
  payload: {
    rates: [
      { name: 'Standard', priceCents: 500, estimate: '', countries: ['US'], freeAboveCents: 3500 },
    ],
  },
});

const pattern = await createProduct(t.db, {
  name: 'Sunday Shawl pattern',
  priceCents: 800,
  kind: 'pattern',
  downloadLimit: 5,
  stock: PATTERN_STOCK,
});
const hat = await createProduct(t.db, { name: 'Sage Beanie', priceCents: 3000, stock: 3 });
const uploaded = await patternPdf('Sunday Shawl', 3);

const upload = (productId: string, bytes: Buffer, fileName = 'sunday-shawl.pdf') =>
  admin.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/pattern-files`,
    ...multipartBody([{ name: 'file', filename: fileName, type: 'application/pdf', bytes }]),
  });

async function buy(user: TestUser, items: { productId: string; quantity: number }[]) {
  const res = await user.inject({ method: 'POST', url: '/api/checkout', payload: { items } });
  expect(res.statusCode).toBe(200);
  return res;
}

/** A paid order of one pattern (billing address only, as the pay page asks). */
async function paidPatternOrder(user: TestUser) {
  const res = await buy(user, [{ productId: pattern.id, quantity: 1 }]);
  const sessionId = demoSessionId(res);
  const paid = await user.inject({
    method: 'POST',
    url: `/api/test-checkout/${sessionId}/pay`,
    payload: {
      billingSameAsShipping: false,
      billingAddress: {
        name: 'Ada Buyer',
        line1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      },
    },
  });
  expect(paid.statusCode).toBe(200);
  return paid.json<{ orderId: string }>().orderId;
}

const downloadsOf = async (user: TestUser, orderId: string) => {
  const res = await user.inject({ method: 'GET', url: `/api/orders/${orderId}/downloads` });
  expect(res.statusCode).toBe(200);
  return res.json<{ lines: DownloadLine[] }>().lines;
};
const get = (user: TestUser, url: string, accept = 'application/pdf') =>
  user.inject({ method: 'GET', url: url.replace(TEST_ORIGIN, ''), headers: { accept } });

describe('pattern files', () => {
  it('refuses a broken or password-protected PDF with a clear message, and keeps a good one private', async () => {
    const broken = await upload(pattern.id, brokenPdf());
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(PATTERN_TEXTS.brokenPdf);
    const locked = await upload(pattern.id, await encryptedPdf());
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.message).toBe(PATTERN_TEXTS.encryptedPdf);
    const notPdf = await upload(pattern.id, Buffer.from('GIF89a...'), 'x.gif');
    expect(notPdf.json().error.message).toBe(PATTERN_TEXTS.notPdf);
    // A finished piece has no files.
    expect((await upload(hat.id, uploaded)).statusCode).toBe(400);

    const res = await upload(pattern.id, uploaded);
    expect(res.statusCode).toBe(201);
    expect(res.json<PatternFile>()).toMatchObject({
      fileName: 'sunday-shawl.pdf',
      pageCount: 3,
      sizeBytes: uploaded.length,
    });
    // Outside the public uploads folder, and not reachable under /uploads.
    const privateDir = path.join(t.dataDir, 'private', 'patterns');
    const stored = await fs.readdir(privateDir);
    expect(stored).toHaveLength(1);
    expect(path.relative(t.config.uploadsDir, privateDir).startsWith('..')).toBe(true);
    for (const url of [
      `/uploads/private/patterns/${stored[0]}`,
      `/uploads/../private/patterns/${stored[0]}`,
      `/uploads/%2e%2e/private/patterns/${stored[0]}`,
    ]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(served.headers['content-type'] ?? '').not.toContain('pdf');
    }
  });
});

describe('checkout of patterns', () => {
  it('asks no shipping address and charges no shipping for patterns alone', async () => {
    const session = await demoSessionOf(
      alice,
      await buy(alice, [{ productId: pattern.id, quantity: 1 }]),
    );
    expect(session.needsShipping).toBe(false);
    expect(session.shippingOptions).toEqual([]);
    const orderId = await paidPatternOrder(alice);
    const order = await orderRow(t.db, orderId);
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      shippingCents: 0,
      totalCents: 800,
      shippingAddress: null,
      needsShipping: false,
    });
  });

  it('ignores a shipping address and rate sent for patterns alone, billing still required', async () => {
    const sessionId = demoSessionId(await buy(alice, [{ productId: pattern.id, quantity: 1 }]));
    // Billing "same as shipping" with a shipping address the order does not ask for: no billing.
    const refused = await payDemoSession(alice, sessionId, { shippingOptionId: 'standard' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Billing address is required',
        fields: { billingAddress: 'Billing address is required' },
      },
    });
    const paid = await alice.inject({
      method: 'POST',
      url: `/api/test-checkout/${sessionId}/pay`,
      payload: {
        shippingAddress: SHIPPING,
        billingSameAsShipping: false,
        billingAddress: SHIPPING,
        shippingOptionId: 'standard',
      },
    });
    expect(paid.statusCode).toBe(200);
    expect(await orderRow(t.db, paid.json().orderId)).toMatchObject({
      paymentStatus: 'paid',
      shippingCents: 0,
      totalCents: 800,
      shippingAddress: null,
    });
  });

  it('charges shipping on the physical lines only, the free threshold counting physical goods', async () => {
    // $30 hat + 2 × $8 patterns = $46, but only $30 of goods ship: under $35, so $5 shipping.
    const res = await buy(bob, [
      { productId: hat.id, quantity: 1 },
      { productId: pattern.id, quantity: 2 },
    ]);
    const session = await demoSessionOf(bob, res);
    expect(session.needsShipping).toBe(true);
    expect(session.shippingOptions.map((o) => o.amountCents)).toEqual([500]);
    const paid = await payDemoSession(bob, demoSessionId(res), {
      shippingOptionId: session.shippingOptions[0]!.id,
    });
    expect(paid.statusCode).toBe(200);
    const order = await orderRow(t.db, paid.json().orderId);
    expect(order).toMatchObject({ shippingCents: 500, totalCents: 3000 + 1600 + 500 });
    // The hat's unit is taken; the pattern has no stock to take from.
    expect(await stockOf(t.db, hat.id)).toBe(2);
    expect(await stockOf(t.db, pattern.id)).toBe(PATTERN_STOCK);
  });

  it('refuses a pattern whose files are not uploaded yet', async () => {
    const empty = await createProduct(t.db, { kind: 'pattern', stock: PATTERN_STOCK });
    const res = await alice.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { items: [{ productId: empty.id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields[empty.id]).toBe(PATTERN_TEXTS.patternNotReady);
  });
});

describe('downloads', () => {
  it('serves the buyer a copy stamped on every page, and leaves the stored file unchanged', async () => {
    const orderId = await paidPatternOrder(alice);
    const [line] = await downloadsOf(alice, orderId);
    expect(line).toMatchObject({ downloadsUsed: 0, downloadLimit: 5, isRevoked: false });
    const res = await get(alice, line!.files[0]!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const stamp = licenceStamp('alice', 'alice@example.com', orderId.slice(0, 8));
    const pages = await pdfPageTexts(res.rawPayload);
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page).toContain(stamp);

    const [stored] = await fs.readdir(path.join(t.dataDir, 'private', 'patterns'));
    const bytes = await fs.readFile(path.join(t.dataDir, 'private', 'patterns', stored!));
    expect(bytes.equals(uploaded)).toBe(true);
    expect((await downloadsOf(alice, orderId))[0]!.downloadsUsed).toBe(1);
  });

  it('links the pattern from the confirmation mail', async () => {
    const orderId = await paidPatternOrder(alice);
    const mails = await deliveredTo(t, 'alice@example.com');
    const mail = mails.findLast((m) => m.text.includes(orderId.slice(0, 8)))!;
    const link = /Sunday Shawl pattern — Download: (\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`>${PATTERN_TEXTS.download}</a>`);
    const res = await get(alice, link!);
    expect(res.statusCode).toBe(200);
    expect((await pdfPageTexts(res.rawPayload))[0]).toContain('Licensed to alice');
  });

  it('counts atomically: 10 downloads at once with 2 left give 2 files and 8 refusals', async () => {
    const orderId = await paidPatternOrder(alice);
    const [line] = await downloadsOf(alice, orderId);
    await t.db
      .update(patternDownloads)
      .set({ downloadsUsed: 3 })
      .where(eq(patternDownloads.id, line!.id));
    const url = line!.files[0]!.url;
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(alice, url)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect(answers.find((res) => res.statusCode === 403)!.json().error.message).toBe(
      PATTERN_TEXTS.limitReached,
    );
    const [after] = await downloadsOf(alice, orderId);
    expect(after).toMatchObject({ downloadsUsed: 5, files: [] });

    // The maker resets the count: the buyer has all five again.
    const reset = await admin.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/downloads/${line!.id}/reset`,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().lines[0].downloadsUsed).toBe(0);
    expect((await get(alice, url)).statusCode).toBe(200);
  });

  it("refuses another buyer's, a tampered and an expired link, pointing to a fresh one", async () => {
    const orderId = await paidPatternOrder(alice);
    const [line] = await downloadsOf(alice, orderId);
    const url = line!.files[0]!.url;

    const other = await get(bob, url);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(PATTERN_TEXTS.linkInvalid);
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(TEST_ORIGIN, '') })).statusCode,
    ).toBe(401);
    // Bob cannot read Alice's downloads list either.
    expect(
      (await bob.inject({ method: 'GET', url: `/api/orders/${orderId}/downloads` })).statusCode,
    ).toBe(404);

    // The expiry pushed a day later, the signature kept.
    const token = url.split('/').pop()!;
    const [payload, signature] = token.split('.');
    const bytes = Buffer.from(payload!, 'base64url');
    bytes.writeUInt32BE(bytes.readUInt32BE(32) + 86_400, 32);
    const later = bytes.toString('base64url');
    const tampered = await get(alice, `/api/downloads/${later}.${signature}`);
    expect(tampered.statusCode).toBe(404);

    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const old = signDownloadToken(
      SECRET,
      alice.user.id,
      { orderItemId: line!.orderItemId, fileId: line!.files[0]!.id },
      dayAgo,
    );
    const expired = await get(alice, `/api/downloads/${old}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(PATTERN_TEXTS.linkExpired);
    // A browser gets a page with the way to a fresh link.
    const page = await get(alice, `/api/downloads/${old}`, 'text/html');
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(PATTERN_TEXTS.linkExpired);
    expect(page.body).toContain('href="/orders"');
    // None of these counted.
    expect((await downloadsOf(alice, orderId))[0]!.downloadsUsed).toBe(0);
  });

  it('closes the downloads at once when the order is refunded', async () => {
    const orderId = await paidPatternOrder(alice);
    const [line] = await downloadsOf(alice, orderId);
    const url = line!.files[0]!.url;
    expect((await get(alice, url)).statusCode).toBe(200);
    const cancelled = await setOrderStatus(admin, orderId, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    const res = await get(alice, url);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe(PATTERN_TEXTS.revoked);
    const [after] = await downloadsOf(alice, orderId);
    expect(after).toMatchObject({ isRevoked: true, files: [] });
  });

  it('shows the maker each buyer line with its count', async () => {
    const orderId = await paidPatternOrder(bob);
    const [line] = await downloadsOf(bob, orderId);
    await get(bob, line!.files[0]!.url);
    const res = await admin.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/downloads`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[0]).toMatchObject({ downloadsUsed: 1, downloadLimit: 5, files: [] });
  });
});

describe('no pattern file is public', () => {
  it('appears in no public answer of the shop', async () => {
    const [stored] = await fs.readdir(path.join(t.dataDir, 'private', 'patterns'));
    const key = stored!.replace(/\.pdf$/, '');
    const urls = [
      ...t.app.routeTable
        .filter(
          (route) =>
            route.method === 'GET' &&
            route.access === 'public' &&
            !route.url.includes(':') &&
            !route.url.includes('*'),
        )
        .map((route) => route.url),
      `/api/products/${pattern.id}`,
      '/api/products?kind=pattern',
      '/sitemap.xml',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain(key);
      expect(res.body, url).not.toContain('private/patterns');
    }
    const listing = await t.app.inject({ method: 'GET', url: '/api/products?kind=pattern' });
    expect(listing.json().items.map((p: { id: string }) => p.id)).toContain(pattern.id);
    expect(listing.json().items.map((p: { id: string }) => p.id)).not.toContain(hat.id);
  });
});

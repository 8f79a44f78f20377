import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { Attention } from '@shop/shared/schemas/admin';
import {
  createProduct,
  createProductWithOptions,
  type ProductRecord,
} from '../../../test/factories.ts';
import {
  buildTestAppWithUsers,
  nextClientIp,
  TEST_ORIGIN,
  type TestUser,
} from '../../../test/helpers.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';

const { t, admin, shopper } = await buildTestAppWithUsers({ shopperEmail: 'sage@example.com' });

const askAsVisitor = (productId: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock-alert`,
    headers: { origin: TEST_ORIGIN },
    remoteAddress: nextClientIp(),
    payload: { email },
  });

const confirmLinkIn = async (email: string) => {
  const mail = (await deliveredTo(t, email)).at(-1)!;
  return new URL(mail.text.match(/https?:\/\/\S+\/api\/stock-alerts\/confirm\S+/)![0]);
};

const postConfirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stock-alerts/confirm',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `token=${encodeURIComponent(token)}`,
  });

/** The maker saves `product` with `stock` units (and `more` of the form, such as variants). */
function restock(product: ProductRecord, stock: number, more: Record<string, unknown> = {}) {
  return admin.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}`,
    payload: {
      name: product.name,
      category: product.category,
      description: product.description,
      price: product.priceCents / 100,
      stock,
      images: product.images,
      ...more,
    },
  });
}

const waitingCountOf = async (productId: string) => {
  const res = await admin.inject({ method: 'GET', url: `/api/admin/products/${productId}` });
  return res.json().waitingCount as number;
};

describe('back-in-stock alerts', () => {
  it('signed in: one click puts the account’s address on the list', async () => {
    const product = await createProduct(t.db, { stock: 0 });
    const res = await shopper.inject({
      method: 'POST',
      url: `/api/products/${product.id}/stock-alert`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'waiting' });
    const state = await shopper.inject({
      method: 'GET',
      url: `/api/products/${product.id}/stock-alert`,
    });
    expect(state.json()).toEqual({ isWaiting: true });
    // Asking twice keeps one entry.
    await shopper.inject({ method: 'POST', url: `/api/products/${product.id}/stock-alert` });
    expect(await waitingCountOf(product.id)).toBe(1);
  });

  it('visitor: double opt-in — the link opens a page, only its button confirms', async () => {
    const product = await createProduct(t.db, { name: 'Tiny Whale', stock: 0 });
    const res = await askAsVisitor(product.id, 'Fern@Example.com');
    expect(res.json()).toEqual({ status: 'confirmation_sent' });
    expect(await waitingCountOf(product.id)).toBe(0);

    const mail = (await deliveredTo(t, 'fern@example.com')).at(-1)!;
    expect(mail.subject).toBe('Confirm your back-in-stock alert for Tiny Whale');
    expect(mail.html).toContain('Yes, email me when it is back');
    const link = await confirmLinkIn('fern@example.com');

    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/api/stock-alerts/confirm">');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(await waitingCountOf(product.id)).toBe(0);

    const token = link.searchParams.get('token')!;
    const confirmed = await postConfirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("You're on the list");
    expect(confirmed.body).toContain(`/products/${product.id}`);
    expect(await waitingCountOf(product.id)).toBe(1);
    // A link works once.
    expect((await postConfirm(token)).statusCode).toBe(400);
    expect((await postConfirm('made-up')).statusCode).toBe(400);
  });

  it('refuses products that are in stock or do not exist', async () => {
    const inStock = await createProduct(t.db, { stock: 3 });
    expect((await askAsVisitor(inStock.id, 'a@example.com')).statusCode).toBe(409);
    expect((await askAsVisitor(crypto.randomUUID(), 'a@example.com')).statusCode).toBe(404);
    const noEmail = await t.app.inject({
      method: 'POST',
      url: `/api/products/${inStock.id}/stock-alert`,
      headers: { origin: TEST_ORIGIN },
      remoteAddress: nextClientIp(),
      payload: { email: 'not-an-email' },
    });
    expect(noEmail.statusCode).toBe(400);
  });

  it('restocking mails each waiting address exactly once; none while stock stays 0', async () => {
    const product = await createProduct(t.db, { name: 'Lantern Cozy', stock: 0 });
    await shopper.inject({ method: 'POST', url: `/api/products/${product.id}/stock-alert` });
    await askAsVisitor(product.id, 'moss@example.com');
    await postConfirm((await confirmLinkIn('moss@example.com')).searchParams.get('token')!);
    // Asked but never confirmed: gets nothing.
    await askAsVisitor(product.id, 'silent@example.com');
    expect(await waitingCountOf(product.id)).toBe(2);

    const backInStock = async (email: string) =>
      (await deliveredTo(t, email)).filter((m) => m.subject === 'Lantern Cozy is back in stock');

    expect((await restock(product, 0)).statusCode).toBe(200);
    expect(await backInStock('sage@example.com')).toEqual([]);

    expect((await restock(product, 3)).statusCode).toBe(200);
    expect((await restock(product, 5)).statusCode).toBe(200);
    for (const email of ['sage@example.com', 'moss@example.com']) {
      const mails = await backInStock(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`See it in the shop: ${TEST_ORIGIN}/products/${product.id}`);
      expect(mails[0]!.html).toContain('Lantern Cozy');
    }
    expect(await backInStock('silent@example.com')).toEqual([]);
    expect(await waitingCountOf(product.id)).toBe(0);

    // Sold out again: the same shopper may ask again, and is told again next time.
    await restock(product, 0);
    const again = await shopper.inject({
      method: 'POST',
      url: `/api/products/${product.id}/stock-alert`,
    });
    expect(again.json()).toEqual({ status: 'waiting' });
    await restock(product, 1);
    expect(await backInStock('sage@example.com')).toHaveLength(2);
  });
});

describe('back-in-stock alerts per variant', () => {
  /** A beanie whose M/Rust and S/Rust are sold out. */
  const createBeanie = () =>
    createProductWithOptions(t.db, {
      name: 'Aaaa Alert Beanie',
      priceCents: 2400,
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Sage', 'Rust'] },
      ],
      variants: [
        { values: ['S', 'Sage'], stock: 2 },
        { values: ['S', 'Rust'], stock: 0 },
        { values: ['M', 'Sage'], stock: 3 },
        { values: ['M', 'Rust'], stock: 0 },
      ],
    });

  const ask = (user: TestUser, productId: string, variantId?: string) =>
    user.inject({
      method: 'POST',
      url: `/api/products/${productId}/stock-alert`,
      remoteAddress: nextClientIp(),
      payload: variantId ? { variantId } : {},
    });

  const isWaiting = async (productId: string, variantId: string) =>
    (
      await shopper.inject({
        method: 'GET',
        url: `/api/products/${productId}/stock-alert?variantId=${variantId}`,
      })
    ).json().isWaiting as boolean;

  it('asks for one sold-out variant, names the field when the choice is wrong', async () => {
    const { product, variants } = await createBeanie();
    const other = await createBeanie();

    const none = await ask(shopper, product.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ variantId: 'Choose a Size' });
    expect((await ask(shopper, product.id, variants['S/Sage']!.id)).statusCode).toBe(409);
    const foreign = await ask(shopper, product.id, other.variants['M/Rust']!.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.variantId).toBe(MESSAGES.variantUnknown);
    // A plain product names no variant.
    const plain = await createProduct(t.db, { stock: 0 });
    expect((await ask(shopper, plain.id, variants['M/Rust']!.id)).statusCode).toBe(400);

    expect((await ask(shopper, product.id, variants['M/Rust']!.id)).json()).toEqual({
      status: 'waiting',
    });
    expect(await isWaiting(product.id, variants['M/Rust']!.id)).toBe(true);
    expect(await isWaiting(product.id, variants['S/Rust']!.id)).toBe(false);
  });

  it('restocking one variant mails only those waiting for it; the dashboard counts per variant', async () => {
    const { product, variants } = await createBeanie();
    const mRust = variants['M/Rust']!;
    const sRust = variants['S/Rust']!;
    expect((await ask(shopper, product.id, mRust.id)).statusCode).toBe(200);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/stock-alert`,
      headers: { origin: TEST_ORIGIN },
      remoteAddress: nextClientIp(),
      payload: { email: 'rust-s@example.com', variantId: sRust.id },
    });
    expect(visitor.json()).toEqual({ status: 'confirmation_sent' });
    const confirmMail = (await deliveredTo(t, 'rust-s@example.com')).at(-1)!;
    expect(confirmMail.subject).toContain('Aaaa Alert Beanie (Size: S / Colour: Rust)');
    await postConfirm((await confirmLinkIn('rust-s@example.com')).searchParams.get('token')!);
    expect(await waitingCountOf(product.id)).toBe(2);

    const attention = (
      await admin.inject({
        method: 'GET',
        url: '/api/admin/dashboard/attention?lowStockThreshold=0',
      })
    ).json() as Attention;
    const rows = attention.lowStock.filter((row) => row.id === product.id);
    expect(rows).toEqual([
      {
        id: product.id,
        name: 'Aaaa Alert Beanie',
        stock: 0,
        variantId: sRust.id,
        variantLabel: 'Size: S / Colour: Rust',
        waitingCount: 1,
      },
      {
        id: product.id,
        name: 'Aaaa Alert Beanie',
        stock: 0,
        variantId: mRust.id,
        variantLabel: 'Size: M / Colour: Rust',
        waitingCount: 1,
      },
    ]);

    // The maker restocks M/Rust only.
    const res = await restock(product, 0, {
      options: product.options,
      variants: [
        { optionValues: ['S', 'Sage'], stock: 2 },
        { optionValues: ['S', 'Rust'], stock: 0 },
        { optionValues: ['M', 'Sage'], stock: 3 },
        { optionValues: ['M', 'Rust'], stock: 4 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);

    const back = (await deliveredTo(t, 'sage@example.com')).filter((m) =>
      m.subject.startsWith('Aaaa Alert Beanie'),
    );
    expect(back.map((m) => m.subject)).toEqual([
      'Aaaa Alert Beanie (Size: M / Colour: Rust) is back in stock',
    ]);
    expect(back[0]!.text).toContain(`${TEST_ORIGIN}/products/${product.id}?variant=${mRust.id}`);
    const visitorMails = (await deliveredTo(t, 'rust-s@example.com')).map((m) => m.subject);
    expect(visitorMails.some((s) => s.endsWith('is back in stock'))).toBe(false);
    expect(await isWaiting(product.id, mRust.id)).toBe(false);
    expect(await waitingCountOf(product.id)).toBe(1);
  });
});

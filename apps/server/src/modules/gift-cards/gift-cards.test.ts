/**
 * Gift cards through the API, on either database: 20 checkouts racing for one card, several
 * cards on one order, a card paying for everything (no payment page), an expired checkout giving
 * the money back, full and partial refunds with the ledger summing to the balance, a bought card
 * mailed once on its send date by two replicas, guessing refused, and the balance page's form
 * answered without the app.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MESSAGES, normalizeGiftCardCode } from '@shop/shared/schemas/gift-card';
import { buildApp } from '../../app.ts';
import { giftCards, mailOutbox } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestAppWithUsers, nextClientIp, type TestUser } from '../../../test/helpers.ts';
import {
  demoSessionOf,
  orderRow,
  payDemoSession,
  SHIPPING,
} from '../../../test/order-factories.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';
import { cookiesOf, postForm } from '../../../test/html-forms.ts';
import { releaseOrderStock } from '../orders/release-order-stock.ts';
import { ledgerSum } from './apply-gift-cards.ts';
import { sendDueGiftCards } from './send-due-cards.ts';

const { t, admin, shopper } = await buildTestAppWithUsers();
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

const codeIn = (text: string) => /Your code: ([A-Z0-9-]{19})/.exec(text)?.[1] ?? null;

/** The maker issues a card; its mail (sent at once) carries the code. */
async function issueCard(amountCents: number) {
  const recipientEmail = `friend-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await admin.inject({
    method: 'POST',
    url: '/api/admin/gift-cards',
    payload: { amountCents, recipientName: 'Friend', recipientEmail, note: 'Late order' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await deliveredTo(t, recipientEmail);
  const code = codeIn(mail!.text);
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  return { id: res.json().id as string, code: code! };
}

const balanceOf = async (id: string) =>
  (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balanceCents;

async function expectLedgerMatches(id: string) {
  expect(await ledgerSum(t.db, id)).toBe(await balanceOf(id));
}

const checkout = (
  user: TestUser,
  productId: string,
  cards: { code: string; amountCents?: number }[],
  extra: Record<string, unknown> = {},
) =>
  user.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { items: [{ productId, quantity: 1 }], giftCards: cards, ...extra },
  });

describe('codes and the maker', () => {
  it('stores only a hash and the last 4; the ledger and the audit log show the issue', async () => {
    const card = await issueCard(2000);
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.codeHash).toHaveLength(64);
    expect(row!.codeHash).not.toContain(normalizeGiftCardCode(card.code));
    expect(row!.last4).toBe(normalizeGiftCardCode(card.code).slice(-4));
    const detail = (
      await admin.inject({ method: 'GET', url: `/api/admin/gift-cards/${card.id}` })
    ).json();
    expect(detail.ledger.map((r: { kind: string }) => r.kind)).toEqual(['issued']);
    const list = (await admin.inject({ method: 'GET', url: '/api/admin/gift-cards' })).json();
    expect(list.items.find((c: { id: string }) => c.id === card.id)).toMatchObject({
      balanceCents: 2000,
      recipientName: 'Friend',
    });
    const audit = (await admin.inject({ method: 'GET', url: '/api/admin/activity' })).json();
    expect(JSON.stringify(audit)).toContain('/api/admin/gift-cards');

    // Disabled: it pays for nothing, answered like a code that does not exist.
    expect(
      (await admin.inject({ method: 'POST', url: `/api/admin/gift-cards/${card.id}/disable` }))
        .statusCode,
    ).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      remoteAddress: nextClientIp(),
      payload: { code: card.code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(GIFT_CARD_MESSAGES.unusable);
  });
});

describe('spending', () => {
  it('20 concurrent $30 checkouts on one $50 card: one holds it, the rest are told it is short', async () => {
    const card = await issueCard(5000);
    const product = await createProduct(t.db, { priceCents: 3000, stock: 100 });
    const buyers: TestUser[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await t.signUp());
    const results = await Promise.all(
      buyers.map((buyer) =>
        checkout(buyer, product.id, [{ code: card.code, amountCents: 3000 }], {
          shippingAddress: SHIPPING,
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    expect(ok).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.message).toMatch(/is short: \$20\.00 left/);
    }
    expect(await balanceOf(card.id)).toBe(2000);
    await expectLedgerMatches(card.id);
  }, 120_000);

  it('several cards on one order, the card payment paying the rest', async () => {
    const a = await issueCard(1000);
    const b = await issueCard(2500);
    const product = await createProduct(t.db, { priceCents: 5000, stock: 5 });
    const quote = await shopper.inject({
      method: 'POST',
      url: '/api/gift-cards/quote',
      payload: { codes: [a.code, b.code], dueCents: 5000 },
    });
    expect(quote.json()).toMatchObject({
      appliedCents: 3500,
      dueAfterCents: 1500,
      cards: [
        { appliedCents: 1000, remainingCents: 0 },
        { appliedCents: 2500, remainingCents: 0 },
      ],
    });
    const res = await checkout(shopper, product.id, [
      { code: a.code, amountCents: 1000 },
      { code: b.code, amountCents: 2500 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const session = await demoSessionOf(shopper, res);
    expect(session).toMatchObject({ totalCents: 5000, giftCardCents: 3500 });
    expect((await payDemoSession(shopper, session.sessionId)).statusCode).toBe(200);
    expect(await orderRow(t.db, session.orderId)).toMatchObject({
      paymentStatus: 'paid',
      totalCents: 5000,
      giftCardCents: 3500,
    });
    for (const card of [a, b]) {
      expect(await balanceOf(card.id)).toBe(0);
      await expectLedgerMatches(card.id);
    }
  });

  it('a card paying for everything: no payment page, paid at once, its mails queued', async () => {
    const card = await issueCard(5000);
    const product = await createProduct(t.db, { priceCents: 3000, stock: 5 });
    const buyer = await t.signUp();
    // Without an address the order cannot ship: refused, and nothing is held.
    const noAddress = await checkout(buyer, product.id, [{ code: card.code }]);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields).toHaveProperty('shippingAddress');
    expect(await balanceOf(card.id)).toBe(5000);

    const res = await checkout(buyer, product.id, [{ code: card.code }], {
      shippingAddress: SHIPPING,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^\/orders\/[0-9a-f-]+\?paid=gift-card$/);
    const orderId = res.json().url.split('/')[2].split('?')[0];
    expect(await orderRow(t.db, orderId)).toMatchObject({
      paymentStatus: 'paid',
      checkoutSessionId: null,
      totalCents: 3000,
      giftCardCents: 3000,
    });
    const [confirmation] = await deliveredTo(t, buyer.user.email);
    expect(confirmation?.subject).toMatch(/order/i);
    expect(await balanceOf(card.id)).toBe(2000);
    await expectLedgerMatches(card.id);
  });

  it('an expired checkout gives the held money back', async () => {
    const card = await issueCard(5000);
    const product = await createProduct(t.db, { priceCents: 8000, stock: 5 });
    const buyer = await t.signUp();
    const res = await checkout(buyer, product.id, [{ code: card.code, amountCents: 5000 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(card.id)).toBe(0);
    const session = await demoSessionOf(buyer, res);
    expect(await releaseOrderStock(t.db, session.orderId, 'expired')).toBe(true);
    expect(await balanceOf(card.id)).toBe(5000);
    const detail = (
      await admin.inject({ method: 'GET', url: `/api/admin/gift-cards/${card.id}` })
    ).json();
    expect(detail.ledger.map((r: { kind: string }) => r.kind)).toEqual([
      'issued',
      'reserved',
      'released',
    ]);
    await expectLedgerMatches(card.id);
  });
});

describe('refunds', () => {
  it('a partial refund takes the card payment first; the rest goes back on the card', async () => {
    const card = await issueCard(3000);
    const product = await createProduct(t.db, { priceCents: 5000, stock: 5 });
    const buyer = await t.signUp();
    const res = await checkout(buyer, product.id, [{ code: card.code, amountCents: 3000 }]);
    const session = await demoSessionOf(buyer, res);
    expect((await payDemoSession(buyer, session.sessionId)).statusCode).toBe(200);
    await deliveredTo(t, buyer.user.email);

    const part = await admin.inject({
      method: 'POST',
      url: `/api/admin/orders/${session.orderId}/refund`,
      payload: { amountCents: 2500 },
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ paymentStatus: 'paid', refundedCents: 2500 });
    expect(t.app.ctx.payments!.name).toBe('test');
    expect(await balanceOf(card.id)).toBe(500);
    const mails = await deliveredTo(t, buyer.user.email);
    const refundMail = mails.find((m) => m.subject.startsWith('$25.00 refunded'));
    expect(refundMail?.text).toContain('$20.00 back to the card you paid with');
    expect(refundMail?.text).toContain('$5.00 back on gift card ····');

    const tooMuch = await admin.inject({
      method: 'POST',
      url: `/api/admin/orders/${session.orderId}/refund`,
      payload: { amountCents: 2600 },
    });
    expect(tooMuch.statusCode).toBe(400);
    const rest = await admin.inject({
      method: 'POST',
      url: `/api/admin/orders/${session.orderId}/refund`,
      payload: {},
    });
    expect(rest.json()).toMatchObject({ paymentStatus: 'refunded', refundedCents: 5000 });
    expect(await balanceOf(card.id)).toBe(3000);
    await expectLedgerMatches(card.id);
  });

  it("the maker's cancel of a paid order refunds both parts in full", async () => {
    const card = await issueCard(1000);
    const product = await createProduct(t.db, { priceCents: 4000, stock: 5 });
    const buyer = await t.signUp();
    const res = await checkout(buyer, product.id, [{ code: card.code, amountCents: 1000 }]);
    const session = await demoSessionOf(buyer, res);
    await payDemoSession(buyer, session.sessionId);
    const cancel = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${session.orderId}`,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await orderRow(t.db, session.orderId)).toMatchObject({
      paymentStatus: 'refunded',
      refundedCents: 4000,
    });
    expect(await balanceOf(card.id)).toBe(1000);
    await expectLedgerMatches(card.id);
    // One mail, the cancel's, says how much goes where; the refund sends no second one.
    const mails = await deliveredTo(t, buyer.user.email);
    expect(mails.filter((m) => m.subject.includes('refunded'))).toEqual([]);
    const mail = mails.find((m) => m.subject.endsWith('was cancelled'));
    expect(mail?.text).toContain('You paid $40.00 for this order. We are refunding all of it:');
    expect(mail?.text).toContain('$30.00 back to the card you paid with');
    expect(mail?.text).toContain(`$10.00 back on gift card ····${card.code.slice(-4)}, at once`);
  });
});

describe('a cancel after a partial refund', () => {
  it('refunds what is left and its one mail says so, part by part', async () => {
    const card = await issueCard(3000);
    const product = await createProduct(t.db, { priceCents: 5000, stock: 5 });
    const buyer = await t.signUp();
    const res = await checkout(buyer, product.id, [{ code: card.code, amountCents: 3000 }]);
    const session = await demoSessionOf(buyer, res);
    await payDemoSession(buyer, session.sessionId);
    const part = await admin.inject({
      method: 'POST',
      url: `/api/admin/orders/${session.orderId}/refund`,
      payload: { amountCents: 2500 },
    });
    expect(part.json()).toMatchObject({ refundedCents: 2500 });
    const before = (await deliveredTo(t, buyer.user.email)).length;

    const cancel = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${session.orderId}`,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ paymentStatus: 'refunded', refundedCents: 5000 });
    expect(await balanceOf(card.id)).toBe(3000);
    await expectLedgerMatches(card.id);
    const mails = (await deliveredTo(t, buyer.user.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Loop & Lantern order #${session.orderId.slice(0, 8)} was cancelled`,
    ]);
    expect(mails[0]!.text).toContain(
      'You paid $50.00 for this order, and $25.00 of it was refunded earlier. We are refunding the remaining $25.00:',
    );
    expect(mails[0]!.text).toContain(
      `$25.00 back on gift card ····${card.code.slice(-4)}, at once`,
    );
    expect(mails[0]!.text).not.toContain('back to the card you paid with');
  });
});

describe('buying a gift card', () => {
  it('paid, then mailed once on its send date even with two replicas sweeping', async () => {
    const buyer = await t.signUp();
    const recipientEmail = `sam-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const today = new Date().toISOString().slice(0, 10);
    const past = await buyer.inject({
      method: 'POST',
      url: '/api/checkout/gift-card',
      payload: { amountCents: 5000, recipientName: 'Sam', recipientEmail, sendOn: '2020-01-01' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(GIFT_CARD_MESSAGES.sendOnPast);

    const res = await buyer.inject({
      method: 'POST',
      url: '/api/checkout/gift-card',
      payload: {
        amountCents: 5000,
        recipientName: 'Sam',
        recipientEmail,
        message: 'Happy birthday!',
        sendOn: today,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = await demoSessionOf(buyer, res);
    expect(session.totalCents).toBe(5000);
    // Not paid yet: nothing to send.
    expect(await sendDueGiftCards(t.app.ctx)).toBe(0);
    expect((await payDemoSession(buyer, session.sessionId)).statusCode).toBe(200);

    const second = await buildApp({
      config: t.config,
      database: t.database,
      authSecret: AUTH_SECRET,
      logger: false,
      mailer: t.app.ctx.mailer,
    });
    await second.ready();
    try {
      await Promise.all([
        sendDueGiftCards(t.app.ctx),
        sendDueGiftCards(second.ctx),
        sendDueGiftCards(t.app.ctx),
        sendDueGiftCards(second.ctx),
      ]);
    } finally {
      await second.close();
    }
    const queued = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, recipientEmail));
    expect(queued).toHaveLength(1);
    const [mail] = await deliveredTo(t, recipientEmail);
    expect(mail!.text).toContain('Happy birthday!');
    const code = codeIn(mail!.text)!;
    const balance = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      remoteAddress: nextClientIp(),
      payload: { code },
    });
    expect(balance.json()).toMatchObject({ balanceCents: 5000 });

    const bought = (
      await buyer.inject({ method: 'GET', url: `/api/orders/${session.orderId}/gift-cards` })
    ).json().items;
    expect(bought).toMatchObject([{ status: 'active', recipientName: 'Sam', amountCents: 5000 }]);
    expect(bought[0].sentAt).not.toBeNull();
    // Another shopper sees nothing of it.
    expect(
      (
        await shopper.inject({ method: 'GET', url: `/api/orders/${session.orderId}/gift-cards` })
      ).json().items,
    ).toEqual([]);

    // Resend: a new code, the old one stops working, the balance stays.
    const resend = await buyer.inject({
      method: 'POST',
      url: `/api/gift-cards/${bought[0].id}/resend`,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const mails = await deliveredTo(t, recipientEmail);
    expect(mails).toHaveLength(2);
    const newCode = codeIn(mails[1]!.text)!;
    expect(newCode).not.toBe(code);
    const ip = nextClientIp();
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      remoteAddress: ip,
      payload: { code },
    });
    expect(old.statusCode).toBe(400);
  });
});

describe('guessing codes', () => {
  it('locks a client out after repeated misses, with the same message for every miss', async () => {
    const card = await issueCard(1000);
    const ip = nextClientIp();
    const ask = (code: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/gift-cards/balance',
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
        payload: { code },
      });
    for (let i = 0; i < 5; i++) {
      const miss = await ask('ABCD-EFGH-JKLM-NPQR');
      expect(miss.statusCode).toBe(400);
      expect(miss.json().error.message).toBe(GIFT_CARD_MESSAGES.unusable);
    }
    // Locked now, even for a real code, and however the cookie changes.
    const locked = await ask(card.code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(GIFT_CARD_MESSAGES.locked);

    // The session's count holds on another address too (a signed-in shopper's misses).
    const guesser = await t.signUp();
    for (let i = 0; i < 5; i++) {
      await guesser.inject({
        method: 'POST',
        url: '/api/gift-cards/quote',
        remoteAddress: nextClientIp(),
        payload: { codes: ['ZZZZ-ZZZZ-ZZZZ-ZZZZ'], dueCents: 100 },
      });
    }
    const fromElsewhere = await guesser.inject({
      method: 'POST',
      url: '/api/gift-cards/quote',
      remoteAddress: nextClientIp(),
      payload: { codes: [card.code], dueCents: 100 },
    });
    expect(fromElsewhere.statusCode).toBe(429);
  });
});

describe('the balance page without the app', () => {
  /** The page the form's 303 leads to, rendered with the answer's cookies. */
  async function pageAfter(answer: Awaited<ReturnType<typeof postForm>>) {
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/gift-cards/balance');
    const cookie = cookiesOf(answer.headers['set-cookie']).join('; ');
    return (await t.app.inject({ method: 'GET', url: '/gift-cards/balance', headers: { cookie } }))
      .body;
  }
  const send = (code: string) =>
    postForm(t.app, '/forms/gift-cards/balance', {
      form: 'gift-card-balance',
      returnTo: '/gift-cards/balance',
      code,
    });

  it('shows the balance with only the last four characters of the code', async () => {
    const card = await issueCard(2000);
    const html = await pageAfter(await send(card.code.toLowerCase()));
    const last4 = normalizeGiftCardCode(card.code).slice(-4);
    expect(html).toContain(`Gift card ····${last4} has $20.00 left.`);
    expect(html).not.toContain(normalizeGiftCardCode(card.code));
  });

  it('answers an unusable or empty code with the one refusal, the code typed kept', async () => {
    const html = await pageAfter(await send('ABCD-EFGH-JKLM-NPQR'));
    expect(html).toContain(GIFT_CARD_MESSAGES.unusable);
    expect(html).toContain('value="ABCD-EFGH-JKLM-NPQR"');
    expect(await pageAfter(await send(''))).toContain(GIFT_CARD_MESSAGES.unusable);
  });
});

describe('buying a gift card without the app', () => {
  const fields = (extra: Record<string, string>) => ({
    form: 'gift-card-buy',
    returnTo: '/gift-card',
    amount: '2500',
    recipientName: 'Sam',
    recipientEmail: 'sam@example.com',
    message: '',
    sendOn: new Date().toISOString().slice(0, 10),
    ...extra,
  });

  it('goes to the payment page for the amount chosen, or typed', async () => {
    const buyer = await t.signUp();
    const preset = await postForm(t.app, '/forms/gift-cards/buy', fields({}), buyer.cookie);
    expect(preset.statusCode).toBe(303);
    expect(preset.headers.location).toMatch(/\/test-checkout\/test_cs_/);
    const custom = await postForm(
      t.app,
      '/forms/gift-cards/buy',
      fields({ amount: 'custom', customAmount: '35' }),
      buyer.cookie,
    );
    const sessionId = /test_cs_[\w-]+/.exec(String(custom.headers.location))![0];
    const session = (
      await buyer.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}` })
    ).json();
    expect(session.totalCents).toBe(3500);
  });

  it('comes back with the reasons and what was typed; a visitor signs in first', async () => {
    const buyer = await t.signUp();
    const refused = await postForm(
      t.app,
      '/forms/gift-cards/buy',
      fields({ amount: 'custom', customAmount: '5', recipientEmail: 'not an address' }),
      buyer.cookie,
    );
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/gift-card');
    const cookie = [buyer.cookie, ...cookiesOf(refused.headers['set-cookie'])].join('; ');
    const page = (await t.app.inject({ method: 'GET', url: '/gift-card', headers: { cookie } }))
      .body;
    expect(page).toContain(GIFT_CARD_MESSAGES.amount);
    expect(page).toContain('Enter the recipient&#x27;s email');
    expect(page).toContain('value="not an address"');

    const visitor = await postForm(t.app, '/forms/gift-cards/buy', fields({}));
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe('/signin?returnTo=%2Fgift-card');
  });
});

import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { createOrder, setOrderStatus } from '../../../test/order-factories.ts';
import { switchableMailer } from '../../../test/outbox-helpers.ts';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './deliver-due-mails.ts';

const mailer = switchableMailer();
let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  t = await buildTestApp({}, { mailer });
  // No SHOP_OWNER_EMAIL: the maker's mails go to the first admin.
  admin = await t.signUp({ role: 'admin', email: 'first-admin@example.com' });
  shopper = await t.signUp();
});

const minutesLater = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

const rowsOf = (ids: string[]) =>
  t.db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((row) => ids.includes(row.id)));

describe('the mail outbox', () => {
  it('keeps every mail through a mail server outage and delivers each exactly once after', async () => {
    mailer.isDown = true;
    const known = new Set(
      (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((r) => r.id),
    );

    // Three changes that each queue a mail, made while the mail server is down: none fails.
    for (const name of ['Ivy', 'Rowan']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: 'http://localhost:3000' },
        payload: { name, email: `${name.toLowerCase()}@example.com`, message: 'Hello!' },
      });
      expect(res.statusCode).toBe(201);
    }
    const product = await createProduct(t.db);
    const { order } = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product }],
      paymentStatus: 'paid',
    });
    const patched = await setOrderStatus(admin, order.id, 'processing');
    expect(patched.statusCode).toBe(200);

    const result = await t.app.ctx.outbox.flush();
    expect(result.sent).toBe(0);
    const queued = (await t.db.select().from(mailOutbox)).filter((row) => !known.has(row.id));
    expect(queued.map((row) => row.kind).sort()).toEqual([
      'order_processing',
      'owner_contact_message',
      'owner_contact_message',
    ]);
    for (const row of queued) {
      expect(row).toMatchObject({
        status: 'pending',
        lastError: 'connect ECONNREFUSED 127.0.0.1:587',
      });
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    const ids = queued.map((row) => row.id);

    // Not due yet: a pass right now does not hammer the mail server.
    const attemptsBefore = mailer.attempts;
    await t.app.ctx.outbox.flush();
    expect(mailer.attempts).toBe(attemptsBefore);

    // The server is back; two passes race (two replicas, say): each mail goes out once.
    mailer.isDown = false;
    const later = minutesLater(90);
    await Promise.all([t.app.ctx.outbox.flush(later), t.app.ctx.outbox.flush(later)]);
    await t.app.ctx.outbox.flush(minutesLater(24 * 60));

    expect(mailer.sent.filter((m) => m.to === 'first-admin@example.com')).toHaveLength(2);
    expect(mailer.sent.filter((m) => m.to === shopper.user.email)).toHaveLength(1);
    expect(mailer.sent.filter((m) => m.subject === 'New message from Ivy')).toHaveLength(1);
    for (const row of await rowsOf(ids)) {
      expect(row.status).toBe('sent');
      expect(row.sentAt).not.toBeNull();
    }
  });

  it('delivers a mail queued within the very millisecond of the pass', async () => {
    // The database keeps microseconds, the pass's clock milliseconds.
    const [row] = await t.db
      .insert(mailOutbox)
      .values({
        kind: 'order_paid',
        to: 'same-ms@example.com',
        subject: 'Same millisecond',
        text: 'text',
        html: '<p>html</p>',
        nextAttemptAt: sql`'2030-01-01T10:00:00.123456Z'::timestamptz`,
      })
      .returning();
    await t.app.ctx.outbox.flush(() => new Date('2030-01-01T10:00:00.123Z'));
    const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent' });
  });

  it('gives a mail up after the last attempt, and backs off 1, 2, 4 … minutes up to an hour', async () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 60, 60, 60,
    ]);
    const [row] = await t.db
      .insert(mailOutbox)
      .values({
        kind: 'order_paid',
        to: 'nobody@example.com',
        subject: 'Last try',
        text: 'text',
        html: '<p>html</p>',
        attempts: MAX_MAIL_ATTEMPTS - 1,
      })
      .returning();
    mailer.isDown = true;
    const result = await t.app.ctx.outbox.flush();
    mailer.isDown = false;
    expect(result.failed).toBe(1);
    const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    // A failed mail is never picked up again.
    await t.app.ctx.outbox.flush(minutesLater(24 * 60));
    expect(mailer.sent.filter((m) => m.subject === 'Last try')).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN } from '../../../test/helpers.ts';
import { countPendingMessages } from './count-pending-messages.ts';

const t = await buildTestApp();
const admin = await t.signUp({ role: 'admin' });
const shopper = await t.signUp();

const sendMessage = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: nextClientIp(),
    payload,
  });

const storedMessage = async (id: string) =>
  (await t.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

const hostile = {
  name: '<script>alert("name")</script>',
  email: 'mallory@example.com',
  message:
    'Hi <script>alert(1)</script>\n<img src=x onerror="alert(2)">\n<a href="javascript:alert(3)">my shop</a>',
};

/** A valid message; the refusals below change one field of it. */
const fromAda = { name: 'Ada', email: 'ada@example.com', message: 'Do you take custom orders?' };

describe('contact form', () => {
  it('stores a message as pending, with an optional Instagram name', async () => {
    const res = await sendMessage({ ...fromAda, instagramUsername: '@ada.makes' });
    expect(res.statusCode).toBe(201);
    const row = await storedMessage(res.json().id);
    expect(row).toMatchObject({
      ...fromAda,
      instagramUsername: 'ada.makes',
      status: 'pending',
      response: null,
      respondedAt: null,
    });

    const without = await sendMessage({ name: 'Bo', email: 'bo@example.com', message: 'Hello!' });
    expect(without.statusCode).toBe(201);
    const other = await storedMessage(without.json().id);
    expect(other!.instagramUsername).toBeNull();
  });

  it('requires name, a valid email and a message', async () => {
    const res = await sendMessage({ name: ' ', email: 'nope', message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'message', 'name']);
    const badInstagram = await sendMessage({
      ...fromAda,
      instagramUsername: 'https://evil.example/',
    });
    expect(badInstagram.statusCode).toBe(400);
    expect(badInstagram.json().error.fields).toHaveProperty('instagramUsername');
    const tooLong = await sendMessage({ ...fromAda, message: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('stores markup in a message exactly as written and gives it back to the admin as is', async () => {
    const res = await sendMessage(hostile);
    expect(res.statusCode).toBe(201);
    const list = await admin.inject({ method: 'GET', url: '/api/admin/messages' });
    const stored = list.json().items.find((m: { id: string }) => m.id === res.json().id);
    expect(stored).toMatchObject(hostile);
  });
});

describe('the maker’s inbox', () => {
  it('lists messages newest first, to admins only', async () => {
    await t.db.insert(contactMessages).values({
      name: 'Old',
      email: 'old@example.com',
      message: 'From long ago',
      createdAt: new Date('2021-05-01T00:00:00Z'),
    });
    const fresh = (
      await sendMessage({ name: 'New', email: 'new@example.com', message: 'Just now' })
    ).json();
    const res = await admin.inject({ method: 'GET', url: '/api/admin/messages' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; name: string; createdAt: string }[];
    expect(items[0]!.id).toBe(fresh.id);
    expect(items.at(-1)!.name).toBe('Old');
    const times = items.map((m) => new Date(m.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect((await shopper.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(
      401,
    );
  });

  it('replies: stores the trimmed response, marks it responded, mails the sender, once', async () => {
    const { id } = (
      await sendMessage({
        name: 'Eve',
        email: 'eve@example.com',
        message: 'Is the blue blanket <b>still</b> available?',
      })
    ).json();
    const pendingBefore = await countPendingMessages(t.db);

    const blank = await admin.inject({
      method: 'POST',
      url: `/api/admin/messages/${id}/reply`,
      payload: { response: '  \n ' },
    });
    expect(blank.statusCode).toBe(400);

    const asShopper = await shopper.inject({
      method: 'POST',
      url: `/api/admin/messages/${id}/reply`,
      payload: { response: 'Sneaky' },
    });
    expect(asShopper.statusCode).toBe(403);

    // The maker's own mail about the new message goes out through the outbox first.
    await t.app.ctx.outbox.flush();
    const before = t.app.ctx.mailer.sent.length;
    const res = await admin.inject({
      method: 'POST',
      url: `/api/admin/messages/${id}/reply`,
      payload: { response: '  Yes, it is! I can ship it on Monday.  ' },
    });
    expect(res.statusCode).toBe(200);
    const answered = res.json();
    expect(answered).toMatchObject({
      id,
      status: 'responded',
      response: 'Yes, it is! I can ship it on Monday.',
    });
    expect(new Date(answered.respondedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await countPendingMessages(t.db)).toBe(pendingBefore - 1);

    const mails = t.app.ctx.mailer.sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('eve@example.com');
    expect(mails[0]!.text).toContain('Yes, it is! I can ship it on Monday.');
    expect(mails[0]!.text).toContain('Is the blue blanket <b>still</b> available?');
    // The sender's words are escaped in the HTML part, never markup.
    expect(mails[0]!.html).toContain('&lt;b&gt;still&lt;/b&gt;');
    expect(mails[0]!.file).toMatch(/\.eml$/);

    const second = await admin.inject({
      method: 'POST',
      url: `/api/admin/messages/${id}/reply`,
      payload: { response: 'Another answer' },
    });
    expect(second.statusCode).toBe(409);
    expect(t.app.ctx.mailer.sent.length).toBe(before + 1);
    const row = await storedMessage(id);
    expect(row!.response).toBe('Yes, it is! I can ship it on Monday.');
  });

  it('answers 404 for an unknown message', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: `/api/admin/messages/${crypto.randomUUID()}/reply`,
      payload: { response: 'Hello' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('leaves the message pending when the reply mail cannot be sent', async () => {
    const { id } = (
      await sendMessage({ name: 'Fay', email: 'fay@example.com', message: 'Hello?' })
    ).json();
    const mailer = t.app.ctx.mailer;
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      const res = await admin.inject({
        method: 'POST',
        url: `/api/admin/messages/${id}/reply`,
        payload: { response: 'Hi Fay' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      mailer.send = send;
    }
    const row = await storedMessage(id);
    expect(row).toMatchObject({ status: 'pending', response: null, respondedAt: null });

    const retry = await admin.inject({
      method: 'POST',
      url: `/api/admin/messages/${id}/reply`,
      payload: { response: 'Hi Fay' },
    });
    expect(retry.statusCode).toBe(200);
  });
});

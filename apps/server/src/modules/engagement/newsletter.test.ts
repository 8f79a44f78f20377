import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { newsletterSubscribers } from '../../db/schema.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN } from '../../../test/helpers.ts';
import { sendNewsletter } from './newsletter-mail.ts';
import { signUnsubscribeToken } from './unsubscribe-link.ts';

const t = await buildTestApp();

const subscribe = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: nextClientIp(),
    payload: { email },
  });

const subscriberRow = async (email: string) =>
  (
    await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
  )[0];

const mailsTo = (email: string) => t.app.ctx.mailer.sent.filter((m) => m.to === email);

/** The unsubscribe link of a mail, read from its text part like a person would click it. */
function unsubscribeLinkOf(text: string): string {
  const match = text.match(/Unsubscribe: (\S+)/);
  if (!match) throw new Error('no unsubscribe link in mail');
  return match[1]!;
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

describe('newsletter: subscribe, already subscribed, unsubscribe by link, subscribe again', () => {
  const email = 'knitter@example.com';

  it('subscribes a new address and welcomes it with a one-click unsubscribe link', async () => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'subscribed' });
    expect(await subscriberRow(email)).toMatchObject({ isSubscribed: true, unsubscribedAt: null });

    const [welcome] = mailsTo(email);
    expect(welcome).toBeDefined();
    const link = unsubscribeLinkOf(welcome!.text);
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/api/newsletter/unsubscribe\\?`));
    expect(welcome!.html).toContain(link.replace(/&/g, '&amp;'));
    expect(welcome!.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('answers an address that is already subscribed with the shop’s text', async () => {
    const res = await subscribe('  Knitter@Example.COM ');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'conflict',
      message: MESSAGES.alreadySubscribed,
    });
    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows.filter((r) => r.email === email)).toHaveLength(1);
  });

  it('refuses a bad or foreign token and changes nothing', async () => {
    const otherToken = signUnsubscribeToken(t.app.ctx.authSecret, 'someone-else@example.com');
    for (const url of [
      `/api/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=forged`,
      `/api/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=${otherToken}`,
      `/api/newsletter/unsubscribe?email=${encodeURIComponent(email)}`,
      '/api/newsletter/unsubscribe',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: nextClientIp() });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('This link is not valid');
    }
    expect(await subscriberRow(email)).toMatchObject({ isSubscribed: true, unsubscribedAt: null });
  });

  it('unsubscribes by the link in the mail, without signing in', async () => {
    const link = unsubscribeLinkOf(mailsTo(email)[0]!.text);
    const res = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('unsubscribed');
    expect(res.body).toContain(email);
    const row = await subscriberRow(email);
    expect(row!.isSubscribed).toBe(false);
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);

    // Opening the link again is harmless and keeps the first date.
    const again = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(again.statusCode).toBe(200);
    expect((await subscriberRow(email))!.unsubscribedAt).toEqual(row!.unsubscribedAt);
  });

  it('subscribes an unsubscribed address again', async () => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'resubscribed' });
    expect(await subscriberRow(email)).toMatchObject({ isSubscribed: true, unsubscribedAt: null });
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('answers the RFC 8058 one-click POST a mail provider sends', async () => {
    const link = unsubscribeLinkOf(mailsTo(email).at(-1)!.text);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(link),
      // Providers post from their own servers: a foreign origin (or none) must not matter.
      headers: {
        origin: 'https://mail.provider.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriberRow(email))!.isSubscribed).toBe(false);
  });

  it('refuses malformed addresses with the shop’s message', async () => {
    for (const bad of ['not-an-email', 'a@b', '', 'x@example.com<script>']) {
      const res = await subscribe(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.email).toBe(MESSAGES.invalidEmail);
    }
  });
});

describe('sendNewsletter', () => {
  it('mails every current subscriber, each with their own unsubscribe link and headers', async () => {
    await t.db.delete(newsletterSubscribers);
    await t.db
      .insert(newsletterSubscribers)
      .values([
        { email: 'one@example.com' },
        { email: 'two@example.com' },
        { email: 'gone@example.com', isSubscribed: false, unsubscribedAt: new Date() },
      ]);
    const before = t.app.ctx.mailer.sent.length;
    const result = await sendNewsletter(t.app.ctx, {
      subject: 'The autumn drop is here',
      heading: 'Autumn drop',
      paragraphs: ['Twelve new scarves, one of each.'],
    });
    expect(result).toEqual({ sent: 2, failed: [] });
    const sent = t.app.ctx.mailer.sent.slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual(['one@example.com', 'two@example.com']);
    for (const mail of sent) {
      const link = unsubscribeLinkOf(mail.text);
      expect(new URL(link).searchParams.get('email')).toBe(mail.to);
      expect(mail.headers?.['List-Unsubscribe']).toBe(`<${link}>`);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain('>Unsubscribe</a>');
    }
    // Each link works for its own address only.
    const oneLink = unsubscribeLinkOf(sent.find((m) => m.to === 'one@example.com')!.text);
    const res = await t.app.inject({ method: 'GET', url: pathOf(oneLink) });
    expect(res.statusCode).toBe(200);
    expect((await subscriberRow('one@example.com'))!.isSubscribed).toBe(false);
    expect((await subscriberRow('two@example.com'))!.isSubscribed).toBe(true);
  });
});

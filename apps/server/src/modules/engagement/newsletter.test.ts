import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { newsletterSubscribers } from '../../db/schema.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN } from '../../../test/helpers.ts';
import { postOneClick } from '../../../test/mail-helpers.ts';
import { signUnsubscribeToken } from './unsubscribe-link.ts';
import { buildNewsletterMail } from './newsletter-mail.ts';

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

const mailsTo = async (email: string) => {
  await t.app.ctx.outbox.flush();
  return t.app.ctx.mailer.sent.filter((m) => m.to === email);
};

/** Opens the confirmation mail's link, then presses its button, as a person would. */
async function confirmByMail(email: string) {
  const mail = (await mailsTo(email)).filter((m) => m.subject.startsWith('Confirm')).at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\S+/)![0]);
  const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Yes, subscribe me');
  const token = link.searchParams.get('token')!;
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
}

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
  /** A subscription, new or renewed, that waits for the link in the confirmation mail. */
  const SUBSCRIBED_UNCONFIRMED = { isSubscribed: true, unsubscribedAt: null, confirmedAt: null };

  it('subscribes a new address unconfirmed and mails it a confirmation link', async () => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'subscribed' });
    expect(await subscriberRow(email)).toMatchObject(SUBSCRIBED_UNCONFIRMED);
    const [confirm] = await mailsTo(email);
    expect(confirm!.subject).toMatch(/^Confirm your .* newsletter subscription$/);

    // Opening the link alone confirms nothing (mail scanners follow links).
    expect((await subscriberRow(email))!.confirmedAt).toBeNull();
    const done = await confirmByMail(email);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You're subscribed");
    expect((await subscriberRow(email))!.confirmedAt).toBeInstanceOf(Date);

    // A used link is spent.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=not-a-real-token',
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link is not valid');
  });

  it('gives every newsletter mail a one-click unsubscribe link and its headers', async () => {
    const welcome = buildNewsletterMail(t.app.ctx, email, {
      subject: 'Hello',
      heading: 'Hello',
      paragraphs: ['Hi'],
    });
    const link = unsubscribeLinkOf(welcome.text);
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
    const link = unsubscribeLinkOf(
      buildNewsletterMail(t.app.ctx, email, { subject: 'S', heading: 'H', paragraphs: [] }).text,
    );
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

  it('subscribes an unsubscribed address again, which must confirm again', async () => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'resubscribed' });
    expect(await subscriberRow(email)).toMatchObject(SUBSCRIBED_UNCONFIRMED);
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await confirmByMail(email)).statusCode).toBe(200);
  });

  it('answers the RFC 8058 one-click POST a mail provider sends', async () => {
    const link = unsubscribeLinkOf(
      buildNewsletterMail(t.app.ctx, email, { subject: 'S', heading: 'H', paragraphs: [] }).text,
    );
    // Providers post from their own servers: a foreign origin (or none) must not matter.
    const res = await postOneClick(t.app, pathOf(link), {
      origin: 'https://mail.provider.example',
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

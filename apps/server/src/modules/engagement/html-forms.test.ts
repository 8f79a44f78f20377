/**
 * The storefront's HTML forms for the newsletter, the contact page, sign-in and sign-out: posted
 * as a browser without scripts posts them (urlencoded, with the form's hidden fields), each
 * answers 303 back with a notice, or with its reasons and the values typed, through the same
 * services as the API (a subscriber row, a contact message, a session).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { contactMessages, newsletterSubscribers } from '../../db/schema.ts';
import { FORM_FLASH_COOKIE } from '../../lib/form-flash.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { cookiesOf, postForm } from '../../../test/html-forms.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

const post = (url: string, fields: Record<string, string>, cookie?: string) =>
  postForm(t.app, url, fields, cookie);

/** The flash the next page is rendered with, read back as the page renderer does. */
async function flashAfter(response: { headers: Record<string, unknown> }) {
  const cookie = cookiesOf(response.headers['set-cookie'] as string[]).find((c) =>
    c.startsWith(`${FORM_FLASH_COOKIE}=`),
  );
  if (!cookie) return null;
  const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
  const state = page.body.match(
    /<script type="application\/json" id="render-state">(.*?)<\/script>/s,
  );
  return (JSON.parse(state![1]!) as { flash: unknown }).flash;
}

describe('the newsletter form', () => {
  it('subscribes and goes back with the notice', async () => {
    const response = await post('/forms/newsletter/subscribe', {
      form: 'newsletter',
      returnTo: '/about',
      email: 'Reader@Example.com',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/about');
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader@example.com'));
    expect(rows).toHaveLength(1);
    expect(await flashAfter(response)).toMatchObject({
      form: 'newsletter',
      notice: MESSAGES.subscribed,
    });
  });

  it('goes back with the reason and the address typed', async () => {
    const response = await post('/forms/newsletter/subscribe', {
      form: 'newsletter',
      returnTo: '/',
      email: 'not-an-address',
    });
    expect(response.statusCode).toBe(303);
    const flash = (await flashAfter(response)) as { values: object; errors: { email: string } };
    expect(flash.values).toEqual({ email: 'not-an-address' });
    expect(flash.errors.email).toBeTruthy();
  });
});

describe('the contact form', () => {
  it('sends the message to the maker and goes back with the notice', async () => {
    const response = await post('/forms/contact', {
      form: 'contact',
      returnTo: '/contact',
      name: 'Ada',
      email: 'ada@example.com',
      instagramUsername: '',
      message: 'Could you make a fox in sage green?',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact');
    const rows = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada@example.com'));
    expect(rows).toMatchObject([{ name: 'Ada', instagramUsername: null }]);
    expect(await flashAfter(response)).toMatchObject({ notice: MESSAGES.contactSent });
  });

  it('keeps what was typed when a field is refused', async () => {
    const response = await post('/forms/contact', {
      form: 'contact',
      returnTo: '/contact',
      name: '',
      email: 'bo@example.com',
      message: 'Hello there',
    });
    const flash = (await flashAfter(response)) as {
      values: Record<string, string>;
      errors: Record<string, string>;
    };
    expect(flash.values).toMatchObject({ email: 'bo@example.com', message: 'Hello there' });
    expect(flash.errors.name).toBe('Please enter your name');
  });
});

describe('sign-in and sign-out forms', () => {
  it('signs in with a password, goes on to the page asked for, and signs out', async () => {
    const shopper = await t.signUp({ email: 'form-shopper@example.com' });
    const signIn = await post('/forms/auth/sign-in', {
      form: 'sign-in',
      returnTo: '/signin?returnTo=%2Fwishlist',
      next: '/wishlist',
      email: 'form-shopper@example.com',
      password: 'correct horse battery',
    });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe('/wishlist');
    const session = cookiesOf(signIn.headers['set-cookie'] as string[]).join('; ');
    expect(session).toContain('session_token=');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } });
    expect(me.json()).toMatchObject({ id: shopper.user.id });

    const signOut = await post(
      '/forms/auth/sign-out',
      { form: 'sign-out', returnTo: '/' },
      session,
    );
    expect(signOut.statusCode).toBe(303);
    expect(signOut.headers.location).toBe('/');
    expect(String(signOut.headers['set-cookie'])).toMatch(/session_token=;/);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: session },
    });
    expect(after.statusCode).toBe(401);
  });

  it('goes back with the reason and the address, never the password, and never to another site', async () => {
    await t.signUp({ email: 'careful@example.com' });
    const response = await post('/forms/auth/sign-in', {
      form: 'sign-in',
      returnTo: '/signin',
      next: '//evil.example/',
      email: 'careful@example.com',
      password: 'wrong password here',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/signin');
    expect(String(response.headers['set-cookie'])).not.toContain('session_token=');
    const flash = (await flashAfter(response)) as { values: object; message: string };
    expect(flash.values).toEqual({ email: 'careful@example.com', next: '//evil.example/' });
    expect(flash.message).toMatch(/invalid email or password/i);
  });
});

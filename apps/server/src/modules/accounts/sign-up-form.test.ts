/**
 * Sign-up with a password as an HTML form (`/forms/auth/sign-up`), posted as a browser without
 * scripts posts it: a new account is signed in and sent on; a refusal goes back with the reason
 * under its field in the shop's words and the address typed (never the password). A guest's
 * cart is the account's once signed in by a form, as after the app's own sign-in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { AUTH_FIELD_MESSAGES } from '@shop/shared/schemas/account';
import { FORM_FLASH_COOKIE } from '../../lib/form-flash.ts';
import { cookiesOf, postForm } from '../../../test/html-forms.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

function post(url: string, fields: Record<string, string>, cookie?: string) {
  return postForm(t.app, url, fields, cookie);
}

async function flashAfter(response: { headers: Record<string, unknown> }) {
  const cookie = cookiesOf(response.headers['set-cookie']).find((c) =>
    c.startsWith(`${FORM_FLASH_COOKIE}=`),
  );
  if (!cookie) return null;
  const page = await t.app.inject({
    method: 'GET',
    url: '/signin?view=sign_up',
    headers: { cookie },
  });
  const state = /<script type="application\/json" id="render-state">(.*?)<\/script>/s.exec(
    page.body,
  );
  return {
    html: page.body,
    flash: (JSON.parse(state![1]!) as { flash: Flash }).flash,
  };
}
type Flash = {
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
  notice?: string;
};

const signUpFields = (fields: Record<string, string>) => ({
  form: 'sign-up',
  returnTo: '/signin?view=sign_up&returnTo=%2Fwishlist',
  next: '/wishlist',
  ...fields,
});

describe('the sign-up form', () => {
  it('makes the account, signs it in and goes on to the page asked for', async () => {
    const response = await post(
      '/forms/auth/sign-up',
      signUpFields({ email: ' New.Maker@Example.com ', password: 'a long enough secret' }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/wishlist');
    const session = cookiesOf(response.headers['set-cookie']).join('; ');
    expect(session).toContain('session_token=');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } });
    expect(me.json()).toMatchObject({ email: 'new.maker@example.com' });
  });

  it('puts each reason under its field in the shop’s words, keeping the address, never the password', async () => {
    const short = await post(
      '/forms/auth/sign-up',
      signUpFields({ email: 'not an address', password: 'short' }),
    );
    expect(short.statusCode).toBe(303);
    expect(short.headers.location).toBe('/signin?view=sign_up&returnTo=%2Fwishlist');
    const { html, flash } = (await flashAfter(short))!;
    expect(flash.errors).toEqual({
      email: AUTH_FIELD_MESSAGES.emailInvalid,
      password: AUTH_FIELD_MESSAGES.passwordShort,
    });
    expect(flash.values.email).toBe('not an address');
    expect(flash.values).not.toHaveProperty('password');
    expect(html).toContain(AUTH_FIELD_MESSAGES.passwordShort);
    expect(html).toContain('value="not an address"');

    const empty = await post('/forms/auth/sign-up', signUpFields({ email: '', password: '' }));
    expect((await flashAfter(empty))!.flash.errors).toEqual({
      email: MESSAGES.signUpMissingIdentity,
      password: MESSAGES.signUpMissingIdentity,
    });
  });

  it('says so when the address already has an account', async () => {
    await t.signUp({ email: 'taken@example.com' });
    const response = await post(
      '/forms/auth/sign-up',
      signUpFields({ email: 'taken@example.com', password: 'a long enough secret' }),
    );
    expect(response.statusCode).toBe(303);
    expect(cookiesOf(response.headers['set-cookie']).join(';')).not.toContain('session_token=');
    const { flash } = (await flashAfter(response))!;
    expect(flash.message).toMatch(/already exists/i);
  });
});

describe('a form sign-in with a guest cart', () => {
  it('makes the guest’s cart the account’s and forgets the guest cookie', async () => {
    const product = await createProduct(t.db, { stock: 5 });
    const added = await post('/forms/cart/add', {
      form: 'cart-add',
      returnTo: `/products/${product.id}`,
      productId: product.id,
      quantity: '2',
    });
    const guestCookie = cookiesOf(added.headers['set-cookie']).find((c) =>
      c.startsWith('shop_cart='),
    )!;
    expect(guestCookie).toBeTruthy();

    const response = await post(
      '/forms/auth/sign-up',
      signUpFields({ email: 'guest.buyer@example.com', password: 'a long enough secret' }),
      guestCookie,
    );
    expect(response.statusCode).toBe(303);
    const cookies = cookiesOf(response.headers['set-cookie']);
    expect(cookies).toContain('shop_cart=');
    const session = cookies.filter((c) => c.includes('session_token=')).join('; ');
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { cookie: session },
    });
    expect(cart.json()).toMatchObject({ lines: [{ productId: product.id, quantity: 2 }] });
  });
});

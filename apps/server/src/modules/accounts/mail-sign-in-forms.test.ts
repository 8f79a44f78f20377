/**
 * The sign-in page's views that go through a mail as HTML forms, posted as a browser without
 * scripts posts them: a magic link, a one-time code (sent, then verified) and the reset link's
 * new password. Each comes back to the page with the app's own words, the address typed and
 * never a password or a code; the code signs in, passes the guest's cart on, and goes on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SIGN_IN_MESSAGES } from '@shop/shared/schemas/mail-sign-in';
import { FORM_FLASH_COOKIE } from '../../lib/form-flash.ts';
import { getWithCookie, signIn } from '../../../test/auth-requests.ts';
import { cookiesOf, postForm } from '../../../test/html-forms.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, nextClientIp, type TestApp } from '../../../test/helpers.ts';
import { codeIn, lastMailTo, linkIn } from '../../../test/mail-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

type Flash = {
  form: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
  notice?: string;
};

/** The page the answer sends the browser to, rendered with the answer's flash cookie. */
async function pageAfter(response: { headers: Record<string, unknown> }) {
  const cookie = cookiesOf(response.headers['set-cookie']).find((c) =>
    c.startsWith(`${FORM_FLASH_COOKIE}=`),
  );
  const page = await t.app.inject({
    method: 'GET',
    url: String(response.headers.location),
    headers: cookie ? { cookie } : {},
  });
  const state = /<script type="application\/json" id="render-state">(.*?)<\/script>/s.exec(
    page.body,
  );
  return {
    html: page.body,
    flash: (JSON.parse(state![1]!) as { flash: Flash | null }).flash,
  };
}

const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('the magic link form', () => {
  it('mails a link to the page asked for and says so with the address, in the app’s words', async () => {
    const email = uniqueEmail('magic');
    const response = await postForm(t.app, '/forms/auth/magic-link', {
      form: 'magic-link',
      returnTo: '/signin?view=magic_link&returnTo=%2Fwishlist',
      next: '/wishlist',
      email: ` ${email} `,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/signin?view=magic_link&returnTo=%2Fwishlist');
    const { html, flash } = await pageAfter(response);
    expect(flash).toMatchObject({
      form: 'magic-link',
      notice: MAIL_SIGN_IN_MESSAGES.magicLinkSent,
      values: { email },
    });
    expect(html).toContain('Check your email for the magic link');
    expect(html).toContain(email);

    const link = linkIn(lastMailTo(t.app, email));
    expect(link.pathname).toBe('/api/auth/magic-link/verify');
    expect(link.searchParams.get('callbackURL')).toMatch(/\/wishlist$/);
    const visit = await t.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      remoteAddress: nextClientIp(),
    });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('http://localhost:3000/wishlist');
  });

  it('comes back with the reason under the field and the address typed', async () => {
    const empty = await postForm(t.app, '/forms/auth/magic-link', {
      form: 'magic-link',
      returnTo: '/signin?view=magic_link',
      email: '  ',
    });
    expect(empty.headers.location).toBe('/signin?view=magic_link');
    const { html, flash } = await pageAfter(empty);
    expect(flash?.errors).toEqual({ email: MAIL_SIGN_IN_MESSAGES.emailRequired });
    expect(html).toContain(MAIL_SIGN_IN_MESSAGES.emailRequired);

    const before = t.app.ctx.mailer.sent.length;
    const wrong = await postForm(t.app, '/forms/auth/magic-link', {
      form: 'magic-link',
      returnTo: '/signin?view=magic_link',
      email: 'not an address',
    });
    const back = await pageAfter(wrong);
    expect(back.flash).toMatchObject({ values: { email: 'not an address' } });
    expect(back.flash?.message).toMatch(/invalid email/i);
    expect(back.flash?.notice).toBeUndefined();
    expect(back.html).toContain('value="not an address"');
    expect(t.app.ctx.mailer.sent.length).toBe(before);
  });

  it('never sends the link on to another site', async () => {
    const email = uniqueEmail('elsewhere');
    const response = await postForm(t.app, '/forms/auth/magic-link', {
      form: 'magic-link',
      returnTo: '/signin?view=magic_link',
      next: 'https://evil.example/steal',
      email,
    });
    expect(response.statusCode).toBe(303);
    const link = linkIn(lastMailTo(t.app, email));
    expect(link.searchParams.get('callbackURL')).toBe('/');
  });
});

describe('the one-time code forms', () => {
  it('send the code, come back at the code step for the address, and sign in with it', async () => {
    const frank = await t.signUp({ email: uniqueEmail('frank') });
    const email = frank.user.email;
    const product = await createProduct(t.db, { stock: 5 });
    const added = await postForm(t.app, '/forms/cart/add', {
      form: 'cart-add',
      returnTo: `/products/${product.id}`,
      productId: product.id,
      quantity: '2',
    });
    const guestCart = cookiesOf(added.headers['set-cookie']).find((c) =>
      c.startsWith('shop_cart='),
    )!;

    const sent = await postForm(
      t.app,
      '/forms/auth/email-otp/send',
      { form: 'otp-send', returnTo: '/signin?view=verify_otp&returnTo=%2Fcart', email },
      guestCart,
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/signin?view=verify_otp&returnTo=%2Fcart');
    const step = await pageAfter(sent);
    expect(step.flash).toMatchObject({ form: 'otp-send', values: { email } });
    expect(step.html).toContain('Enter your code');
    expect(step.html).toContain(email);
    const code = codeIn(lastMailTo(t.app, email));

    const wrong = await postForm(
      t.app,
      '/forms/auth/email-otp/verify',
      {
        form: 'otp-verify',
        returnTo: '/signin?view=verify_otp&returnTo=%2Fcart',
        next: '/cart',
        email,
        otp: code === '000000' ? '111111' : '000000',
      },
      guestCart,
    );
    expect(wrong.statusCode).toBe(303);
    expect(cookiesOf(wrong.headers['set-cookie']).join(';')).not.toContain('session_token=');
    const refused = await pageAfter(wrong);
    expect(refused.flash).toMatchObject({ form: 'otp-verify', message: 'Invalid OTP' });
    expect(refused.flash?.values).toEqual({ email, next: '/cart' });
    expect(refused.html).toContain('Enter your code');
    expect(refused.html).toContain('Invalid OTP');

    const ok = await postForm(
      t.app,
      '/forms/auth/email-otp/verify',
      {
        form: 'otp-verify',
        returnTo: '/signin?view=verify_otp&returnTo=%2Fcart',
        next: '/cart',
        email,
        otp: code.replace(/(\d{3})/, '$1 '),
      },
      guestCart,
    );
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/cart');
    const cookies = cookiesOf(ok.headers['set-cookie']);
    expect(cookies).toContain('shop_cart=');
    const session = cookies.filter((c) => c.includes('session_token=')).join('; ');
    const me = await getWithCookie(t.app, '/api/me', session);
    expect(me.json()).toMatchObject({ id: frank.user.id });
    const cart = await getWithCookie(t.app, '/api/cart', session);
    expect(cart.json()).toMatchObject({ lines: [{ productId: product.id, quantity: 2 }] });
  });

  it('refuse a code that is not six digits in the app’s words, keeping the address', async () => {
    const response = await postForm(t.app, '/forms/auth/email-otp/verify', {
      form: 'otp-verify',
      returnTo: '/signin?view=verify_otp',
      email: 'someone@example.com',
      otp: '12ab',
    });
    const { flash } = await pageAfter(response);
    expect(flash?.errors).toEqual({ otp: MAIL_SIGN_IN_MESSAGES.codeShape });
    expect(flash?.values).toEqual({ email: 'someone@example.com' });
  });

  it('send the code to the page only from the shop’s own pages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/auth/email-otp/send',
      remoteAddress: nextClientIp(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: new URLSearchParams({ form: 'otp-send', email: 'x@example.com' }).toString(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the new password form', () => {
  async function resetToken(email: string) {
    await postForm(t.app, '/forms/auth/forgot-password', {
      form: 'forgot-password',
      returnTo: '/signin?view=forgotten_password',
      email,
    });
    return linkIn(lastMailTo(t.app, email)).searchParams.get('token')!;
  }

  it('sets the password and goes to sign in with the app’s notice; the link works once', async () => {
    const erin = await t.signUp({ email: uniqueEmail('erin'), password: 'old password 1' });
    const token = await resetToken(erin.user.email);
    const page = `/signin?view=update_password&token=${token}`;
    const fields = {
      form: 'update-password',
      returnTo: page,
      token,
      'new-password': 'new password 2',
      'confirm-password': 'new password 2',
    };

    const updated = await postForm(t.app, '/forms/auth/reset-password', fields, erin.cookie);
    expect(updated.statusCode).toBe(303);
    expect(updated.headers.location).toBe('/signin');
    const signInPage = await pageAfter(updated);
    expect(signInPage.flash).toMatchObject({ notice: MAIL_SIGN_IN_MESSAGES.passwordUpdated });
    expect(signInPage.html).toContain(MAIL_SIGN_IN_MESSAGES.passwordUpdated);
    expect((await getWithCookie(t.app, '/api/me', erin.cookie)).statusCode).toBe(401);
    await expect(signIn(t.app, erin.user.email, 'new password 2')).resolves.toMatch(/session/);

    const again = await postForm(t.app, '/forms/auth/reset-password', {
      ...fields,
      'new-password': 'third password 3',
      'confirm-password': 'third password 3',
    });
    expect(again.headers.location).toBe(page);
    const refused = await pageAfter(again);
    expect(refused.flash?.message).toBe('Invalid token');
    expect(refused.html).toContain('Request a new link');
    expect(refused.flash?.values).toEqual({ token });
    await expect(signIn(t.app, erin.user.email, 'new password 2')).resolves.toMatch(/session/);
  });

  it('refuses in the app’s words without keeping a password', async () => {
    const grace = await t.signUp({ email: uniqueEmail('grace'), password: 'old password 1' });
    const token = await resetToken(grace.user.email);
    const post = (fields: Record<string, string>) =>
      postForm(t.app, '/forms/auth/reset-password', {
        form: 'update-password',
        returnTo: `/signin?view=update_password&token=${token}`,
        token,
        ...fields,
      });

    const cases: [Record<string, string>, string][] = [
      [{ 'new-password': '', 'confirm-password': '' }, MAIL_SIGN_IN_MESSAGES.newPasswordMissing],
      [
        { 'new-password': 'new password 2', 'confirm-password': 'new password 3' },
        MAIL_SIGN_IN_MESSAGES.passwordsDiffer,
      ],
      [{ 'new-password': 'short', 'confirm-password': 'short' }, 'Password too short'],
    ];
    for (const [fields, message] of cases) {
      const { flash, html } = await pageAfter(await post(fields));
      expect(flash?.message).toBe(message);
      expect(Object.keys(flash?.values ?? {})).toEqual(['token']);
      expect(html).toContain(message);
    }
    // The link still works after the refusals.
    const ok = await post({
      'new-password': 'new password 2',
      'confirm-password': 'new password 2',
    });
    expect(ok.headers.location).toBe('/signin');
  });
});

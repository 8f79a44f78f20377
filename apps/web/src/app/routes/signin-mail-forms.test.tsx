/**
 * The sign-in page's magic link, one-time code and new password views are HTML forms the server
 * answers before the app runs, and render the server's flash when the page comes back: the
 * notice with the address it went to, or the reason with the address typed (never a password or
 * a code).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormFlash } from '@shop/shared/form-flash';
import { MAIL_SIGN_IN_MESSAGES } from '@shop/shared/schemas/mail-sign-in';
import SigninPage from './signin';
import { useSessionStore } from '@/features/accounts/store';
import { FormFlashProvider } from '@/lib/form-flash';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const requests: { path: string; body: unknown }[] = [];

beforeEach(() => {
  requests.length = 0;
  useSessionStore.setState({ user: null, isAdmin: false, isAuthReady: true, wishlist: [] });
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(null)),
    http.post('*/api/auth/*', async ({ request }) => {
      requests.push({
        path: new URL(request.url).pathname.replace('/api/auth', ''),
        body: await request.json(),
      });
      return HttpResponse.json({ status: true, success: true });
    }),
  );
});

function renderSignin(entry: string, flash: FormFlash | null = null) {
  const page = (
    <FormFlashProvider flash={flash}>
      <SigninPage />
    </FormFlashProvider>
  );
  return renderWithProviders(null, {
    router: createMemoryRouter(
      [
        { path: '/signin', element: page },
        { path: '*', element: <p>Elsewhere</p> },
      ],
      { initialEntries: [entry] },
    ),
  });
}

const fieldsOf = (button: HTMLElement) => {
  const form = button.closest('form')!;
  return { form, data: Object.fromEntries(new FormData(form)) };
};

describe('the magic link view', () => {
  it('is a post form to its route, bringing the link back to the page asked for', () => {
    renderSignin('/signin?view=magic_link&returnTo=%2Fwishlist');
    const { form, data } = fieldsOf(screen.getByRole('button', { name: 'Send magic link' }));
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/auth/magic-link');
    expect(data).toEqual({
      form: 'magic-link',
      returnTo: '/signin?view=magic_link&returnTo=%2Fwishlist',
      next: '/wishlist',
      email: '',
    });
  });

  it('shows the server’s confirmation with the address, and can send another', async () => {
    const { user } = renderSignin('/signin?view=magic_link', {
      form: 'magic-link',
      values: { email: 'alice@example.com' },
      errors: {},
      notice: MAIL_SIGN_IN_MESSAGES.magicLinkSent,
    });
    expect(
      screen.getByRole('heading', { name: 'Check your email for the magic link' }),
    ).toBeInTheDocument();
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'send another link' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(
      await screen.findByRole('heading', { name: 'Check your email for the magic link' }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('shows the server’s reason under the field, keeping the address typed', () => {
    renderSignin('/signin?view=magic_link', {
      form: 'magic-link',
      values: { email: '' },
      errors: { email: MAIL_SIGN_IN_MESSAGES.emailRequired },
      message: 'Please check the form.',
    });
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      MAIL_SIGN_IN_MESSAGES.emailRequired,
    );
    expect(screen.queryByText('Please check the form.')).toBeNull();
  });

  it('shows a refusal of the sign-in library with the address typed', () => {
    renderSignin('/signin?view=magic_link', {
      form: 'magic-link',
      values: { email: 'not an address' },
      errors: {},
      message: 'Invalid email',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email');
    expect(screen.getByLabelText('Email address')).toHaveValue('not an address');
  });
});

describe('the one-time code view', () => {
  it('sends the code by a post form to its route', () => {
    renderSignin('/signin?view=verify_otp');
    const { form, data } = fieldsOf(screen.getByRole('button', { name: 'Send code' }));
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/auth/email-otp/send');
    expect(data).toEqual({ form: 'otp-send', returnTo: '/signin?view=verify_otp', email: '' });
  });

  it('comes back at the code step for the address, whose forms post the code and a new one', () => {
    renderSignin('/signin?view=verify_otp&returnTo=%2Fcart', {
      form: 'otp-send',
      values: { email: 'alice@example.com' },
      errors: {},
      notice: MAIL_SIGN_IN_MESSAGES.codeSent,
    });
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    const { form, data } = fieldsOf(screen.getByRole('button', { name: 'Verify code' }));
    expect(form).toHaveAttribute('action', '/forms/auth/email-otp/verify');
    expect(data).toEqual({
      form: 'otp-verify',
      returnTo: '/signin?view=verify_otp&returnTo=%2Fcart',
      email: 'alice@example.com',
      next: '/cart',
      otp: '',
    });
    const resend = screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement;
    expect(resend.form).toHaveAttribute('action', '/forms/auth/email-otp/send');
    expect(Object.fromEntries(new FormData(resend.form!))).toMatchObject({
      form: 'otp-send',
      email: 'alice@example.com',
    });
  });

  it('shows a refused code at the code step, the code field empty', () => {
    renderSignin('/signin?view=verify_otp', {
      form: 'otp-verify',
      values: { email: 'alice@example.com', next: '/' },
      errors: {},
      message: 'Invalid OTP',
    });
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(screen.getByLabelText('One-time code')).toHaveValue('');
  });
});

describe('the new password view', () => {
  it('is a post form to its route carrying the link’s token', () => {
    renderSignin('/signin?view=update_password&token=abc');
    const { form, data } = fieldsOf(screen.getByRole('button', { name: 'Update password' }));
    expect(form).toHaveAttribute('action', '/forms/auth/reset-password');
    expect(data).toEqual({
      form: 'update-password',
      returnTo: '/signin?view=update_password&token=abc',
      token: 'abc',
      'new-password': '',
      'confirm-password': '',
    });
  });

  it('shows a used link’s error from the server with the way to a new link', () => {
    renderSignin('/signin?view=update_password&token=used', {
      form: 'update-password',
      values: { token: 'used' },
      errors: {},
      message: 'Invalid token',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid token');
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('the sign-in view says the password was updated when the server sent the browser there', () => {
    renderSignin('/signin', {
      form: 'update-password',
      values: {},
      errors: {},
      notice: MAIL_SIGN_IN_MESSAGES.passwordUpdated,
    });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText(MAIL_SIGN_IN_MESSAGES.passwordUpdated)).toBeInTheDocument();
  });
});

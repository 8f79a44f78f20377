import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { useSessionStore } from '@/features/accounts/store';
import SigninPage from './signin';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2026-03-05T10:00:00.000Z' };
let sessionUser: typeof alice | null = null;
const requests: { path: string; body: unknown }[] = [];

/** The auth library's refusal: its status, code and message. */
const authError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message }, { status });

const handlers = [
  http.get('*/api/auth/get-session', () =>
    HttpResponse.json(sessionUser ? { session: { id: 's' }, user: sessionUser } : null),
  ),
  http.get('*/api/me', () => HttpResponse.json({ ...alice, role: 'user', isAdmin: false })),
  http.get('*/api/wishlist', () => HttpResponse.json({ productIds: [] })),
  http.post('*/api/auth/*', async ({ request }) => {
    const path = new URL(request.url).pathname.replace('/api/auth', '');
    const body = await request.json();
    requests.push({ path, body });
    const { email, password, otp } = body as { email?: string; password?: string; otp?: string };
    switch (path) {
      case '/sign-in/email':
        if (password !== 'right password') {
          return authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
        }
        sessionUser = alice;
        return HttpResponse.json({ token: 't', user: alice });
      case '/sign-up/email':
        if (email === 'confirm@example.com') {
          return HttpResponse.json({ token: null, user: { ...alice, email } });
        }
        if (email === 'taken@example.com') {
          return authError(422, 'USER_ALREADY_EXISTS', 'User already exists. Use another email.');
        }
        sessionUser = { ...alice, email: email! };
        return HttpResponse.json({ token: 't', user: sessionUser });
      case '/sign-in/magic-link':
        if (email === 'down@example.com') {
          return authError(500, 'X', 'Mail is down');
        }
        return HttpResponse.json({ status: true });
      case '/request-password-reset':
        return HttpResponse.json({ status: true });
      case '/reset-password':
        if ((body as { token: string }).token === 'used') {
          return authError(400, 'INVALID_TOKEN', 'Invalid token');
        }
        return HttpResponse.json({ status: true });
      case '/email-otp/send-verification-otp':
        return HttpResponse.json({ success: true });
      case '/sign-in/email-otp':
        if (otp !== '123456') {
          return authError(400, 'INVALID_OTP', 'Invalid OTP');
        }
        sessionUser = alice;
        return HttpResponse.json({ token: 't', user: alice });
      default:
        return HttpResponse.json({ message: 'unexpected' }, { status: 404 });
    }
  }),
];
beforeEach(() => server.use(...handlers));

beforeEach(() => {
  sessionUser = null;
  requests.length = 0;
  useSessionStore.setState({ user: null, isAdmin: false, isAuthReady: true, wishlist: [] });
});

function renderSignin(
  entry: string | { pathname: string; search?: string; state?: unknown } = '/signin',
) {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SigninPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/wishlist', element: <p>Wishlist page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(null, { router });
  return router;
}

const user = () => userEvent.setup();

describe('Sign In page', () => {
  it('is titled Sign In and offers no social providers', () => {
    renderSignin();
    expect(screen.getAllByRole('heading', { name: 'Sign In' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /google|github|facebook|apple/i })).toBeNull();
  });

  it('shows the backend message in a danger box', async () => {
    renderSignin();
    await user().type(screen.getByLabelText('Email address'), 'alice@example.com');
    await user().type(screen.getByLabelText('Password'), 'wrong password');
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('signs in and returns to the remembered origin', async () => {
    const router = renderSignin({
      pathname: '/signin',
      state: { from: { pathname: '/wishlist', search: '' } },
    });
    await user().type(screen.getByLabelText('Email address'), 'alice@example.com');
    await user().type(screen.getByLabelText('Password'), 'right password');
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wishlist page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wishlist');
    expect(useSessionStore.getState()).toMatchObject({ user: alice, isAdmin: false });
  });

  it('says it is on the way to checkout however the cart sent the shopper here', () => {
    // The app's Proceed to Checkout remembers the cart in the location's state; the checkout
    // form's answer before the app runs puts it in `?returnTo=`, with the cart's code.
    for (const entry of [
      { pathname: '/signin', state: { from: { pathname: '/cart' } } },
      '/signin?returnTo=%2Fcart%3Fcode%3DWELCOME10',
    ]) {
      const { unmount } = renderWithProviders(null, {
        router: createMemoryRouter([{ path: '/signin', element: <SigninPage /> }], {
          initialEntries: [entry],
        }),
      });
      expect(screen.getByRole('heading', { name: 'Sign in to check out' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
      unmount();
    }
    renderSignin('/signin?returnTo=%2Fwishlist');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('goes home after sign-in when no origin was remembered', async () => {
    renderSignin();
    await user().type(screen.getByLabelText('Email address'), 'alice@example.com');
    await user().type(screen.getByLabelText('Password'), 'right password');
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('asks for both email and password on sign-up with the shop’s message', async () => {
    renderSignin('/signin?view=sign_up');
    await user().type(screen.getByLabelText('Email address'), 'new@example.com');
    await user().click(screen.getByRole('button', { name: 'Sign up' }));
    // Next to the field it is about, read with it.
    expect(await screen.findByText(MESSAGES.signUpMissingIdentity)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      MESSAGES.signUpMissingIdentity,
    );
    expect(requests).toEqual([]);
  });

  it('says a bad address in the shop’s words under the field, checked here or by the server', async () => {
    renderSignin('/signin?view=sign_up');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await user().type(screen.getByLabelText('Email address'), 'not-an-address');
    await user().type(screen.getByLabelText('Password'), 'long enough');
    await user().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByLabelText('Email address')).toHaveAccessibleDescription(
      MESSAGES.invalidEmail,
    );
    expect(requests).toEqual([]);

    server.use(
      http.post('*/api/auth/sign-up/email', () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address' },
          { status: 400 },
        ),
      ),
    );
    await user().clear(screen.getByLabelText('Email address'));
    await user().type(screen.getByLabelText('Email address'), 'odd@example.invalid');
    await user().click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        MESSAGES.invalidEmail,
      ),
    );
    expect(document.body).not.toHaveTextContent('[body.email]');
  });

  it('shows the confirmation text when sign-up gives no session', async () => {
    renderSignin('/signin?view=sign_up');
    await user().type(screen.getByLabelText('Email address'), 'confirm@example.com');
    await user().type(screen.getByLabelText('Password'), 'long enough');
    await user().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.signUpConfirmation)).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shows a sign-up error from the backend', async () => {
    renderSignin('/signin?view=sign_up');
    await user().type(screen.getByLabelText('Email address'), 'taken@example.com');
    await user().type(screen.getByLabelText('Password'), 'long enough');
    await user().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User already exists. Use another email.',
    );
  });

  it('switches views and keeps the remembered origin for the magic link', async () => {
    renderSignin({
      pathname: '/signin',
      state: { from: { pathname: '/wishlist', search: '?x=1' } },
    });
    await user().click(screen.getByRole('button', { name: /email me a link/i }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in with a magic link' }),
    ).toBeInTheDocument();
    await user().type(screen.getByLabelText('Email address'), 'alice@example.com');
    await user().click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(
      await screen.findByRole('heading', { name: 'Check your email for the magic link' }),
    ).toBeInTheDocument();
    expect(requests).toEqual([
      {
        path: '/sign-in/magic-link',
        body: {
          email: 'alice@example.com',
          callbackURL: '/wishlist?x=1',
          errorCallbackURL: '/signin?view=magic_link',
        },
      },
    ]);
  });

  it('magic link: empty address is refused, backend errors shown, a bad link explained', async () => {
    renderSignin('/signin?view=magic_link&error=INVALID_TOKEN');
    expect(screen.getByRole('alert')).toHaveTextContent(/invalid, expired or already used/);
    await user().click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email address is required');
    await user().type(screen.getByLabelText('Email address'), 'down@example.com');
    await user().click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail is down');
  });

  it('forgotten password mails the link and confirms', async () => {
    renderSignin('/signin?view=forgotten_password');
    await user().type(screen.getByLabelText('Email address'), 'alice@example.com');
    await user().click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(
      await screen.findByText(/Check your email for the password reset link/),
    ).toBeInTheDocument();
    expect(requests[0]).toEqual({
      path: '/request-password-reset',
      body: { email: 'alice@example.com' },
    });
  });

  it('update password (from a reset link) returns to sign_in with a notice', async () => {
    const router = renderSignin('/signin?view=update_password&token=good-token');
    await user().type(screen.getByLabelText('New password'), 'brand new pw');
    await user().type(screen.getByLabelText('Confirm new password'), 'brand new pw');
    await user().click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(/Your password has been updated/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(requests[0]).toEqual({
      path: '/reset-password',
      body: { token: 'good-token', newPassword: 'brand new pw' },
    });
  });

  it('update password shows a used link’s error and catches a mismatch first', async () => {
    renderSignin('/signin?view=update_password&token=used');
    await user().type(screen.getByLabelText('New password'), 'brand new pw');
    await user().type(screen.getByLabelText('Confirm new password'), 'something else');
    await user().click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords do not match.');
    await user().clear(screen.getByLabelText('Confirm new password'));
    await user().type(screen.getByLabelText('Confirm new password'), 'brand new pw');
    await user().click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('signs in with a one-time code', async () => {
    renderSignin('/signin?view=verify_otp');
    await user().type(screen.getByLabelText('Email address'), 'alice@example.com');
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('One-time code');
    await user().type(code, '000000');
    await user().click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    await user().clear(code);
    await user().type(code, '123456');
    await user().click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toEqual(alice);
  });

  it('sends a visitor who is already signed in on to where they were going', async () => {
    useSessionStore.setState({ user: alice });
    renderSignin({ pathname: '/signin', state: { from: { pathname: '/wishlist' } } });
    expect(await screen.findByText('Wishlist page')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { useSessionStore } from '@/features/accounts/store';
import { RequireAdmin } from '../guards';
import AdminLoginPage from './admin-login';
import { apiError, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const accounts = {
  'maker@example.com': {
    id: 'a1',
    email: 'maker@example.com',
    createdAt: '2026-01-01T00:00:00.000Z',
    isAdmin: true,
  },
  'alice@example.com': {
    id: 'u1',
    email: 'alice@example.com',
    createdAt: '2026-01-02T00:00:00.000Z',
    isAdmin: false,
  },
};
type Email = keyof typeof accounts;
let signedIn: Email | null = null;
let signOuts = 0;
let meFails = false;

const handlers = [
  http.get('*/api/auth/get-session', () =>
    HttpResponse.json(signedIn ? { session: { id: 's' }, user: accounts[signedIn] } : null),
  ),
  http.get('*/api/me', () => {
    if (meFails)
      return HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 503 });
    if (!signedIn) return apiError(401, { code: 'unauthorized', message: 'Sign in required' });
    const a = accounts[signedIn];
    return HttpResponse.json({ ...a, role: a.isAdmin ? 'admin' : 'user' });
  }),
  http.get('*/api/wishlist', () => HttpResponse.json({ productIds: [] })),
  http.post('*/api/auth/sign-in/email', async ({ request }) => {
    const { email, password } = (await request.json()) as { email: Email; password: string };
    if (email === ('down@example.com' as Email)) return new HttpResponse('oops', { status: 502 });
    if (!accounts[email] || password !== 'right password') {
      return HttpResponse.json(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        { status: 401 },
      );
    }
    signedIn = email;
    return HttpResponse.json({ token: 't', user: accounts[email] });
  }),
  http.post('*/api/auth/sign-out', () => {
    signOuts++;
    signedIn = null;
    return HttpResponse.json({ success: true });
  }),
];
beforeEach(() => server.use(...handlers));

beforeEach(() => {
  signedIn = null;
  signOuts = 0;
  meFails = false;
  useSessionStore.setState({ user: null, isAdmin: false, isAuthReady: true, wishlist: [] });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <AdminLoginPage /> },
      {
        path: '/admin',
        element: <RequireAdmin />,
        children: [{ index: true, element: <p>Dashboard</p> }],
      },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/admin/login'] },
  );
  renderWithProviders(null, { router });
  return router;
}

async function signInAs(email: string, password = 'right password') {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Admin Login', () => {
  it('is titled Admin Login and takes an admin to /admin', async () => {
    const router = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    await signInAs('maker@example.com');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(useSessionStore.getState()).toMatchObject({
      isAdmin: true,
      user: { email: 'maker@example.com' },
    });
  });

  it('denies a non-admin and signs them out again', async () => {
    renderLogin();
    await signInAs('alice@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.accessDenied);
    expect(signOuts).toBe(1);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('treats a failed role check as not an admin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    meFails = true;
    renderLogin();
    await signInAs('maker@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.accessDenied);
    expect(signOuts).toBe(1);
  });

  it('shows the server’s message, or Failed to sign in', async () => {
    renderLogin();
    await signInAs('maker@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.setup().clear(screen.getByLabelText('Email'));
    await signInAs('down@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to sign in$/);
  });
});

import { act, screen } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/accounts/store';
import { AdminLoginGate, RequireAdmin, RequireUser } from './guards';
import { renderWithProviders } from '@/test/render';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2026-03-05T10:00:00.000Z' };

function WhereAmI({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return (
    <p>
      {name} {from ? `from ${from.pathname}${from.search}` : ''}
    </p>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <WhereAmI name="home" /> },
      { path: '/signin', element: <WhereAmI name="signin" /> },
      {
        path: '/admin/login',
        element: (
          <AdminLoginGate>
            <WhereAmI name="admin-login" />
          </AdminLoginGate>
        ),
      },
      {
        element: <RequireUser />,
        children: [{ path: '/wishlist', element: <WhereAmI name="wishlist" /> }],
      },
      {
        path: '/admin',
        element: <RequireAdmin />,
        children: [
          { index: true, element: <WhereAmI name="dashboard" /> },
          { path: 'orders', element: <WhereAmI name="admin-orders" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(null, { router });
  return router;
}

describe('route guards', () => {
  beforeEach(() =>
    useSessionStore.setState({ user: null, isAdmin: false, isAuthReady: false, wishlist: [] }),
  );

  it('waits for the session check before deciding', async () => {
    const router = renderAt('/wishlist?sort=new');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(router.state.location.pathname).toBe('/wishlist');
    act(() => useSessionStore.setState({ user: alice, isAuthReady: true }));
    expect(await screen.findByText('wishlist')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /signin and remembers where they were going', async () => {
    useSessionStore.setState({ isAuthReady: true });
    const router = renderAt('/wishlist?sort=new');
    expect(await screen.findByText('signin from /wishlist?sort=new')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('sends a signed-in non-admin away from admin pages to /', async () => {
    useSessionStore.setState({ user: alice, isAdmin: false, isAuthReady: true });
    const router = renderAt('/admin/orders');
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an admin in, and sends a signed-out visitor to the admin login', async () => {
    useSessionStore.setState({ user: alice, isAdmin: true, isAuthReady: true });
    renderAt('/admin/orders');
    expect(await screen.findByText('admin-orders')).toBeInTheDocument();
  });

  it('remembers the admin page for a signed-out visitor', async () => {
    useSessionStore.setState({ isAuthReady: true });
    renderAt('/admin/orders');
    expect(await screen.findByText('admin-login from /admin/orders')).toBeInTheDocument();
  });

  it('sends a signed-in admin from /admin/login to /admin, a non-admin stays', async () => {
    useSessionStore.setState({ user: alice, isAdmin: true, isAuthReady: true });
    const router = renderAt('/admin/login');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows /admin/login to a signed-in non-admin', async () => {
    useSessionStore.setState({ user: alice, isAdmin: false, isAuthReady: true });
    renderAt('/admin/login');
    expect(await screen.findByText('admin-login')).toBeInTheDocument();
  });
});

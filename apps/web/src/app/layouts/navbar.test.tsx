import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { usePreferencesStore } from '@/features/preferences/store';
import { createProduct } from '@/test/factories';
import { Navbar } from './navbar';
import { renderWithProviders } from '@/test/render';

beforeAll(() => {
  // Radix's menu positioning measures with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderNavbar(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], {
    initialEntries: [path],
  });
  renderWithProviders(null, { router });
  return router;
}

const admin = { id: 'a1', email: 'maker@example.com', createdAt: '2026-01-01T00:00:00Z' };

describe('Navbar', () => {
  beforeEach(() => {
    useSessionStore.setState({ user: null, isAdmin: false, wishlist: [] });
    useCartStore.setState({ cart: [] });
    usePreferencesStore.setState({ darkMode: false });
  });

  it('links the brand to / and shows the public links', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Loop & Lantern' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Products', '/products'],
      ['Blog', '/blog'],
      ['About Me', '/about'],
      ['Contact', '/contact'],
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('the cart badge shows the summed quantity, and only above zero', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();

    const { addToCart } = useCartStore.getState();
    const bunny = createProduct();
    act(() => {
      addToCart(bunny, 2);
      addToCart(createProduct(), 1);
      addToCart(bunny, 1);
    });
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('4');
  });

  it('the wishlist badge counts the wishlist when it has items', () => {
    renderNavbar();
    expect(screen.queryByTestId('wishlist-badge')).not.toBeInTheDocument();
    act(() => useSessionStore.setState({ wishlist: ['a', 'b'] }));
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
    expect(screen.getByTestId('wishlist-badge')).toHaveTextContent('2');
  });

  it('paths under /admin hide the public links, the wishlist and the cart', () => {
    useSessionStore.setState({ user: admin, isAdmin: true });
    renderNavbar('/admin/products');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Wishlist/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('only admins get the Admin Panel link', () => {
    useSessionStore.setState({ user: { ...admin, email: 'shopper@example.com' }, isAdmin: false });
    renderNavbar();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('the dark/light toggle flips darkMode and saves it under "darkMode"', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(usePreferencesStore.getState().darkMode).toBe(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('signed out, the account menu offers Sign In and Admin Login', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 });
    expect(within(menu).getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('signed in as admin, the account menu offers profile, orders, custom orders, Admin Dashboard, Sign Out', async () => {
    useSessionStore.setState({ user: admin, isAdmin: true });
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'My Profile',
      'My Orders',
      'Custom orders',
      'Admin Dashboard',
      'Sign Out',
    ]);
  });

  it('the side menu has the links, a dark-mode switch, and no Admin Dashboard entry', async () => {
    useSessionStore.setState({ user: admin, isAdmin: true });
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
    for (const name of [
      'Products',
      'Blog',
      'About Me',
      'Contact',
      'My Profile',
      'My Orders',
      'Custom orders',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(menu).queryByText('Admin Dashboard')).not.toBeInTheDocument();
    expect(within(menu).getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

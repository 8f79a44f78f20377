import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import WishlistPage from './wishlist';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const bunny = createProduct({ name: 'Sage Bunny' });
const beanie = createProduct({ name: 'Chunky Beanie' });
let wishlist: string[] = [];
let isFailing = false;

const handlers = [
  http.get('*/api/wishlist', () =>
    isFailing
      ? HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })
      : HttpResponse.json({ productIds: wishlist }),
  ),
  http.get('*/api/products/by-ids', ({ request }) => {
    const ids = new URL(request.url).searchParams.get('ids')!.split(',');
    return HttpResponse.json({ items: [bunny, beanie].filter((p) => ids.includes(p.id)) });
  }),
];
beforeEach(() => server.use(...handlers));
beforeEach(() => {
  wishlist = [];
  isFailing = false;
  useSessionStore.setState({
    user: { id: 'u1', email: 'a@example.com', createdAt: '2026-01-01T00:00:00Z' },
    isAuthReady: true,
    wishlist: [],
  });
  useCartStore.setState({ cart: [] });
});

function renderPage() {
  const router = createMemoryRouter([
    { path: '/', element: <WishlistPage /> },
    { path: '/products', element: <p>Products page</p> },
  ]);
  renderWithProviders(null, { router });
}

describe('Wishlist page', () => {
  it('shows the empty state with Explore Products', async () => {
    renderPage();
    expect(await screen.findByText(MESSAGES.wishlistEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows the saved products newest first and refreshes the store', async () => {
    wishlist = [beanie.id, bunny.id];
    renderPage();
    const names = await screen.findAllByRole('heading', { name: /Sage Bunny|Chunky Beanie/ });
    expect(names.map((n) => n.textContent)).toEqual(['Chunky Beanie', 'Sage Bunny']);
    expect(useSessionStore.getState().wishlist).toEqual([beanie.id, bunny.id]);
    expect(screen.getAllByRole('button', { name: /quick view/i })).toHaveLength(2);

    // Removing one (as the quick view does, through the store) takes its card away.
    act(() => useSessionStore.getState().setWishlist([bunny.id]));
    expect(screen.queryByRole('heading', { name: 'Chunky Beanie' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sage Bunny' })).toBeInTheDocument();
  });

  it('offers Try Again when the wishlist cannot be loaded', async () => {
    isFailing = true;
    renderPage();
    expect(await screen.findByText(/could not load your wishlist/i)).toBeInTheDocument();
    isFailing = false;
    wishlist = [bunny.id];
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Sage Bunny' })).toBeInTheDocument();
  });
});

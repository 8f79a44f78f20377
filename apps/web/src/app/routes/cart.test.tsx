import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useShopStore } from '@/lib/store';
import { createProduct } from '@/test/factories';
import CartPage from './cart';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const bunny = createProduct({ name: 'Bunny' });
const checkoutCalls: unknown[] = [];
const handlers = [
  http.get('*/api/products/by-ids', () => HttpResponse.json({ items: [bunny] })),
  http.post('*/api/checkout', async ({ request }) => {
    checkoutCalls.push(await request.json());
    return HttpResponse.json({ url: '/test-checkout/x' });
  }),
];
beforeEach(() => server.use(...handlers));

function SignInProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return <p>Sign in, then back to {from}</p>;
}

describe('/cart Proceed to Checkout (SPEC §5)', () => {
  beforeEach(() => {
    checkoutCalls.length = 0;
    useShopStore.setState({ user: null, cart: [] });
    useShopStore.getState().addToCart(bunny, 2);
  });

  it('sends a signed-out shopper to /signin, remembering /cart, without calling checkout', async () => {
    const router = createMemoryRouter(
      [
        { path: '/cart', element: <CartPage /> },
        { path: '/signin', element: <SignInProbe /> },
      ],
      { initialEntries: ['/cart'] },
    );
    renderWithProviders(null, { router });
    expect(document.title).toContain('Shopping Cart');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Sign in, then back to /cart')).toBeInTheDocument();
    expect(checkoutCalls).toEqual([]);
    expect(useShopStore.getState().cart).toHaveLength(1);
  });
});

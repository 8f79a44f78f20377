import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartMergeRequest, SavedCart, SavedCartLine } from '@shop/shared/schemas/cart';
import { useSessionStore } from '@/features/accounts/store';
import { CartSync } from '@/features/cart/components/cart-sync';
import { useCartStore } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import CartPage from './cart';
import SigninPage from './signin';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2026-03-05T10:00:00.000Z' };
const bunny = createProduct({ name: 'Sage Bunny', priceCents: 2400, stock: 5 });
const fox = createProduct({ name: 'Rust Fox', priceCents: 3100 });
const lineOf = (p: typeof bunny, quantity: number): SavedCartLine => ({
  productId: p.id,
  quantity,
  name: p.name,
  priceCents: p.priceCents,
});

let sessionUser: typeof alice | null = null;
let merges: CartMergeRequest[] = [];
beforeEach(() => {
  sessionUser = null;
  merges = [];
  useSessionStore.setState({ user: null, isAdmin: false, isAuthReady: true, wishlist: [] });
  useCartStore.setState({ cart: [], gift: { isGift: false, note: '' } });
  server.use(
    http.get('*/api/auth/get-session', () =>
      HttpResponse.json(sessionUser ? { session: { id: 's' }, user: sessionUser } : null),
    ),
    http.get('*/api/me', () => HttpResponse.json({ ...alice, role: 'user', isAdmin: false })),
    http.post('*/api/auth/sign-in/email', () => {
      sessionUser = alice;
      return HttpResponse.json({ token: 't', user: alice });
    }),
    http.post('*/api/cart/merge', async ({ request }) => {
      const body = (await request.json()) as CartMergeRequest;
      merges.push(body);
      // Alice's phone left Bunny ×2 and Fox ×1 on the server: same line, quantities added.
      return HttpResponse.json({
        lines: [lineOf(bunny, 3), lineOf(fox, 1)],
        gift: body.gift,
        version: 5,
      } satisfies SavedCart);
    }),
    http.get('*/api/products/by-ids', () => HttpResponse.json({ items: [bunny, fox] })),
    http.get('*/api/gift-wrap', () => HttpResponse.json({ priceCents: 400 })),
    // The cart's totals are the server's pricing of its lines.
    http.post('*/api/cart/quote', async ({ request }) => {
      const { items } = (await request.json()) as {
        items: { productId: string; quantity: number }[];
      };
      const priceOf = (id: string) => (id === fox.id ? fox.priceCents : bunny.priceCents);
      const subtotalCents = items.reduce((sum, l) => sum + priceOf(l.productId) * l.quantity, 0);
      return HttpResponse.json({
        lines: [],
        subtotalCents,
        discount: null,
        discountError: null,
        giftWrapCents: 0,
        totalCents: subtotalCents,
      });
    }),
  );
});

function renderSignInFromCart() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <CartSync />
            <Outlet />
          </>
        ),
        children: [
          { path: '/signin', element: <SigninPage /> },
          { path: '/cart', element: <CartPage /> },
        ],
      },
    ],
    { initialEntries: [{ pathname: '/signin', state: { from: { pathname: '/cart' } } }] },
  );
  return renderWithProviders(null, { router });
}

describe('signing in merges the guest cart with the one kept for the shopper', () => {
  it(
    'asks the server to merge the guest cart at sign-in and shows the merged cart',
    { timeout: 20_000 },
    async () => {
      useCartStore.getState().addToCart(bunny, 1);
      const { queryClient } = renderSignInFromCart();

      await userEvent.type(screen.getByLabelText('Email address'), 'alice@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'right password');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByText('Rust Fox')).toBeInTheDocument();
      expect(screen.getByText('Sage Bunny')).toBeInTheDocument();
      // The guest's cart is on the server (its cookie): the server merges it, nothing is resent.
      expect(merges).toEqual([{ lines: [], gift: { isGift: false, note: '' } }]);
      expect(useCartStore.getState().cart).toEqual([lineOf(bunny, 3), lineOf(fox, 1)]);
      // The cart page then asks for the pieces' current prices and the gift-wrap price: the test
      // ends once they are answered (on a busy machine they were still in flight when it ended).
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    },
  );
});

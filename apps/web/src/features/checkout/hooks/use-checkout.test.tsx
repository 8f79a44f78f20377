import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { CheckoutRequest } from '@shop/shared/schemas/order';
import { useCartStore } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import { redirectTo, useCheckout } from './use-checkout';
import { apiError, recordPosts } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const api = recordPosts<CheckoutRequest>('*/api/cart/checkout', () =>
  HttpResponse.json({ url: '/test-checkout/test_cs_1' }),
);

beforeEach(() => {
  vi.spyOn(redirectTo, 'assign').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  useCartStore.setState({ cart: [] });
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function Harness() {
  const { checkout, isPending, error, lineErrors } = useCheckout();
  return (
    <div>
      <button type="button" onClick={checkout} disabled={isPending}>
        Proceed to Checkout
      </button>
      {error ? <p role="alert">{error}</p> : null}
      <ul>
        {Object.entries(lineErrors).map(([id, reason]) => (
          <li key={id} data-testid={`line-${id}`}>
            {reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

function renderHarness() {
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <Harness /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  renderWithProviders(null, { router });
  return router;
}

const bunny = createProduct({ priceCents: 2450 });
const hat = createProduct({ priceCents: 1800 });

describe('useCheckout', () => {
  it('sends only ids and quantities, clears the cart and goes to the hosted page', async () => {
    act(() => {
      useCartStore.getState().addToCart(bunny, 2);
      useCartStore.getState().addToCart(hat, 1);
    });
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(redirectTo.assign).toHaveBeenCalledWith('/test-checkout/test_cs_1'));
    expect(api.received).toEqual([
      {
        items: [
          { productId: bunny.id, quantity: 2 },
          { productId: hat.id, quantity: 1 },
        ],
      },
    ]);
    expect(useCartStore.getState().cart).toEqual([]);
    // Nothing of the cart is kept in the browser: coming back unpaid, the server offers it.
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the shop's alert and each line's reason on a 409, keeping the cart", async () => {
    api.answer = () =>
      HttpResponse.json(
        {
          error: {
            code: 'conflict',
            message: MESSAGES.cartItemsUnavailable,
            fields: { [hat.id]: 'Only 1 left in stock' },
          },
        },
        { status: 409 },
      );
    act(() => useCartStore.getState().addToCart(hat, 3));
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.checkoutFailed);
    expect(screen.getByTestId(`line-${hat.id}`)).toHaveTextContent('Only 1 left in stock');
    expect(useCartStore.getState().cart).toHaveLength(1);
    expect(redirectTo.assign).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the same alert when the payment session cannot be created', async () => {
    api.answer = () => apiError(502, { code: 'internal', message: MESSAGES.sessionCreateFailed });
    act(() => useCartStore.getState().addToCart(bunny, 1));
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.checkoutFailed);
    expect(screen.queryByTestId(`line-${bunny.id}`)).toBeNull();
    expect(useCartStore.getState().cart).toHaveLength(1);
  });

  it('sends a shopper whose session ended to /signin', async () => {
    api.answer = () => apiError(401, { code: 'unauthorized', message: 'Sign in required' });
    act(() => useCartStore.getState().addToCart(bunny, 1));
    const router = renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/cart' } });
  });
});

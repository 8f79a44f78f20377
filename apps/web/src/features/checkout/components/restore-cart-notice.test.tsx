import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartRestoreRequest, RestoreOffer, SavedCart } from '@shop/shared/schemas/cart';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import { apiError, mockApi, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { RestoreCartNotice } from './restore-cart-notice';

const bunny = createProduct({ name: 'Bunny', priceCents: 2450 });
const shopper = { id: 'u1', email: 'sage@example.com', createdAt: '' };
const offer: RestoreOffer = { offer: { orderId: 'order-1', count: 2 } };
const answers: CartRestoreRequest[] = [];
const restoredCart: SavedCart = {
  lines: [{ productId: bunny.id, quantity: 2, name: bunny.name, priceCents: bunny.priceCents }],
  gift: { isGift: false, note: '' },
  version: 3,
};

beforeEach(() => {
  answers.length = 0;
  useSessionStore.setState({ user: shopper });
  useCartStore.setState({ cart: [], gift: { isGift: false, note: '' }, version: 2 });
  server.use(
    mockApi.get<RestoreOffer>('/api/cart/restore-offer', () => offer),
    mockApi.post<SavedCart>('/api/cart/restore', async ({ request }) => {
      const answer = (await request.json()) as CartRestoreRequest;
      answers.push(answer);
      return answer.intent === 'restore' ? restoredCart : { ...restoredCart, lines: [] };
    }),
  );
});

describe('RestoreCartNotice', () => {
  it("offers the server's unfinished checkout as two forms, and Restore cart fills the cart", async () => {
    const { user } = renderWithProviders(<RestoreCartNotice />, { path: '/cart' });
    expect(
      await screen.findByText(
        "Your last checkout wasn't completed. Would you like the 2 items back in your cart?",
      ),
    ).toBeInTheDocument();
    const restore = screen.getByRole('button', { name: 'Restore cart' });
    const form = restore.closest('form')!;
    expect(form).toHaveAttribute('action', '/forms/cart/restore');
    expect(form.querySelector('input[name="orderId"]')).toHaveValue('order-1');
    expect(form.querySelector('input[name="intent"]')).toHaveValue('restore');

    await user.click(restore);
    await waitFor(() => expect(useCartStore.getState().cart).toHaveLength(1));
    expect(answers).toEqual([{ orderId: 'order-1', intent: 'restore' }]);
    expect(useCartStore.getState().cart[0]).toMatchObject({ productId: bunny.id, quantity: 2 });
    expect(screen.queryByRole('button', { name: 'Restore cart' })).not.toBeInTheDocument();
  });

  it('puts the offer away with Dismiss, leaving the cart empty', async () => {
    const { user } = renderWithProviders(<RestoreCartNotice />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Restore cart' })).not.toBeInTheDocument(),
    );
    expect(answers).toEqual([{ orderId: 'order-1', intent: 'dismiss' }]);
    expect(useCartStore.getState().cart).toEqual([]);
  });

  it('says why when the server no longer restores it', async () => {
    server.use(
      mockApi.post('/api/cart/restore', () =>
        apiError(404, { code: 'not_found', message: 'This checkout can no longer be restored.' }),
      ),
    );
    const { user } = renderWithProviders(<RestoreCartNotice />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Restore cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This checkout can no longer be restored.',
    );
  });

  it('asks nothing for a signed-out visitor or a cart with pieces', async () => {
    useSessionStore.setState({ user: null });
    const { unmount } = renderWithProviders(<RestoreCartNotice />, { path: '/cart' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    useSessionStore.setState({ user: shopper });
    useCartStore.getState().addToCart(bunny, 1);
    renderWithProviders(<RestoreCartNotice />, { path: '/cart' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Restore cart' })).not.toBeInTheDocument();
  });
});

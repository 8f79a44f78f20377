/**
 * The cart around the session: at a sign-in in the app the server merges this browser's guest
 * cart into the account's and the page shows the result; at sign-out the page forgets the cart;
 * a cart an earlier version kept in localStorage is added to the server's once.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartChange, SavedCart } from '@shop/shared/schemas/cart';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { jsonBody, mockApi, server } from '@/test/msw';
import { syncCartWithUser } from './sync-cart';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2026-03-05T10:00:00.000Z' };
const NO_GIFT = { isGift: false, note: '' };
const merged: SavedCart = {
  lines: [{ productId: 'p-1', quantity: 3, name: 'Bunny', priceCents: 2400 }],
  gift: NO_GIFT,
  version: 5,
};
let merges: unknown[];
let changes: CartChange[];

beforeEach(() => {
  merges = [];
  changes = [];
  useSessionStore.setState({ user: null, isAdmin: false, isAuthReady: true, wishlist: [] });
  useCartStore.setState({ cart: [], gift: NO_GIFT, version: 0 });
  server.use(
    mockApi.post<SavedCart>('/api/cart/merge', async (info) => {
      merges.push(await jsonBody(info));
      return merged;
    }),
    http.post('*/api/cart/changes', async ({ request }) => {
      changes.push((await request.json()) as CartChange);
      const { cart, gift, version } = useCartStore.getState();
      return HttpResponse.json({ lines: cart, gift, version: version + 1 });
    }),
  );
});

describe('the cart around the session', () => {
  it('merges the guest cart on the server at sign-in and shows the account’s cart', async () => {
    useCartStore.setState({
      cart: [{ productId: 'p-1', quantity: 1, name: 'Bunny', priceCents: 2400 }],
    });
    const stop = syncCartWithUser();
    try {
      useSessionStore.getState().setUser(alice);
      await vi.waitFor(() => expect(useCartStore.getState().cart[0]?.quantity).toBe(3));
      // The guest cart is the server's (its cookie): nothing of the page's copy is sent twice.
      expect(merges).toEqual([{ lines: [], gift: NO_GIFT }]);
      expect(useCartStore.getState().version).toBe(5);

      useSessionStore.getState().setUser(null);
      expect(useCartStore.getState().cart).toEqual([]);
    } finally {
      stop();
    }
  });

  it('adds a cart kept in localStorage by an earlier version once, and forgets it', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        version: 1,
        state: { cart: [{ productId: 'p-9', quantity: 2, name: 'Fox', priceCents: 3100 }] },
      }),
    );
    localStorage.setItem('cart-sync', JSON.stringify({ userId: 'u1', version: 2, isDirty: true }));
    const stop = syncCartWithUser();
    try {
      await vi.waitFor(() => expect(changes).toHaveLength(1));
      expect(changes[0]).toEqual({ kind: 'add', productId: 'p-9', quantity: 2 });
      expect(localStorage.getItem('cart')).toBeNull();
      expect(localStorage.getItem('cart-sync')).toBeNull();
      expect(useCartStore.getState().cart).toMatchObject([{ productId: 'p-9', quantity: 2 }]);
    } finally {
      stop();
    }
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartSaveRequest, SavedCart, SavedCartLine } from '@shop/shared/schemas/cart';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import { jsonBody, mockApi, server } from '@/test/msw';
import { SAVE_DELAY_MS, syncCartWithUser } from './sync-cart';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2026-03-05T10:00:00.000Z' };
const bunny = createProduct({ name: 'Bunny', priceCents: 2400 });
const fox = createProduct({ name: 'Fox', priceCents: 3100 });
const NO_GIFT = { isGift: false, note: '' };
const lineOf = (p: typeof bunny, quantity: number): SavedCartLine => ({
  productId: p.id,
  quantity,
  name: p.name,
  priceCents: p.priceCents,
});

/** The server's cart for Alice and what was asked of it. */
let stored: SavedCart;
let calls: string[];
let saves: CartSaveRequest[];

beforeEach(() => {
  stored = { lines: [], gift: NO_GIFT, version: 0 };
  calls = [];
  saves = [];
  useSessionStore.setState({ user: null, isAdmin: false, isAuthReady: true, wishlist: [] });
  useCartStore.setState({ cart: [], gift: NO_GIFT });
  server.use(
    mockApi.get<SavedCart>('/api/cart', () => {
      calls.push('get');
      return stored;
    }),
    mockApi.post<SavedCart>('/api/cart/merge', async (info) => {
      calls.push('merge');
      const body = await jsonBody<{ lines: SavedCartLine[] }>(info);
      stored = { ...stored, lines: [...stored.lines, ...body.lines], version: stored.version + 1 };
      return stored;
    }),
    mockApi.put('/api/cart', async (info) => {
      calls.push('put');
      const body = await jsonBody<CartSaveRequest>(info);
      saves.push(body);
      if (body.baseVersion !== stored.version) return { ...stored, isSaved: false };
      stored = { lines: body.lines, gift: body.gift, version: stored.version + 1 };
      return { ...stored, isSaved: true };
    }),
  );
});

const signIn = () => useSessionStore.getState().setUser(alice);
const cartNames = () => useCartStore.getState().cart.map((l) => `${l.name}×${l.quantity}`);

describe('the cart follows the signed-in shopper', () => {
  it('saves each change once, debounced, based on the version it last saw', async () => {
    stored = { lines: [lineOf(fox, 1)], gift: NO_GIFT, version: 3 };
    const stop = syncCartWithUser();
    try {
      signIn();
      await vi.waitFor(() => expect(cartNames()).toEqual(['Fox×1']));
      useCartStore.getState().addToCart(bunny, 1);
      useCartStore.getState().addToCart(bunny, 1);
      useCartStore.getState().setGift({ isGift: true, note: 'For Mo' });
      await vi.waitFor(() => expect(saves).toHaveLength(1), { timeout: SAVE_DELAY_MS * 5 });
      expect(saves[0]).toEqual({
        lines: [lineOf(fox, 1), lineOf(bunny, 2)],
        gift: { isGift: true, note: 'For Mo' },
        baseVersion: 4,
      });
      useCartStore.getState().removeFromCart(fox.id);
      await vi.waitFor(() => expect(saves).toHaveLength(2), { timeout: SAVE_DELAY_MS * 5 });
      expect(saves[1]!.baseVersion).toBe(5);
      expect(stored.lines).toEqual([lineOf(bunny, 2)]);
    } finally {
      stop();
    }
  });

  it('shows the newer cart when another device saved in between', async () => {
    const stop = syncCartWithUser();
    try {
      signIn();
      await vi.waitFor(() => expect(calls).toEqual(['merge']));
      // The phone saves Fox ×2 meanwhile.
      stored = { lines: [lineOf(fox, 2)], gift: NO_GIFT, version: stored.version + 1 };
      useCartStore.getState().addToCart(bunny, 1);
      await vi.waitFor(() => expect(cartNames()).toEqual(['Fox×2']), {
        timeout: SAVE_DELAY_MS * 5,
      });
      expect(stored.lines).toEqual([lineOf(fox, 2)]);
    } finally {
      stop();
    }
  });

  it('clears the browser cart at sign-out and keeps the server one', async () => {
    const stop = syncCartWithUser();
    try {
      useCartStore.getState().addToCart(bunny, 1);
      signIn();
      await vi.waitFor(() => expect(stored.lines).toEqual([lineOf(bunny, 1)]));
      useSessionStore.getState().setUser(null);
      expect(useCartStore.getState().cart).toEqual([]);
      await new Promise((r) => setTimeout(r, SAVE_DELAY_MS * 2));
      expect(calls).toEqual(['merge']);
      expect(stored.lines).toEqual([lineOf(bunny, 1)]);
    } finally {
      stop();
    }
  });

  it('does not merge a browser cart into itself on the next page load', async () => {
    useSessionStore.setState({ user: alice });
    useCartStore.getState().addToCart(bunny, 1);
    const first = syncCartWithUser();
    await vi.waitFor(() => expect(calls).toEqual(['merge']));
    first();

    // Another device changed the cart; this browser opens the shop again.
    stored = { ...stored, lines: [lineOf(bunny, 1), lineOf(fox, 1)], version: stored.version + 1 };
    const second = syncCartWithUser();
    try {
      await vi.waitFor(() => expect(cartNames()).toEqual(['Bunny×1', 'Fox×1']));
      expect(calls).toEqual(['merge', 'get']);
    } finally {
      second();
    }
  });

  it('saves a change that had not reached the server before the page closed', async () => {
    const first = syncCartWithUser();
    signIn();
    await vi.waitFor(() => expect(calls).toEqual(['merge']));
    useCartStore.getState().addToCart(fox, 3);
    first(); // closed before the save was due

    const second = syncCartWithUser();
    try {
      await vi.waitFor(() => expect(stored.lines).toEqual([lineOf(fox, 3)]));
      expect(calls).toEqual(['merge', 'put']);
    } finally {
      second();
    }
  });

  it('keeps a change made while the cart was loading and saves it', async () => {
    localStorage.setItem('cart-sync', JSON.stringify({ userId: 'u1', version: 2, isDirty: false }));
    stored = { lines: [lineOf(fox, 1)], gift: NO_GIFT, version: 2 };
    let answer: () => void = () => undefined;
    server.use(
      mockApi.get<SavedCart>('/api/cart', async () => {
        calls.push('get');
        await new Promise<void>((resolve) => (answer = resolve));
        return stored;
      }),
    );
    useCartStore.setState({ cart: [lineOf(fox, 1)] });
    useSessionStore.setState({ user: alice });
    const stop = syncCartWithUser();
    try {
      await vi.waitFor(() => expect(calls).toEqual(['get']));
      useCartStore.getState().addToCart(bunny, 1);
      answer();
      await vi.waitFor(() => expect(stored.lines).toEqual([lineOf(fox, 1), lineOf(bunny, 1)]), {
        timeout: SAVE_DELAY_MS * 5,
      });
      expect(cartNames()).toEqual(['Fox×1', 'Bunny×1']);
      expect(saves[0]!.baseVersion).toBe(2);
    } finally {
      stop();
    }
  });

  it('clears a synced cart left in a browser whose session has ended', () => {
    localStorage.setItem('cart-sync', JSON.stringify({ userId: 'u1', version: 2, isDirty: false }));
    useCartStore.getState().addToCart(bunny, 1);
    const stop = syncCartWithUser();
    stop();
    expect(useCartStore.getState().cart).toEqual([]);
    expect(localStorage.getItem('cart-sync')).toBeNull();
  });
});

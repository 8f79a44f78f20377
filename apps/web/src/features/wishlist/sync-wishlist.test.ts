import type { Wishlist } from '@shop/shared/schemas/account';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useShopStore } from '@/lib/store';
import { mockApi, server } from '@/test/msw';
import { syncWishlistWithUser } from './sync-wishlist';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2026-03-05T10:00:00.000Z' };
let session: { session: { id: string }; user: object } | null = null;
let wishlists: Record<string, string[]> = {};
let wishlistCalls = 0;

beforeEach(() => {
  useShopStore.setState({ user: null, isAdmin: false, wishlist: [], isAuthReady: false });
  session = null;
  wishlists = {};
  wishlistCalls = 0;
  server.use(
    mockApi.get<Wishlist>('/api/wishlist', () => {
      wishlistCalls++;
      const id = (session as { user?: { id: string } } | null)?.user?.id ?? '';
      return { productIds: wishlists[id] ?? [] };
    }),
  );
});

describe('wishlist follows the user (SPEC §4)', () => {
  it('loads the wishlist when a user is set and empties it when the user is cleared', async () => {
    const stop = syncWishlistWithUser();
    try {
      session = { session: { id: 's' }, user: alice };
      wishlists = { u1: ['p1', 'p2'] };
      useShopStore.getState().setUser(alice);
      await vi.waitFor(() => expect(useShopStore.getState().wishlist).toEqual(['p1', 'p2']));

      useShopStore.getState().setUser(null);
      expect(useShopStore.getState().wishlist).toEqual([]);
    } finally {
      stop();
    }
  });

  it('does not reload for the same user and ignores a load that finishes after sign-out', async () => {
    const stop = syncWishlistWithUser();
    try {
      session = { session: { id: 's' }, user: alice };
      wishlists = { u1: ['p1'] };
      useShopStore.getState().setUser(alice);
      useShopStore.getState().setUser(null);
      await new Promise((r) => setTimeout(r, 50));
      expect(useShopStore.getState().wishlist).toEqual([]);

      useShopStore.getState().setUser(alice);
      await vi.waitFor(() => expect(useShopStore.getState().wishlist).toEqual(['p1']));
      const calls = wishlistCalls;
      useShopStore.getState().setUser({ ...alice });
      await new Promise((r) => setTimeout(r, 50));
      expect(wishlistCalls).toBe(calls);
    } finally {
      stop();
    }
  });
});

import type { Wishlist } from '@shop/shared/schemas/account';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/accounts/store';
import { mockApi, server } from '@/test/msw';
import { syncWishlistWithUser } from './sync-wishlist';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2026-03-05T10:00:00.000Z' };
let session: { session: { id: string }; user: object } | null = null;
let wishlists: Record<string, string[]> = {};
let wishlistCalls = 0;

beforeEach(() => {
  useSessionStore.setState({ user: null, isAdmin: false, wishlist: [], isAuthReady: false });
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

describe('wishlist follows the user', () => {
  it('loads the wishlist when a user is set and empties it when the user is cleared', async () => {
    const stop = syncWishlistWithUser();
    try {
      session = { session: { id: 's' }, user: alice };
      wishlists = { u1: ['p1', 'p2'] };
      useSessionStore.getState().setUser(alice);
      await vi.waitFor(() => expect(useSessionStore.getState().wishlist).toEqual(['p1', 'p2']));

      useSessionStore.getState().setUser(null);
      expect(useSessionStore.getState().wishlist).toEqual([]);
    } finally {
      stop();
    }
  });

  it('does not reload for the same user and ignores a load that finishes after sign-out', async () => {
    const stop = syncWishlistWithUser();
    try {
      session = { session: { id: 's' }, user: alice };
      wishlists = { u1: ['p1'] };
      useSessionStore.getState().setUser(alice);
      useSessionStore.getState().setUser(null);
      await new Promise((r) => setTimeout(r, 50));
      expect(useSessionStore.getState().wishlist).toEqual([]);

      useSessionStore.getState().setUser(alice);
      await vi.waitFor(() => expect(useSessionStore.getState().wishlist).toEqual(['p1']));
      const calls = wishlistCalls;
      useSessionStore.getState().setUser({ ...alice });
      await new Promise((r) => setTimeout(r, 50));
      expect(wishlistCalls).toBe(calls);
    } finally {
      stop();
    }
  });
});

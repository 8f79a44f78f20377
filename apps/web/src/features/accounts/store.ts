/**
 * The session's client state: the signed-in user, their admin flag and saved product ids (the
 * wishlist), and whether the session check is done. The server render seeds it with that
 * request's session (the contract in `@shop/shared/storefront-render`); the browser's store
 * starts from the same snapshot, so hydration renders what the server rendered.
 *
 * Other features read it through this file only (their public face for session state).
 */
import { SIGNED_OUT, type SessionSnapshot, type SessionUser } from '@shop/shared/storefront-render';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { scopedStore } from '@/lib/scoped-store';

export type StoreUser = SessionUser;

export type SessionState = SessionSnapshot & {
  setUser: (user: StoreUser | null) => void;
  setIsAdmin: (isAdmin: boolean) => void;
  setAuthReady: () => void;
  setWishlist: (productIds: string[]) => void;
};

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(session: SessionSnapshot = SIGNED_OUT): SessionStore {
  return createStore<SessionState>()((set) => ({
    ...session,
    setUser: (user) => set(user ? { user } : { user: null, isAdmin: false, wishlist: [] }),
    setIsAdmin: (isAdmin) => set({ isAdmin }),
    setAuthReady: () => set({ isAuthReady: true }),
    setWishlist: (wishlist) => set({ wishlist }),
  }));
}

const scoped = scopedStore<SessionState, SessionStore>('session', () => createSessionStore());

export const SessionStoreProvider = scoped.Provider;
export const useSessionStore = scoped.useSelect;

/** Seeds the browser's session store with the session the server rendered with (before hydrating). */
export function initBrowserSessionStore(session: SessionSnapshot): SessionStore {
  return scoped.setBrowserStore(createSessionStore(session));
}

/**
 * The client stores of one render, one per concern, each owned by its feature: the session
 * (accounts), the cart and the visitor's preferences. The server creates a fresh set per request;
 * the browser creates its one set before hydrating.
 */
import { SIGNED_OUT, type SessionSnapshot } from '@shop/shared/storefront-render';
import {
  createSessionStore,
  initBrowserSessionStore,
  type SessionStore,
} from '@/features/accounts/store';
import { createCartStore, initBrowserCartStore, type CartStore } from '@/features/cart/store';
import {
  createPreferencesStore,
  initBrowserPreferencesStore,
  type PreferencesStore,
} from '@/features/preferences/store';

export type ShopStores = { session: SessionStore; cart: CartStore; preferences: PreferencesStore };

/** A server render's stores: that request's session, an empty cart, the visitor's theme. */
export function createShopStores(
  session: SessionSnapshot = SIGNED_OUT,
  darkMode = false,
): ShopStores {
  return {
    session: createSessionStore(session),
    cart: createCartStore(),
    preferences: createPreferencesStore(darkMode),
  };
}

/**
 * In the browser, before hydrating: the session the server rendered with, and the saved cart
 * and dark-mode flag taken over. Hydration still renders the stores' initial (server) state;
 * React re-renders with the saved ones right after.
 */
export function initBrowserStores(session: SessionSnapshot): ShopStores {
  return {
    session: initBrowserSessionStore(session),
    cart: initBrowserCartStore(),
    preferences: initBrowserPreferencesStore(),
  };
}

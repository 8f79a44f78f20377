/**
 * The client stores of one render, one per concern, each owned by its feature: the session
 * (accounts), the cart and the visitor's preferences. The server creates a fresh set per request;
 * the browser creates its one set before hydrating.
 */
import { SIGNED_OUT, type SessionSnapshot } from '@shop/shared/storefront-render';
import type { SavedCart } from '@shop/shared/schemas/cart';
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

/** A server render's stores: that request's session and cart, the visitor's theme. */
export function createShopStores(
  session: SessionSnapshot = SIGNED_OUT,
  cart: SavedCart | null = null,
  darkMode = false,
): ShopStores {
  return {
    session: createSessionStore(session),
    cart: createCartStore(cart),
    preferences: createPreferencesStore(darkMode),
  };
}

/**
 * In the browser, before hydrating: the session and the cart the server rendered with, and the
 * dark-mode flag taken over. Hydration renders the same state as the server did.
 */
export function initBrowserStores(
  session: SessionSnapshot,
  cart: SavedCart | null = null,
  renderedDark?: boolean,
): ShopStores {
  return {
    session: initBrowserSessionStore(session),
    cart: initBrowserCartStore(cart),
    preferences: initBrowserPreferencesStore(renderedDark),
  };
}

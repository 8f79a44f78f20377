/**
 * Client state: user, isAdmin, darkMode, cart and wishlist ids. Server state lives in
 * TanStack Query. The cart is persisted in localStorage and re-priced on load.
 *
 * One store per render: the server creates a fresh store for every request (with that request's
 * session) and hands it down through `ShopStoreProvider`, so no user, admin flag or wishlist can
 * leak from one request into another. The browser has exactly one page and one user, so it keeps
 * one store (`browserStore()`), seeded from the state the server rendered with; code outside
 * components (session checks, sign-out) reaches it through `useShopStore.getState()`.
 *
 * Nothing here reads `localStorage` during a render. The browser entry takes over the saved cart
 * and the dark-mode flag before hydrating (`takeOverClientState`); hydration renders the store's
 * initial state (zustand's server snapshot), so it equals the server's, then React re-renders.
 */
import type { Product } from '@shop/shared/schemas/product';
import { SIGNED_OUT, type SessionSnapshot, type SessionUser } from '@shop/shared/storefront-render';
import { MIN_CART_QUANTITY } from '@shop/shared/constants';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * A cart line keeps what it needs to show a price before the server answers (the name and the
 * unit price when it was added); everything else (photo, stock, category) comes from the
 * products query, and the cart page re-prices the snapshot from it.
 */
export type CartLine = {
  productId: string;
  quantity: number;
  name: string;
  priceCents: number;
  /** The chosen variant of a product with options, and its label ("Size: M / Colour: Sage"). */
  variantId?: string;
  variantLabel?: string;
  /** The shopper's text for a personalised piece. */
  personalisation?: string;
};
export type CartProduct = Pick<Product, 'id' | 'name' | 'priceCents'>;
/** What the shopper chose on a product with options or a personalisation. */
export type CartChoice = {
  variantId?: string;
  variantLabel?: string;
  personalisation?: string;
  /** The unit price of the choice (variant price plus any personalisation price). */
  priceCents: number;
};

/**
 * A line's identity in the cart: its product id alone for a plain product (as carts saved before
 * options have it), else product, variant and text — the same variant with two texts is two lines.
 */
export function lineKey(line: Pick<CartLine, 'productId' | 'variantId' | 'personalisation'>) {
  if (!line.variantId && !line.personalisation) return line.productId;
  return [line.productId, line.variantId ?? '', line.personalisation ?? ''].join('|');
}
export type StoreUser = SessionUser;

/**
 * The cart's gift choice: "This order is a gift", the note printed for the recipient, and gift
 * wrap (the maker's add-on; carts saved before it have no `wrap`, which reads as not chosen).
 */
export type CartGift = { isGift: boolean; note: string; wrap?: boolean };
export const NO_GIFT: CartGift = { isGift: false, note: '' };

export type ShopState = SessionSnapshot & {
  darkMode: boolean;
  cart: CartLine[];
  gift: CartGift;
  setGift: (patch: Partial<CartGift>) => void;
  setUser: (user: StoreUser | null) => void;
  setIsAdmin: (isAdmin: boolean) => void;
  setAuthReady: () => void;
  setWishlist: (productIds: string[]) => void;
  addToCart: (product: CartProduct, quantity?: number, choice?: CartChoice) => void;
  /** By the line's key (lineKey): the product id for a plain product. */
  removeFromCart: (key: string) => void;
  updateQuantity: (key: string, quantity: number) => void;
  replaceCart: (lines: CartLine[]) => void;
  clearCart: () => void;
  setDarkMode: (isDark: boolean) => void;
  toggleDarkMode: () => void;
};

export type ShopStore = StoreApi<ShopState> & {
  persist: { rehydrate: () => Promise<void> | void };
};

export const DARK_MODE_KEY = 'darkMode';

export function applyDarkMode(isDark: boolean) {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', isDark);
}

/** localStorage when there is one; a no-op store on the server (the cart is never read there). */
const cartStorage = createJSONStorage(() =>
  typeof localStorage === 'undefined'
    ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
    : localStorage,
);

export function createShopStore(session: SessionSnapshot = SIGNED_OUT): ShopStore {
  return createStore<ShopState>()(
    persist(
      (set, get) => ({
        ...session,
        darkMode: false,
        cart: [],
        gift: NO_GIFT,
        setGift: (patch) => set({ gift: { ...get().gift, ...patch } }),
        setUser: (user) => set(user ? { user } : { user: null, isAdmin: false, wishlist: [] }),
        setIsAdmin: (isAdmin) => set({ isAdmin }),
        setAuthReady: () => set({ isAuthReady: true }),
        setWishlist: (wishlist) => set({ wishlist }),
        addToCart: (product, quantity = 1, choice) => {
          const cart = get().cart;
          const added: CartLine = {
            productId: product.id,
            quantity,
            name: product.name,
            priceCents: choice?.priceCents ?? product.priceCents,
            ...(choice?.variantId ? { variantId: choice.variantId } : {}),
            ...(choice?.variantLabel ? { variantLabel: choice.variantLabel } : {}),
            ...(choice?.personalisation ? { personalisation: choice.personalisation } : {}),
          };
          const key = lineKey(added);
          const existing = cart.find((line) => lineKey(line) === key);
          set({
            cart: existing
              ? cart.map((line) =>
                  lineKey(line) === key
                    ? { ...line, ...added, quantity: line.quantity + quantity }
                    : line,
                )
              : [...cart, added],
          });
        },
        removeFromCart: (key) => set({ cart: get().cart.filter((line) => lineKey(line) !== key) }),
        updateQuantity: (key, quantity) =>
          set({
            cart: get().cart.map((line) =>
              lineKey(line) === key
                ? { ...line, quantity: Math.max(MIN_CART_QUANTITY, Math.floor(quantity)) }
                : line,
            ),
          }),
        replaceCart: (cart) => set({ cart }),
        clearCart: () => set({ cart: [], gift: NO_GIFT }),
        setDarkMode: (darkMode) => set({ darkMode }),
        toggleDarkMode: () => {
          const darkMode = !get().darkMode;
          try {
            localStorage.setItem(DARK_MODE_KEY, String(darkMode));
          } catch {
            // Private mode: the toggle still works for this visit.
          }
          applyDarkMode(darkMode);
          set({ darkMode });
        },
      }),
      {
        name: 'cart',
        storage: cartStorage,
        partialize: (state) => ({ cart: state.cart, gift: state.gift }),
        // Version 0 kept the whole product in each line; keep only its name and price.
        version: 1,
        migrate: (persisted, version) => migrateSavedCart(persisted, version),
        // Taken over by the browser entry (takeOverClientState), never while rendering.
        skipHydration: true,
      },
    ),
  ) as ShopStore;
}

type SavedLineV0 = { productId: string; quantity: number; product?: Partial<Product> };

function migrateSavedCart(persisted: unknown, version: number): { cart: CartLine[] } {
  const lines = (persisted as { cart?: unknown } | null)?.cart;
  if (!Array.isArray(lines)) return { cart: [] };
  if (version >= 1) return { cart: lines as CartLine[] };
  return {
    cart: (lines as SavedLineV0[])
      .filter((line) => typeof line.productId === 'string' && line.product)
      .map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        name: line.product?.name ?? '',
        priceCents: line.product?.priceCents ?? 0,
      })),
  };
}

let theBrowserStore: ShopStore | undefined;

/** The browser's one store, created on first use (or by `initBrowserStore` with server state). */
export function browserStore(): ShopStore {
  if (typeof window === 'undefined') {
    throw new Error('The browser store was used on the server: render inside ShopStoreProvider.');
  }
  theBrowserStore ??= createShopStore();
  return theBrowserStore;
}

/** Seeds the browser's store with the session the server rendered with (before hydrating). */
export function initBrowserStore(session: SessionSnapshot): ShopStore {
  theBrowserStore = createShopStore(session);
  return theBrowserStore;
}

/**
 * In the browser, before hydrating: take over the saved cart and the dark-mode flag that
 * theme-init.js already applied to <html> before first paint (so nothing flashes). Hydration
 * still renders the initial (server) state; React re-renders with these right after.
 */
export function takeOverClientState(store: ShopStore) {
  void store.persist.rehydrate();
  store.getState().setDarkMode(document.documentElement.classList.contains('dark'));
}

const ShopStoreContext = createContext<ShopStore | null>(null);

export function ShopStoreProvider({ store, children }: { store: ShopStore; children: ReactNode }) {
  return createElement(ShopStoreContext.Provider, { value: store }, children);
}

/** The store of this render: the provider's (server, app) or, without one, the browser's. */
export function useShopStoreApi(): ShopStore {
  return useContext(ShopStoreContext) ?? browserStore();
}

function useShopStoreHook<T>(selector: (state: ShopState) => T): T {
  return useStore(useShopStoreApi(), selector);
}

/**
 * `useShopStore(selector)` in components; `useShopStore.getState()`, `.setState()` and
 * `.subscribe()` reach the browser's store from code outside components (browser only).
 */
export const useShopStore = Object.assign(useShopStoreHook, {
  getState: () => browserStore().getState(),
  setState: (partial: Partial<ShopState>) => browserStore().setState(partial),
  subscribe: (listener: (state: ShopState, previous: ShopState) => void) =>
    browserStore().subscribe(listener),
});

/** Summed quantity of all cart lines (the cart badge). */
export const selectCartCount = (state: ShopState) =>
  state.cart.reduce((sum, line) => sum + line.quantity, 0);

export const selectCartSubtotalCents = (state: ShopState) =>
  state.cart.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);

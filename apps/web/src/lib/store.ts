/**
 * Client state (SPEC §4): user, isAdmin, darkMode, cart and wishlist ids. Server state lives in
 * TanStack Query. The cart is persisted in localStorage (beyond SPEC) and re-priced on load.
 */
import type { Product } from '@shop/shared/schemas/product';
import { MIN_CART_QUANTITY } from '@shop/shared/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type CartLine = { productId: string; quantity: number; product: Product };
export type StoreUser = { id: string; email: string; createdAt: string };

export type ShopState = {
  user: StoreUser | null;
  isAdmin: boolean;
  /** False until the session check at app load has answered (guards wait for it). */
  isAuthReady: boolean;
  darkMode: boolean;
  cart: CartLine[];
  wishlist: string[];
  setUser: (user: StoreUser | null) => void;
  setIsAdmin: (isAdmin: boolean) => void;
  setAuthReady: () => void;
  setWishlist: (productIds: string[]) => void;
  addToCart: (product: Product, quantity?: number) => void;
  removeFromCart: (productId: string) => void;
  updateQuantity: (productId: string, quantity: number) => void;
  replaceCart: (lines: CartLine[]) => void;
  clearCart: () => void;
  toggleDarkMode: () => void;
};

const DARK_MODE_KEY = 'darkMode';

function readDarkMode(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(DARK_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function applyDarkMode(isDark: boolean) {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', isDark);
}

export const useShopStore = create<ShopState>()(
  persist(
    (set, get) => ({
      user: null,
      isAdmin: false,
      isAuthReady: false,
      darkMode: readDarkMode(),
      cart: [],
      wishlist: [],
      setUser: (user) => set(user ? { user } : { user: null, isAdmin: false, wishlist: [] }),
      setIsAdmin: (isAdmin) => set({ isAdmin }),
      setAuthReady: () => set({ isAuthReady: true }),
      setWishlist: (wishlist) => set({ wishlist }),
      addToCart: (product, quantity = 1) => {
        const cart = get().cart;
        const existing = cart.find((line) => line.productId === product.id);
        set({
          cart: existing
            ? cart.map((line) =>
                line.productId === product.id
                  ? { ...line, product, quantity: line.quantity + quantity }
                  : line,
              )
            : [...cart, { productId: product.id, quantity, product }],
        });
      },
      removeFromCart: (productId) =>
        set({ cart: get().cart.filter((line) => line.productId !== productId) }),
      updateQuantity: (productId, quantity) =>
        set({
          cart: get().cart.map((line) =>
            line.productId === productId
              ? { ...line, quantity: Math.max(MIN_CART_QUANTITY, Math.floor(quantity)) }
              : line,
          ),
        }),
      replaceCart: (cart) => set({ cart }),
      clearCart: () => set({ cart: [] }),
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
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ cart: state.cart }),
    },
  ),
);

/** Summed quantity of all cart lines (the cart badge). */
export const selectCartCount = (state: ShopState) =>
  state.cart.reduce((sum, line) => sum + line.quantity, 0);

export const selectCartSubtotalCents = (state: ShopState) =>
  state.cart.reduce((sum, line) => sum + line.quantity * line.product.priceCents, 0);

/**
 * The cart's client state: its lines and the gift choice, persisted in localStorage under `cart`
 * and re-priced on load (server state lives in TanStack Query).
 *
 * Nothing here reads `localStorage` during a render: the browser entry takes the saved cart over
 * before hydrating (`takeOverSavedCart`); hydration renders the store's initial state (zustand's
 * server snapshot, an empty cart, as on the server), then React re-renders with the saved one.
 *
 * Other features read and change the cart through this file only (its public face).
 */
import type { Product } from '@shop/shared/schemas/product';
import { MIN_CART_QUANTITY } from '@shop/shared/constants';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { reportEvent } from '@/lib/report-event';
import { scopedStore } from '@/lib/scoped-store';

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

/**
 * The cart's gift choice: "This order is a gift", the note printed for the recipient, and gift
 * wrap (the maker's add-on; carts saved before it have no `wrap`, which reads as not chosen).
 */
export type CartGift = { isGift: boolean; note: string; wrap?: boolean };
export const NO_GIFT: CartGift = { isGift: false, note: '' };

export type CartState = {
  cart: CartLine[];
  gift: CartGift;
  setGift: (patch: Partial<CartGift>) => void;
  addToCart: (product: CartProduct, quantity?: number, choice?: CartChoice) => void;
  /** By the line's key (lineKey): the product id for a plain product. */
  removeFromCart: (key: string) => void;
  updateQuantity: (key: string, quantity: number) => void;
  replaceCart: (lines: CartLine[]) => void;
  clearCart: () => void;
};

export type CartStore = StoreApi<CartState> & {
  persist: { rehydrate: () => Promise<void> | void };
};

/** localStorage when there is one; a no-op store on the server (the cart is never read there). */
const cartStorage = createJSONStorage(() =>
  typeof localStorage === 'undefined'
    ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
    : localStorage,
);

export function createCartStore(): CartStore {
  return createStore<CartState>()(
    persist(
      (set, get) => ({
        cart: [],
        gift: NO_GIFT,
        setGift: (patch) => set({ gift: { ...get().gift, ...patch } }),
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
          // The funnel's "added to cart" step (analytics, counted by the server).
          reportEvent({ kind: 'add_to_cart', productId: product.id });
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
      }),
      {
        name: 'cart',
        storage: cartStorage,
        partialize: (state) => ({ cart: state.cart, gift: state.gift }),
        // Version 0 kept the whole product in each line; keep only its name and price.
        version: 1,
        migrate: (persisted, version) => migrateSavedCart(persisted, version),
        // Taken over by the browser entry (takeOverSavedCart), never while rendering.
        skipHydration: true,
      },
    ),
  ) as CartStore;
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

const scoped = scopedStore<CartState, CartStore>('cart', createCartStore);

export const CartStoreProvider = scoped.Provider;
export const useCartStore = scoped.useSelect;

/** The browser's cart store, with the cart saved in this browser taken over (before hydrating). */
export function initBrowserCartStore(): CartStore {
  const store = scoped.setBrowserStore(createCartStore());
  void store.persist.rehydrate();
  return store;
}

/** Summed quantity of all cart lines (the cart badge). */
export const selectCartCount = (state: Pick<CartState, 'cart'>) =>
  state.cart.reduce((sum, line) => sum + line.quantity, 0);

export const selectCartSubtotalCents = (state: Pick<CartState, 'cart'>) =>
  state.cart.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);

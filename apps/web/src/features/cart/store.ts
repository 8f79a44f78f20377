/**
 * The cart in the page: a copy of the visitor's cart as the server keeps it (a guest's by their
 * cookie, a shopper's by their account), never the source. The server renders every page with
 * it (`RenderState.cart`) and the browser's store starts from that, so the server's HTML and the
 * hydrated page agree. A change is shown at once and sent to the server as one change
 * (POST /api/cart/changes) in the order made; the server's answer, the cart as it now is, replaces
 * the copy once no later change is on its way. A refusal (stock, the line limit) is kept as
 * `error` for the page to show, and the server's cart is read again.
 *
 * Other features read and change the cart through this file only (its public face).
 */
import type { Product } from '@shop/shared/schemas/product';
import type { CartChange, SavedCart } from '@shop/shared/schemas/cart';
import { MIN_CART_QUANTITY } from '@shop/shared/constants';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '@/lib/api-client';
import { scopedStore } from '@/lib/scoped-store';
import { fetchServerCart, sendCartChange } from './api/server-cart';

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
  /** The server's version of the cart this copy was last given. */
  version: number;
  /** The server's reason the last change was refused (stock, the line limit), until dismissed. */
  error: string | null;
  setGift: (patch: Partial<CartGift>) => void;
  addToCart: (product: CartProduct, quantity?: number, choice?: CartChoice) => void;
  /** By the line's key (lineKey): the product id for a plain product. */
  removeFromCart: (key: string) => void;
  updateQuantity: (key: string, quantity: number) => void;
  /** Adds lines back (a checkout left without paying), each as Add to Cart would. */
  addLines: (lines: CartLine[]) => void;
  /** The lines re-priced in the page (the cart refresh); the server re-prices at checkout. */
  replaceCart: (lines: CartLine[]) => void;
  /** Empties the cart here and on the server (its lines went into a checkout). */
  clearCart: () => void;
  /** Resolves once every change made so far has been answered by the server (or failed). */
  whenSaved: () => Promise<void>;
  /** Shows the server's cart (after a merge at sign-in, or on coming back to the tab). */
  takeServerCart: (saved: SavedCart) => void;
  /** Forgets this page's copy without telling the server (sign-out). */
  forgetCart: () => void;
  dismissError: () => void;
  /** Changes sent and not answered yet. */
  pendingChanges: () => number;
};

export type CartStore = StoreApi<CartState>;

/** How long the gift note waits for the typing to pause before it is saved. */
export const GIFT_SAVE_DELAY_MS = 500;

const fromSaved = (saved: SavedCart) => ({
  cart: saved.lines as CartLine[],
  gift: saved.gift,
  version: saved.version,
});

export function createCartStore(initial: SavedCart | null = null): CartStore {
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let giftTimer: ReturnType<typeof setTimeout> | undefined;
  /** No change on its way and none waiting to be sent: the server's cart may be shown. */
  const isIdle = () => pending === 0 && giftTimer === undefined;

  return createStore<CartState>()((set, get) => {
    /** Sends one change after those before it; the last answer is the cart shown. */
    const send = (change: CartChange) => {
      pending++;
      const sent = queue.then(() => sendCartChange(change));
      queue = sent.then(
        (saved) => {
          pending--;
          if (isIdle()) set(fromSaved(saved));
        },
        async (error: unknown) => {
          pending--;
          set({
            error:
              error instanceof ApiError
                ? error.message
                : 'Your cart could not be updated. Please try again.',
          });
          if (!isIdle()) return;
          try {
            const saved = await fetchServerCart();
            if (isIdle()) set(fromSaved(saved));
          } catch {
            // Offline: the page keeps what it shows; the next change or visit reads it again.
          }
        },
      );
    };

    if (typeof window !== 'undefined') {
      // A note still waiting for the typing to pause goes with the page as it unloads.
      window.addEventListener('pagehide', () => {
        if (giftTimer === undefined) return;
        clearTimeout(giftTimer);
        giftTimer = undefined;
        sendCartChange({ kind: 'gift', gift: get().gift }, { keepalive: true }).catch(
          () => undefined,
        );
      });
    }

    return {
      ...(initial ? fromSaved(initial) : { cart: [], gift: NO_GIFT, version: 0 }),
      error: null,
      setGift: (patch) => {
        set({ gift: { ...get().gift, ...patch } });
        clearTimeout(giftTimer);
        giftTimer = undefined;
        const save = () => {
          giftTimer = undefined;
          send({ kind: 'gift', gift: get().gift });
        };
        // A ticked box is saved at once; typed text once the typing pauses.
        if (patch.note === undefined) save();
        else giftTimer = setTimeout(save, GIFT_SAVE_DELAY_MS);
      },
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
          error: null,
          cart: existing
            ? cart.map((line) =>
                lineKey(line) === key
                  ? { ...line, ...added, quantity: line.quantity + quantity }
                  : line,
              )
            : [...cart, added],
        });
        send({
          kind: 'add',
          productId: product.id,
          quantity,
          ...(choice?.variantId ? { variantId: choice.variantId } : {}),
          ...(choice?.personalisation ? { personalisation: choice.personalisation } : {}),
        });
      },
      removeFromCart: (key) => {
        set({ error: null, cart: get().cart.filter((line) => lineKey(line) !== key) });
        send({ kind: 'remove', line: key });
      },
      updateQuantity: (key, quantity) => {
        const wanted = Math.max(MIN_CART_QUANTITY, Math.floor(quantity));
        set({
          error: null,
          cart: get().cart.map((line) =>
            lineKey(line) === key ? { ...line, quantity: wanted } : line,
          ),
        });
        send({ kind: 'set', line: key, quantity: wanted });
      },
      addLines: (lines) => {
        for (const line of lines) {
          get().addToCart(
            { id: line.productId, name: line.name, priceCents: line.priceCents },
            line.quantity,
            {
              priceCents: line.priceCents,
              ...(line.variantId
                ? { variantId: line.variantId, variantLabel: line.variantLabel }
                : {}),
              ...(line.personalisation ? { personalisation: line.personalisation } : {}),
            },
          );
        }
      },
      replaceCart: (cart) => set({ cart }),
      clearCart: () => {
        set({ cart: [], gift: NO_GIFT });
        send({ kind: 'clear' });
      },
      whenSaved: () =>
        queue.then(
          () => undefined,
          () => undefined,
        ),
      takeServerCart: (saved) => {
        if (isIdle()) set(fromSaved(saved));
      },
      forgetCart: () => set({ cart: [], gift: NO_GIFT, version: 0, error: null }),
      dismissError: () => set({ error: null }),
      pendingChanges: () => pending,
    };
  });
}

const scoped = scopedStore<CartState, CartStore>('cart', () => createCartStore());

export const CartStoreProvider = scoped.Provider;
export const useCartStore = scoped.useSelect;

/** The browser's cart store, starting from the cart the server rendered the page with. */
export function initBrowserCartStore(initial: SavedCart | null): CartStore {
  return scoped.setBrowserStore(createCartStore(initial));
}

/** Summed quantity of all cart lines (the cart badge). */
export const selectCartCount = (state: Pick<CartState, 'cart'>) =>
  state.cart.reduce((sum, line) => sum + line.quantity, 0);

export const selectCartSubtotalCents = (state: Pick<CartState, 'cart'>) =>
  state.cart.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);

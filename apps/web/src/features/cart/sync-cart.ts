/**
 * Keeps the page's copy of the cart (store.ts) in step with the server's around the session.
 * Started once at the app root (CartSync).
 *
 * - A user appears after the page loaded (a sign-in in the app, by any means): the server merges
 *   this browser's guest cart (its cookie's) into the account's (POST /api/cart/merge: the same
 *   line's quantities added, capped at the stock) and the result is shown. A page opened with a
 *   session was rendered with the account's cart already.
 * - The user goes (sign-out): the page forgets the cart; the account keeps it on the server.
 * - Coming back to the tab: the server's cart is read again (another tab or device changed it).
 * - A cart that an earlier version of the shop kept in this browser's localStorage (`cart`) is
 *   added to the server's once, line by line, and removed from the browser.
 */
import { NO_GIFT } from '@/features/cart/store';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore, type CartLine } from '@/features/cart/store';
import { fetchServerCart, mergeServerCart } from './api/server-cart';

const LEGACY_CART_KEY = 'cart';
const LEGACY_SYNC_KEY = 'cart-sync';

/** Lines an earlier version of the shop kept in localStorage, removed as they are read. */
function takeLegacyLines(): CartLine[] {
  try {
    const raw = localStorage.getItem(LEGACY_CART_KEY);
    localStorage.removeItem(LEGACY_CART_KEY);
    localStorage.removeItem(LEGACY_SYNC_KEY);
    const lines = raw ? (JSON.parse(raw) as { state?: { cart?: unknown } }).state?.cart : null;
    return Array.isArray(lines)
      ? (lines as CartLine[]).filter(
          (l) => typeof l?.productId === 'string' && Number.isInteger(l.quantity) && l.quantity > 0,
        )
      : [];
  } catch {
    return [];
  }
}

/** Starts the sync; returns the function that stops it. */
export function syncCartWithUser(): () => void {
  /** Bumped whenever the user changes, so an answer for an earlier user is ignored. */
  let generation = 0;
  let userId = useSessionStore.getState().user?.id ?? null;

  useCartStore.getState().addLines(takeLegacyLines());

  const unsubscribe = useSessionStore.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next === userId) return;
    userId = next;
    const started = ++generation;
    if (!next) {
      useCartStore.getState().forgetCart();
      return;
    }
    mergeServerCart({ lines: [], gift: NO_GIFT })
      .then((cart) => {
        if (started === generation) useCartStore.getState().takeServerCart(cart);
      })
      .catch((error: unknown) => console.error('Cart merge failed', error));
  });

  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    const started = generation;
    fetchServerCart()
      .then((cart) => {
        if (started === generation) useCartStore.getState().takeServerCart(cart);
      })
      .catch(() => undefined);
  };
  document.addEventListener('visibilitychange', onVisible);

  return () => {
    ++generation;
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

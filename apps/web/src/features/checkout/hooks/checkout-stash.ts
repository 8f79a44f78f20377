/**
 * The cart as it was when the shopper left for the payment page. The cart is cleared on the
 * way out; if they cancel, or come back without paying, it can be put back. Kept in
 * sessionStorage: one tab's checkout, gone when the tab closes.
 */
import type { CartLine } from '@/features/cart/store';

const STASH_KEY = 'checkout:cart';
/** A stash older than the payment session (30 minutes) plus some slack is not offered. */
const STASH_MAX_AGE_MS = 2 * 60 * 60 * 1000;

type Stash = { lines: CartLine[]; savedAt: number };

export function stashCart(lines: CartLine[]) {
  try {
    sessionStorage.setItem(
      STASH_KEY,
      JSON.stringify({ lines, savedAt: Date.now() } satisfies Stash),
    );
  } catch {
    // Storage full or blocked: the cart simply cannot be restored later.
  }
}

export function readStashedCart(now = Date.now()): CartLine[] | null {
  try {
    const raw = sessionStorage.getItem(STASH_KEY);
    if (!raw) return null;
    const stash = JSON.parse(raw) as Stash;
    if (!Array.isArray(stash.lines) || now - stash.savedAt > STASH_MAX_AGE_MS) {
      sessionStorage.removeItem(STASH_KEY);
      return null;
    }
    return stash.lines.length ? stash.lines : null;
  } catch {
    return null;
  }
}

export function forgetStashedCart() {
  try {
    sessionStorage.removeItem(STASH_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Puts the stashed lines back into the cart (lines already there are kept as they are). */
export function restoreStashedCart(
  cart: CartLine[],
  addLines: (lines: CartLine[]) => void,
): boolean {
  const stashed = readStashedCart();
  forgetStashedCart();
  if (!stashed) return false;
  const present = new Set(cart.map((line) => line.productId));
  addLines(stashed.filter((line) => !present.has(line.productId)));
  return true;
}

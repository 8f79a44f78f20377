/**
 * Keeps a signed-in shopper's cart on the server, so the same cart shows on every browser they
 * sign in on. Started once at the app root (CartSync).
 *
 * - A user appears (sign-in by any means, or a page opened with a session): the browser's cart is
 *   merged into the server's (same line: quantities added, capped at the stock; the server's
 *   rules) and the result is shown. A browser that already holds this user's synced cart is not
 *   merged again (that would add it to itself): it shows the server's cart, or first saves its
 *   own change that had not reached the server yet.
 * - Every change afterwards is saved, debounced, with the version it was based on; when another
 *   tab or device saved in between, the server keeps the newer cart and this tab shows it.
 * - Coming back to the tab shows the server's cart (a change made on another device).
 * - Sign-out (the user goes): the server keeps the cart, this browser's cart is cleared.
 *
 * What this browser last synced (user, version, an unsaved change) is kept in localStorage under
 * `cart-sync`, next to the cart itself.
 */
import type { SavedCart } from '@shop/shared/schemas/cart';
import { useSessionStore } from '@/features/accounts/store';
import { NO_GIFT, useCartStore, type CartGift, type CartLine } from '@/features/cart/store';
import { fetchServerCart, mergeServerCart, saveServerCart } from './api/server-cart';

export const SAVE_DELAY_MS = 600;
const SYNC_KEY = 'cart-sync';

type SyncState = { userId: string; version: number; isDirty: boolean };

function readSync(): SyncState | null {
  try {
    const raw = localStorage.getItem(SYNC_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SyncState>) : null;
    return parsed && typeof parsed.userId === 'string' && typeof parsed.version === 'number'
      ? { userId: parsed.userId, version: parsed.version, isDirty: parsed.isDirty === true }
      : null;
  } catch {
    return null;
  }
}

function writeSync(state: SyncState | null) {
  if (state) localStorage.setItem(SYNC_KEY, JSON.stringify(state));
  else localStorage.removeItem(SYNC_KEY);
}

const toServerLine = (line: CartLine) => ({
  productId: line.productId,
  quantity: line.quantity,
  name: line.name,
  priceCents: line.priceCents,
  ...(line.variantId ? { variantId: line.variantId } : {}),
  ...(line.variantLabel ? { variantLabel: line.variantLabel } : {}),
  ...(line.personalisation ? { personalisation: line.personalisation } : {}),
});
const toServerGift = (gift: CartGift) => ({
  isGift: gift.isGift,
  note: gift.note,
  ...(gift.wrap !== undefined ? { wrap: gift.wrap } : {}),
});

/** Starts the sync; returns the function that stops it. */
export function syncCartWithUser(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Set while the cart is replaced from the server, so that is not saved back. */
  let isApplying = false;
  /** Bumped whenever the user changes, so an answer for an earlier user is ignored. */
  let generation = 0;
  let isSaving = false;
  /** The shopper's own changes to the cart, counted (a load that crossed one must not undo it). */
  let localChanges = 0;
  /** Set while the cart is being loaded or merged for a user that just appeared. */
  let isLoading = false;

  const currentUserId = () => useSessionStore.getState().user?.id ?? null;

  const show = (userId: string, cart: SavedCart) => {
    if (currentUserId() !== userId) return;
    isApplying = true;
    try {
      useCartStore.setState({ cart: cart.lines, gift: { ...NO_GIFT, ...cart.gift } });
    } finally {
      isApplying = false;
    }
    writeSync({ userId, version: cart.version, isDirty: false });
  };

  /**
   * The server's answer to a request made when the shopper had made `changesBefore` changes: shown
   * when they made none since; otherwise their newer change wins and is saved over it.
   */
  const settle = (userId: string, cart: SavedCart, changesBefore: number) => {
    if (currentUserId() !== userId) return;
    if (localChanges === changesBefore) {
      show(userId, cart);
      return;
    }
    writeSync({ userId, version: cart.version, isDirty: true });
    schedule();
  };

  const localCart = () => {
    const { cart, gift } = useCartStore.getState();
    return { lines: cart.map(toServerLine), gift: toServerGift(gift) };
  };

  const save = async () => {
    const sync = readSync();
    const userId = currentUserId();
    if (!sync || !userId || sync.userId !== userId || !sync.isDirty || isSaving) return;
    isSaving = true;
    const started = generation;
    const changesBefore = localChanges;
    try {
      const result = await saveServerCart({ ...localCart(), baseVersion: sync.version });
      if (started !== generation) return;
      if (!result.isSaved) {
        settle(userId, result, changesBefore);
        return;
      }
      const isChangedSince = localChanges !== changesBefore;
      writeSync({ userId, version: result.version, isDirty: isChangedSince });
      if (isChangedSince) schedule();
    } catch (error) {
      console.error('Cart save failed', error);
    } finally {
      isSaving = false;
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  };

  const start = (userId: string) => {
    const started = ++generation;
    const sync = readSync();
    const run = async () => {
      if (sync?.userId === userId && sync.isDirty) {
        await save();
        return;
      }
      const changesBefore = localChanges;
      isLoading = true;
      try {
        const cart =
          sync?.userId === userId ? await fetchServerCart() : await mergeServerCart(localCart());
        // The same version as this browser's synced cart: nothing changed elsewhere, keep it.
        const isUnchanged = sync?.userId === userId && cart.version === sync.version;
        const isChangedHere = localChanges !== changesBefore;
        if (started === generation && (!isUnchanged || isChangedHere)) {
          settle(userId, cart, changesBefore);
        }
      } finally {
        if (started === generation) isLoading = false;
      }
    };
    run().catch((error: unknown) => console.error('Cart sync failed', error));
  };

  const stop = () => {
    ++generation;
    isLoading = false;
    clearTimeout(timer);
    isApplying = true;
    try {
      useCartStore.getState().clearCart();
    } finally {
      isApplying = false;
    }
    writeSync(null);
  };

  // A synced cart left in a browser whose session has ended (expired, or signed out in another
  // tab) belongs to the server now: cleared once the session check has found no user.
  const clearIfSignedOut = () => {
    const { user, isAuthReady } = useSessionStore.getState();
    if (isAuthReady && !user && readSync()) stop();
  };

  const initial = currentUserId();
  if (initial) start(initial);
  else clearIfSignedOut();

  const unsubscribeSession = useSessionStore.subscribe((state, previous) => {
    const id = state.user?.id ?? null;
    const before = previous.user?.id ?? null;
    if (id !== before) {
      if (before) stop();
      if (id) start(id);
    }
    if (state.isAuthReady && !previous.isAuthReady) clearIfSignedOut();
  });

  const unsubscribeCart = useCartStore.subscribe((state, previous) => {
    if (isApplying || (state.cart === previous.cart && state.gift === previous.gift)) return;
    localChanges++;
    const userId = currentUserId();
    const sync = readSync();
    // A change made while the cart loads is saved once the load has answered (settle).
    if (!userId || isLoading || sync?.userId !== userId) return;
    writeSync({ ...sync, isDirty: true });
    schedule();
  });

  const onVisible = () => {
    const userId = currentUserId();
    const sync = readSync();
    if (document.visibilityState !== 'visible' || !userId || sync?.userId !== userId) return;
    if (sync.isDirty) {
      void save();
      return;
    }
    const started = generation;
    const changesBefore = localChanges;
    fetchServerCart().then(
      (cart) => {
        const latest = readSync();
        if (started === generation && !latest?.isDirty && cart.version !== latest?.version) {
          settle(userId, cart, changesBefore);
        }
      },
      (error: unknown) => console.error('Cart sync failed', error),
    );
  };
  document.addEventListener('visibilitychange', onVisible);

  return () => {
    clearTimeout(timer);
    unsubscribeSession();
    unsubscribeCart();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The page's cart as a copy of the server's: a change shows at once and is sent as one change,
 * in order; the server's answer is what the page then shows; a refusal is shown and the server's
 * cart read again. And the navbar's summed badge count.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartChange, SavedCart } from '@shop/shared/schemas/cart';
import { apiError, mockApi, server } from '@/test/msw';
import { createProduct } from '@/test/factories';
import {
  createCartStore,
  GIFT_SAVE_DELAY_MS,
  selectCartCount,
  selectCartSubtotalCents,
  type CartStore,
} from './store';

const NO_GIFT = { isGift: false, note: '' };
let sent: CartChange[];
let serverCart: SavedCart;
let store: CartStore;

/** Waits until every change sent has been answered. */
const settled = () => vi.waitFor(() => expect(store.getState().pendingChanges()).toBe(0));

beforeEach(() => {
  sent = [];
  serverCart = { lines: [], gift: NO_GIFT, version: 0 };
  store = createCartStore();
  server.use(
    http.post('*/api/cart/changes', async ({ request }) => {
      const change = (await request.json()) as CartChange;
      sent.push(change);
      if (change.kind === 'gift') serverCart = { ...serverCart, gift: change.gift };
      if (change.kind === 'add') {
        const existing = serverCart.lines.find((l) => l.productId === change.productId);
        serverCart = {
          ...serverCart,
          version: serverCart.version + 1,
          lines: existing
            ? serverCart.lines.map((l) =>
                l === existing ? { ...l, quantity: l.quantity + change.quantity } : l,
              )
            : [
                ...serverCart.lines,
                {
                  productId: change.productId,
                  quantity: change.quantity,
                  name: 'From server',
                  priceCents: 999,
                },
              ],
        };
      }
      return HttpResponse.json(serverCart);
    }),
    mockApi.get<SavedCart>('/api/cart', () => serverCart),
  );
});

describe('the page’s copy of the cart', () => {
  it('starts from the cart the server rendered the page with', () => {
    const bunny = createProduct();
    const rendered = createCartStore({
      lines: [{ productId: bunny.id, quantity: 2, name: bunny.name, priceCents: 1000 }],
      gift: { isGift: true, note: 'Hi' },
      version: 7,
    });
    expect(rendered.getState()).toMatchObject({ version: 7, gift: { isGift: true, note: 'Hi' } });
    expect(selectCartCount(rendered.getState())).toBe(2);
  });

  it('shows a change at once, sends each one in order, then shows the server’s cart', async () => {
    const bunny = createProduct({ priceCents: 1000 });
    store.getState().addToCart(bunny, 2);
    store.getState().addToCart(bunny, 1);
    // At once, before any answer.
    expect(store.getState().cart).toEqual([
      { productId: bunny.id, quantity: 3, name: bunny.name, priceCents: 1000 },
    ]);
    await settled();
    expect(sent).toEqual([
      { kind: 'add', productId: bunny.id, quantity: 2 },
      { kind: 'add', productId: bunny.id, quantity: 1 },
    ]);
    // The server's answer is what the page shows: its name and price.
    expect(store.getState()).toMatchObject({
      cart: [{ productId: bunny.id, quantity: 3, name: 'From server', priceCents: 999 }],
      version: 2,
    });
  });

  it('sends quantities (never below 1), removals and clearing as changes to one line', async () => {
    store.setState({
      cart: [{ productId: 'p-1', quantity: 4, name: 'Bunny', priceCents: 100 }],
    });
    store.getState().updateQuantity('p-1', 0);
    expect(store.getState().cart[0]?.quantity).toBe(1);
    store.getState().removeFromCart('p-1');
    store.getState().clearCart();
    await settled();
    expect(sent).toEqual([
      { kind: 'set', line: 'p-1', quantity: 1 },
      { kind: 'remove', line: 'p-1' },
      { kind: 'clear' },
    ]);
  });

  it('shows the server’s reason for a refused change, and the server’s cart', async () => {
    serverCart = {
      lines: [{ productId: 'p-1', quantity: 2, name: 'Bunny', priceCents: 100 }],
      gift: NO_GIFT,
      version: 4,
    };
    server.use(
      http.post('*/api/cart/changes', () =>
        apiError(409, { code: 'conflict', message: 'Only 2 left in stock.' }),
      ),
    );
    store.setState({ cart: serverCart.lines });
    store.getState().updateQuantity('p-1', 3);
    expect(store.getState().cart[0]?.quantity).toBe(3);
    await settled();
    await vi.waitFor(() => expect(store.getState().cart[0]?.quantity).toBe(2));
    expect(store.getState().error).toBe('Only 2 left in stock.');
    store.getState().dismissError();
    expect(store.getState().error).toBeNull();
  });

  it('saves a ticked gift box at once and the gift note once the typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      store.getState().setGift({ isGift: true });
      store.getState().setGift({ note: 'Hap' });
      store.getState().setGift({ note: 'Happy birthday' });
      await vi.advanceTimersByTimeAsync(GIFT_SAVE_DELAY_MS + 10);
      await settled();
      expect(sent).toEqual([
        { kind: 'gift', gift: { isGift: true, note: '' } },
        { kind: 'gift', gift: { isGift: true, note: 'Happy birthday' } },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the badge count sums the quantities of all lines; the subtotal sums line totals', () => {
    const lines = [
      { productId: 'a', quantity: 3, name: 'A', priceCents: 1000 },
      { productId: 'b', quantity: 3, name: 'B', priceCents: 250 },
    ];
    expect(selectCartCount({ cart: lines })).toBe(6);
    expect(selectCartSubtotalCents({ cart: lines })).toBe(3 * 1000 + 3 * 250);
  });
});

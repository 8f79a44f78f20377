/** The cart's rules as the store implements them, and the navbar's summed badge count. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createCartStore, selectCartCount, selectCartSubtotalCents, useCartStore } from './store';
import { createProduct } from '@/test/factories';

const store = () => useCartStore.getState();

describe('cart store', () => {
  beforeEach(() => useCartStore.setState({ cart: [] }));

  it('adds a new line for a product not in the cart', () => {
    const bunny = createProduct();
    const bear = createProduct();
    store().addToCart(bunny);
    store().addToCart(bear, 3);
    expect(store().cart).toEqual([
      { productId: bunny.id, quantity: 1, name: bunny.name, priceCents: bunny.priceCents },
      { productId: bear.id, quantity: 3, name: bear.name, priceCents: bear.priceCents },
    ]);
  });

  it('grows the quantity by the added amount when the product is already there', () => {
    const bunny = createProduct();
    store().addToCart(bunny, 2);
    store().addToCart(bunny, 3);
    expect(store().cart).toHaveLength(1);
    expect(store().cart[0]?.quantity).toBe(5);
  });

  it('removing deletes only that line', () => {
    const bunny = createProduct();
    const bear = createProduct();
    store().addToCart(bunny);
    store().addToCart(bear);
    store().removeFromCart(bunny.id);
    expect(store().cart.map((line) => line.productId)).toEqual([bear.id]);
  });

  it('updating sets the quantity exactly and never below 1', () => {
    const bunny = createProduct();
    store().addToCart(bunny, 4);
    store().updateQuantity(bunny.id, 2);
    expect(store().cart[0]?.quantity).toBe(2);
    store().updateQuantity(bunny.id, 7);
    expect(store().cart[0]?.quantity).toBe(7);
    store().updateQuantity(bunny.id, 0);
    expect(store().cart[0]?.quantity).toBe(1);
    store().updateQuantity(bunny.id, -5);
    expect(store().cart[0]?.quantity).toBe(1);
  });

  it('clearing empties the cart', () => {
    store().addToCart(createProduct());
    store().addToCart(createProduct());
    store().clearCart();
    expect(store().cart).toEqual([]);
  });

  it('the badge count sums the quantities of all lines; the subtotal sums line totals', () => {
    const bunny = createProduct({ priceCents: 1000 });
    const bear = createProduct({ priceCents: 250 });
    expect(selectCartCount(store())).toBe(0);
    store().addToCart(bunny, 2);
    store().addToCart(bear, 3);
    store().addToCart(bunny, 1);
    expect(selectCartCount(store())).toBe(6);
    expect(selectCartSubtotalCents(store())).toBe(3 * 1000 + 3 * 250);
  });

  it('persists the cart in localStorage so a reload keeps it', () => {
    const bunny = createProduct();
    store().addToCart(bunny, 2);
    const saved = JSON.parse(localStorage.getItem('cart') ?? '{}') as {
      state?: { cart?: unknown[] };
    };
    // Only what shows a price before the server answers: no photos, stock or description.
    expect(saved.state?.cart).toEqual([
      { productId: bunny.id, quantity: 2, name: bunny.name, priceCents: bunny.priceCents },
    ]);
  });
});

describe('saved carts across versions', () => {
  it('takes over a cart saved with whole products as name and price only', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        version: 0,
        state: {
          cart: [
            {
              productId: 'p-1',
              quantity: 2,
              product: {
                id: 'p-1',
                name: 'Bunny',
                priceCents: 1200,
                stock: 3,
                description: 'Soft',
              },
            },
          ],
        },
      }),
    );
    const reloaded = createCartStore();
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().cart).toEqual([
      { productId: 'p-1', quantity: 2, name: 'Bunny', priceCents: 1200 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import { reconcileCart } from './reconcile-cart';

const line = (product: ReturnType<typeof createProduct>, quantity = 1): CartLine => ({
  productId: product.id,
  quantity,
  name: product.name,
  priceCents: product.priceCents,
});

describe('reconcileCart (cart refreshed from the API on load)', () => {
  it('changes nothing when the catalog agrees with the saved cart', () => {
    const bunny = createProduct();
    const lines = [line(bunny, 2)];
    const result = reconcileCart(lines, [bunny]);
    expect(result.isChanged).toBe(false);
    expect(result.lines).toBe(lines);
    expect(result.notices).toEqual([]);
  });

  it('takes over a changed price, remembers the old one and says so', () => {
    const saved = createProduct({ name: 'Bunny', priceCents: 2000 });
    const fresh = { ...saved, priceCents: 2250 };
    const result = reconcileCart([line(saved, 2)], [fresh]);
    expect(result.lines).toEqual([line(fresh, 2)]);
    expect(result.previousPrices).toEqual({ [saved.id]: 2000 });
    expect(result.notices).toEqual([
      {
        kind: 'price',
        productId: saved.id,
        message: 'The price of “Bunny” changed from $20.00 to $22.50.',
      },
    ]);
  });

  it('drops products that no longer exist, with a notice', () => {
    const gone = createProduct({ name: 'Old Hat' });
    const kept = createProduct();
    const result = reconcileCart([line(gone), line(kept)], [kept]);
    expect(result.lines.map((l) => l.productId)).toEqual([kept.id]);
    expect(result.notices).toEqual([
      {
        kind: 'removed',
        productId: gone.id,
        message: '“Old Hat” is no longer available and was removed from your cart.',
      },
    ]);
  });

  it('caps a quantity above the stock, with a notice', () => {
    const saved = createProduct({ name: 'Tote', stock: 10 });
    const fresh = { ...saved, stock: 3 };
    const result = reconcileCart([line(saved, 5)], [fresh]);
    expect(result.lines[0]?.quantity).toBe(3);
    expect(result.notices[0]?.kind).toBe('capped');
  });

  it('keeps an out-of-stock line (flagged by its stock) instead of dropping it', () => {
    const saved = createProduct({ stock: 4 });
    const fresh = { ...saved, stock: 0 };
    const result = reconcileCart([line(saved, 2)], [fresh]);
    expect(result.lines).toEqual([line(fresh, 2)]);
    expect(result.notices).toEqual([]);
  });

  it('leaves lines that were not asked about alone', () => {
    const asked = createProduct();
    const notAsked = createProduct();
    const result = reconcileCart([line(asked), line(notAsked)], [asked], new Set([asked.id]));
    expect(result.lines.map((l) => l.productId)).toEqual([asked.id, notAsked.id]);
  });
});

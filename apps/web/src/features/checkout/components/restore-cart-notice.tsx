/**
 * Back on an empty cart after leaving for the payment page without paying (Cancel on the hosted
 * page, or the browser's back button): offer the items again instead of an empty cart.
 */
import { RotateCcw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCartStore, type CartLine } from '@/features/cart/store';
import { forgetStashedCart, readStashedCart, restoreStashedCart } from '../hooks/checkout-stash';

export function RestoreCartNotice() {
  const cart = useCartStore((s) => s.cart);
  const addLines = useCartStore((s) => s.addLines);
  const [stashed, setStashed] = useState<CartLine[] | null>(null);

  // Read in an effect: storage is not there when rendering on a server.
  useEffect(() => setStashed(readStashedCart()), []);

  if (!stashed || cart.length > 0) return null;
  const count = stashed.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-clay-300/60 bg-clay-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between dark:border-clay-700/50 dark:bg-night-800"
    >
      <p className="text-sm text-ink-700 dark:text-cream-200">
        Your last checkout wasn&apos;t completed. Would you like the {count}{' '}
        {count === 1 ? 'item' : 'items'} back in your cart?
      </p>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          onClick={() => {
            restoreStashedCart(useCartStore.getState().cart, addLines);
            setStashed(null);
          }}
        >
          <RotateCcw className="h-4 w-4" aria-hidden /> Restore cart
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Dismiss"
          onClick={() => {
            forgetStashedCart();
            setStashed(null);
          }}
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}

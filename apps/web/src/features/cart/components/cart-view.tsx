/**
 * The cart: the saved lines refreshed from the API, quantity controls,
 * remove, notices of what changed, and the Order Summary. The route passes what checking out
 * means (`onCheckout`, `isPending`, `error`) and the checkout's per-line reasons (`lineErrors`).
 */
import { ShoppingBag } from 'lucide-react';
import { MESSAGES } from '@shop/shared/messages';
import { Alert } from '@/components/ui/alert';

import { useCartStore, lineKey } from '@/features/cart/store';
import { useCartRefresh } from '../api/use-cart-refresh';
import { isOutOfStock } from '../reconcile-cart';
import { CartLineItem } from './cart-line-item';
import { CartNotices } from './cart-notices';
import type { CheckoutButtonProps } from './checkout-button';
import { OrderSummary } from './order-summary';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormFlash } from '@/lib/form-flash';

export type CartViewProps = Omit<CheckoutButtonProps, 'disabledReason'> & {
  /** Reasons keyed by product id, shown next to their lines (checkout's 409 `fields`). */
  lineErrors?: Record<string, string>;
  /** The "Discount code" field, shown in the Order Summary. */
  discountField?: React.ReactNode;
  /** The totals the server priced (the route's quote), shown in the Order Summary. */
  totals?: React.ReactNode;
};

export function CartView({
  onCheckout,
  isPending,
  error,
  discountCode = null,
  lineErrors = {},
  discountField,
  totals,
}: CartViewProps) {
  const cart = useCartStore((s) => s.cart);
  const updateQuantity = useCartStore((s) => s.updateQuantity);
  const removeFromCart = useCartStore((s) => s.removeFromCart);
  const refresh = useCartRefresh();
  const lineFlash = useFormFlash('cart-line');
  const addFlash = useFormFlash('cart-add');
  const changeError = useCartStore((s) => s.error);
  const refusal = changeError ?? lineFlash?.message ?? addFlash?.message ?? null;
  const hasOutOfStock = cart.some((line) =>
    isOutOfStock(refresh.products.get(line.productId), line),
  );
  const notices = (
    <>
      {refusal ? (
        <Alert tone="danger" className="mb-6">
          {refusal}
        </Alert>
      ) : null}
      <CartNotices notices={refresh.notices} onDismiss={refresh.dismissNotices} />
    </>
  );

  if (cart.length === 0) {
    return (
      <>
        {notices}
        <EmptyState
          icon={ShoppingBag}
          title={MESSAGES.cartEmpty}
          action={{ to: '/products', label: 'Continue Shopping' }}
        >
          Find something cosy — every piece is made by hand.
        </EmptyState>
      </>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div>
        {notices}
        {refresh.isRefreshFailed ? (
          <Alert className="mb-6">
            We couldn&apos;t check the latest prices and stock just now. They are checked again when
            you proceed to checkout.
          </Alert>
        ) : null}
        <section
          aria-labelledby="cart-items-heading"
          className="rounded-3xl border border-cream-300 bg-cream-50 px-5 sm:px-6 dark:border-night-700 dark:bg-night-800"
        >
          {/* Heads the lines' own headings, so the outline goes h1 → h2 → h3. */}
          <h2 id="cart-items-heading" className="sr-only">
            Cart items
          </h2>
          <ul className="divide-y divide-cream-300 dark:divide-night-600">
            {cart.map((line) => (
              <CartLineItem
                key={lineKey(line)}
                line={line}
                product={refresh.products.get(line.productId)}
                previousPriceCents={refresh.previousPrices[lineKey(line)]}
                error={lineErrors[line.productId]}
                onQuantityChange={(quantity) => updateQuantity(lineKey(line), quantity)}
                onRemove={() => removeFromCart(lineKey(line))}
              />
            ))}
          </ul>
        </section>
      </div>
      <OrderSummary
        discountField={discountField}
        totals={totals}
        onCheckout={onCheckout}
        discountCode={discountCode}
        isPending={isPending}
        error={error}
        disabledReason={hasOutOfStock ? 'Remove out-of-stock items to check out.' : null}
      />
    </div>
  );
}

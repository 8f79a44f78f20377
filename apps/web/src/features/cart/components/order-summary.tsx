/**
 * The cart's Order Summary: the code field, the totals the server priced (`totals`, the
 * route's `CartTotals`), Proceed to Checkout and a Continue Shopping link.
 */
import { ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { SHIPPING_FACTS } from '@shop/shared/constants';
import { CheckoutButton, type CheckoutButtonProps } from './checkout-button';

type OrderSummaryProps = CheckoutButtonProps & {
  /** The "Discount code" field (the discounts feature's), placed above the totals. */
  discountField?: React.ReactNode;
  /** Subtotal, discount, gift wrap and total, as the server priced them. */
  totals?: React.ReactNode;
};

export function OrderSummary({ discountField, totals, ...checkout }: OrderSummaryProps) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm lg:sticky lg:top-24 dark:border-night-700 dark:bg-night-800"
    >
      <h2 id="order-summary-heading" className="text-2xl font-semibold">
        Order Summary
      </h2>
      {discountField ? <div className="mt-5">{discountField}</div> : null}
      {totals}
      <div className="mt-6">
        <CheckoutButton {...checkout} />
      </div>
      <Link
        to="/products"
        className="mt-4 block text-center text-sm font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
      >
        Continue Shopping
      </Link>
      <ul className="mt-6 space-y-2.5 border-t border-cream-300 pt-5 text-xs text-ink-500 dark:border-night-600 dark:text-ink-300">
        <li className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 text-sage-700 dark:text-sage-300" aria-hidden />
          Secure card payment on a hosted checkout page
        </li>
        <li className="flex items-center gap-2">
          <Truck className="h-4 w-4 text-sage-700 dark:text-sage-300" aria-hidden />
          Ships within {SHIPPING_FACTS.processing}
        </li>
      </ul>
    </section>
  );
}

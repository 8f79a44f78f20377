/**
 * The totals block of the cart, the test checkout page and every order: Subtotal,
 * Shipping (Free), Tax (Included) and Total, each row optional but the total.
 */
import { cn } from './cn';
import { Price } from './price';

type TotalsProps = {
  subtotalCents?: number;
  totalCents: number;
  totalLabel?: string;
  /** Shows Shipping: Free and Tax: Included (prices include both). */
  hasShippingAndTax?: boolean;
  /** The total's size: `lg` where it is the page's main figure. */
  size?: 'md' | 'lg';
  className?: string;
};

export function Totals({
  subtotalCents,
  totalCents,
  totalLabel = 'Total',
  hasShippingAndTax = true,
  size = 'md',
  className,
}: TotalsProps) {
  const label = 'text-ink-500 dark:text-ink-300';
  return (
    <dl className={cn('space-y-2 text-sm', className)}>
      {subtotalCents === undefined ? null : (
        <div className="flex justify-between">
          <dt className={label}>Subtotal</dt>
          <dd>
            <Price cents={subtotalCents} className="font-semibold" />
          </dd>
        </div>
      )}
      {hasShippingAndTax ? (
        <>
          <div className="flex justify-between">
            <dt className={label}>Shipping</dt>
            <dd className="font-semibold text-sage-700 dark:text-sage-300">Free</dd>
          </div>
          <div className="flex justify-between">
            <dt className={label}>Tax</dt>
            <dd>Included</dd>
          </div>
        </>
      ) : null}
      <div className="flex items-baseline justify-between border-t border-cream-300 pt-3 text-base dark:border-night-600">
        <dt className="font-display text-lg font-semibold">{totalLabel}</dt>
        <dd>
          <Price
            cents={totalCents}
            className={size === 'lg' ? 'text-2xl font-bold' : 'text-lg font-bold'}
          />
        </dd>
      </div>
    </dl>
  );
}

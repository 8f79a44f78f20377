/**
 * The totals block of the cart, the test checkout page and every order: Subtotal, Discount
 * (with its code), Shipping (the amount with its rate, or Free), Gift wrap, Tax (Included) and
 * Total. Every row but the total is optional.
 */
import { cn } from './cn';
import { Price } from './price';

type TotalsProps = {
  subtotalCents?: number;
  /** Shown (as a minus) when above zero. */
  discountCents?: number;
  discountCode?: string | null;
  /** The shipping charged; 0 or absent reads "Free". */
  shippingCents?: number;
  /** The chosen rate, shown beside "Shipping". */
  shippingRateName?: string | null;
  /** Shown when above zero. */
  giftWrapCents?: number;
  totalCents: number;
  totalLabel?: string;
  /** What gift cards pay of the total: shown under it, with what the card payment pays. */
  giftCardCents?: number;
  /** The label of what is left for the card payment. */
  cardPaymentLabel?: string;
  /** Shows the Shipping and Tax (Included) rows (prices include tax). */
  hasShippingAndTax?: boolean;
  /** The total's size: `lg` where it is the page's main figure. */
  size?: 'md' | 'lg';
  className?: string;
};

const label = 'text-ink-500 dark:text-ink-300';

export function Totals({
  subtotalCents,
  discountCents = 0,
  discountCode,
  shippingCents = 0,
  shippingRateName,
  giftWrapCents = 0,
  totalCents,
  totalLabel = 'Total',
  giftCardCents = 0,
  cardPaymentLabel = 'Paid by card',
  hasShippingAndTax = true,
  size = 'md',
  className,
}: TotalsProps) {
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
      {discountCents > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className={label}>Discount{discountCode ? ` (${discountCode})` : ''}</dt>
          <dd className="font-semibold text-sage-700 dark:text-sage-300">
            −<Price cents={discountCents} />
          </dd>
        </div>
      ) : null}
      {hasShippingAndTax ? (
        <div className="flex justify-between gap-3">
          <dt className={label}>Shipping{shippingRateName ? ` (${shippingRateName})` : ''}</dt>
          {shippingCents > 0 ? (
            <dd>
              <Price cents={shippingCents} className="font-semibold" />
            </dd>
          ) : (
            <dd className="font-semibold text-sage-700 dark:text-sage-300">Free</dd>
          )}
        </div>
      ) : null}
      {giftWrapCents > 0 ? (
        <div className="flex justify-between">
          <dt className={label}>Gift wrap</dt>
          <dd>
            <Price cents={giftWrapCents} className="font-semibold" />
          </dd>
        </div>
      ) : null}
      {hasShippingAndTax ? (
        <div className="flex justify-between">
          <dt className={label}>Tax</dt>
          <dd>Included</dd>
        </div>
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
      {giftCardCents > 0 ? (
        <>
          <div className="flex justify-between">
            <dt className={label}>Gift card</dt>
            <dd className="font-semibold text-sage-700 dark:text-sage-300">
              −<Price cents={giftCardCents} />
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className={label}>{cardPaymentLabel}</dt>
            <dd>
              <Price cents={totalCents - giftCardCents} className="font-semibold" />
            </dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

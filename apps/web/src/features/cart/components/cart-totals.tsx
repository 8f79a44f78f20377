/**
 * The cart's totals as the server priced them (POST /api/cart/quote): Subtotal, the code's
 * Discount, Gift wrap and Total before shipping. Until the first answer arrives the block says
 * it is working the total out; if the quote cannot be had, it says the payment page will show it.
 */
import type { OrderQuote } from '@shop/shared/schemas/order-quote';
import { Totals } from '@/components/ui/totals';

export function CartTotals({
  quote,
  isLoading,
  isError,
}: {
  quote: OrderQuote | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  if (!quote) {
    return (
      <p className="mt-5 text-sm text-ink-500 dark:text-ink-300" role="status">
        {isError && !isLoading
          ? 'We couldn’t work out your total just now. It is shown on the payment page before you pay.'
          : 'Working out your total…'}
      </p>
    );
  }
  return (
    <>
      <Totals
        subtotalCents={quote.subtotalCents}
        discountCents={quote.discount?.cents ?? 0}
        discountCode={quote.discount?.code}
        giftWrapCents={quote.giftWrapCents}
        totalCents={quote.totalCents}
        hasShippingAndTax={false}
        size="lg"
        className="mt-5"
      />
      <p className="mt-3 text-xs text-ink-500 dark:text-ink-300">
        {quote.discount?.freeShipping
          ? 'Shipping is free with this code.'
          : 'Shipping is chosen on the payment page.'}
      </p>
    </>
  );
}

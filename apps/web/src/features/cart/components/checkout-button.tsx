/**
 * The Order Summary's Proceed to Checkout button. The route decides what checking out means
 * (sign-in redirect, or the checkout feature's request) and passes its state in.
 */
import { Lock } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HtmlForm } from '@/components/ui/html-form';

/** The Proceed to Checkout form's id: fields elsewhere in the cart (the gift cards') join it. */
export const CHECKOUT_FORM_ID = 'checkout-form';

export type CheckoutButtonProps = {
  /** The app's checkout; `'browser'` leaves the decision to the server (the form is posted). */
  onCheckout: () => void | 'browser';
  isPending?: boolean;
  error?: string | null;
  /** Why checkout is not possible right now (e.g. out-of-stock lines), if it is not. */
  disabledReason?: string | null;
  /** The applied discount code, sent with the checkout. */
  discountCode?: string | null;
};

export function CheckoutButton({
  onCheckout,
  isPending,
  error,
  disabledReason,
  discountCode = null,
}: CheckoutButtonProps) {
  return (
    <HtmlForm
      id={CHECKOUT_FORM_ID}
      action="/forms/checkout"
      formName="checkout"
      onSubmit={() => onCheckout()}
      className="space-y-3"
    >
      {discountCode ? <input type="hidden" name="discountCode" value={discountCode} /> : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isPending || Boolean(disabledReason)}
        aria-describedby={disabledReason ? 'checkout-disabled-reason' : undefined}
      >
        <Lock className="h-4 w-4" aria-hidden />
        {isPending ? 'Redirecting to payment…' : 'Proceed to Checkout'}
      </Button>
      {disabledReason ? (
        <p
          id="checkout-disabled-reason"
          className="text-center text-sm text-ink-500 dark:text-ink-300"
        >
          {disabledReason}
        </p>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </HtmlForm>
  );
}

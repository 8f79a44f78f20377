/**
 * The event a demo hosted page's Pay sends: shaped like Stripe's completed checkout, with the
 * addresses from the page's form (an empty second line stored as null, billing as shipping when
 * the shopper says so).
 */
import type { TestCheckoutPay } from '@shop/shared/schemas/order';
import type { PaymentEvent } from '../ports/payments.ts';

export function demoPaidEvent({
  sessionId,
  orderId,
  amountTotalCents,
  shipping,
  paymentRef,
  form,
}: {
  sessionId: string;
  orderId: string;
  amountTotalCents: number;
  /** The chosen shipping option, or null when none was offered. */
  shipping: { id: string; amountCents: number } | null;
  /** What the test payment id is made of (the order's or the payment's id). */
  paymentRef: string;
  form: TestCheckoutPay;
}): Extract<PaymentEvent, { kind: 'paid' }> {
  // An order of patterns only asks no shipping address: billing is then given on its own.
  const shippingAddress = form.shippingAddress ?? null;
  const billing = (form.billingSameAsShipping && shippingAddress) || form.billingAddress!;
  return {
    kind: 'paid',
    eventId: `test_evt_${crypto.randomUUID()}`,
    type: 'checkout.session.completed',
    sessionId,
    orderId,
    amountTotalCents,
    shippingCents: shipping ? shipping.amountCents : null,
    shippingOptionId: shipping?.id ?? null,
    currency: 'usd',
    providerPaymentId: `test_pi_${paymentRef}`,
    shippingAddress: shippingAddress && {
      ...shippingAddress,
      line2: shippingAddress.line2 || null,
    },
    billingAddress: { ...billing, line2: billing.line2 || null },
  };
}

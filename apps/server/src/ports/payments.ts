/**
 * What a payment provider does for the shop: open a hosted checkout session
 * for an order, turn its signed callbacks into payment events, close a session early and refund.
 * The payments module implements it (`stripe` and the built-in `test` provider); the app context
 * holds one, so this port belongs to neither.
 */
import type { Address } from '@shop/shared/schemas/order';
import type { ShippingOption } from '@shop/shared/schemas/shipping';

export type ProviderName = 'stripe' | 'test';

export type CheckoutSessionLine = {
  productId: string;
  name: string;
  /** Absolute image URLs. */
  images: string[];
  unitAmountCents: number;
  quantity: number;
};

export type CheckoutSessionInput = {
  orderId: string;
  userId: string;
  customerEmail: string;
  lines: CheckoutSessionLine[];
  /** A code's amount off the items (the order's discount), or null. */
  discount: { code: string; amountCents: number } | null;
  /** The rates the shopper chooses from on the hosted page; empty: shipping is free. */
  shippingOptions: ShippingOption[];
  /** Where the order may ship: every offered rate's countries (the US without rates). */
  allowedCountries: string[];
  /** False for digital patterns only: the hosted page asks no shipping address (default true). */
  collectsShippingAddress?: boolean;
  /** One key per order: a retried request never opens a second session. */
  idempotencyKey: string;
};

export type CheckoutSession = { id: string; url: string };

/** A provider callback, reduced to what fulfilment acts on. */
export type PaymentEvent =
  | {
      kind: 'paid';
      eventId: string;
      type: string;
      sessionId: string;
      orderId: string | null;
      amountTotalCents: number | null;
      currency: string | null;
      /** The provider's payment (Stripe PaymentIntent id), kept so it can be refunded. */
      providerPaymentId: string | null;
      shippingAddress: Address | null;
      billingAddress: Address | null;
      /** What the provider charged for shipping (the chosen rate); null when none was offered. */
      shippingCents: number | null;
      /** The offered option the shopper chose, when the provider reports it (the test page does). */
      shippingOptionId: string | null;
    }
  | {
      kind: 'released';
      eventId: string;
      type: string;
      sessionId: string;
      orderId: string | null;
      outcome: 'expired' | 'failed';
    }
  | { kind: 'ignored'; eventId: string; type: string };

/** Returning a payment's money: one refund per order (the key makes retries safe). */
export type RefundInput = {
  orderId: string;
  /** The provider's payment id as recorded at payment; null makes Stripe look up the session. */
  providerPaymentId: string | null;
  sessionId: string | null;
  amountCents: number;
  idempotencyKey: string;
};
export type Refund = { id: string };

export type PaymentProvider = {
  name: ProviderName;
  createCheckoutSession: (input: CheckoutSessionInput) => Promise<CheckoutSession>;
  /** Verifies a callback on its raw bytes; throws WebhookSignatureError when it cannot be trusted. */
  parseWebhook: (rawBody: Buffer, signature: string | undefined) => PaymentEvent;
  /** Closes an open session so it can no longer be paid (before its stock is released). */
  expireCheckoutSession: (sessionId: string) => Promise<void>;
  /** Gives a payment's money back (Stripe's refunds API); throws when the provider refuses. */
  refund: (input: RefundInput) => Promise<Refund>;
};

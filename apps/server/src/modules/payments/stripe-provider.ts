/**
 * The Stripe provider: the official SDK, server side only. Sessions carry exactly what the shop's
 * lists (plus an expiry); callbacks are verified on their raw bytes with the webhook secret.
 * Tests point the SDK at a local fake through `apiBase` (host, port, protocol).
 */
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Address } from '@shop/shared/schemas/order';
import type { ShippingOption } from '@shop/shared/schemas/shipping';
import { CHECKOUT_SESSION_TTL_MS, CURRENCY } from '@shop/shared/constants';
import {
  WebhookSignatureError,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
} from './provider.ts';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Only for tests: e.g. http://127.0.0.1:4242 */
  apiBase?: string;
  publicUrl: string;
};

/**
 * The shop asks for `payment_method_types: ['card']`. API versions from 2026-09-30 ("endive", the
 * SDK's default) dropped that parameter for `allowed_payment_method_types`, so the client is
 * pinned to the last version that still takes it. (The SDK's types follow the newest version,
 * hence the casts below.) Webhook payloads of either version are understood by toPaymentEvent.
 */
export const STRIPE_API_VERSION = '2026-08-26.dahlia';

/** The provider's webhook tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/**
 * Stripe refuses an `expires_at` less than 30 minutes after it receives the request, so the
 * session is asked to live a minute longer than our TTL to survive clock skew and a retry.
 */
const EXPIRY_MARGIN_SECONDS = 60;

/** The SDK is loaded when a Stripe client is made: a shop on demo payments never pays for it. */
const requireStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

export function createStripeClient({
  secretKey,
  apiBase,
}: Pick<StripeProviderOptions, 'secretKey' | 'apiBase'>) {
  const base = apiBase ? new URL(apiBase) : undefined;
  const StripeClient = requireStripe();
  return new StripeClient(secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    // Client defaults (80 s timeout, one network retry).
    timeout: 80_000,
    maxNetworkRetries: 1,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** The shop's checkout session request, in the pinned API version's shape. */
export type CheckoutSessionParams = Stripe.Checkout.SessionCreateParams & {
  payment_method_types: ['card'];
};

export function checkoutSessionParams(
  input: CheckoutSessionInput,
  publicUrl: string,
  now = Date.now(),
  couponId: string | null = null,
): CheckoutSessionParams {
  return {
    payment_method_types: ['card'],
    mode: 'payment',
    success_url: `${publicUrl}/order-confirmation?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${publicUrl}/cart`,
    customer_email: input.customerEmail,
    metadata: { orderId: input.orderId, userId: input.userId },
    line_items: input.lines.map((line) => ({
      price_data: {
        currency: CURRENCY,
        product_data: {
          name: line.name,
          ...(line.images.length ? { images: line.images } : {}),
          metadata: { productId: line.productId },
        },
        unit_amount: line.unitAmountCents,
      },
      quantity: line.quantity,
    })),
    // The order's discount, as a one-off coupon of exactly its amount (rounded per order).
    ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
    billing_address_collection: 'required',
    // Digital patterns alone ship nothing: the page then asks no shipping address at all.
    ...(input.collectsShippingAddress !== false
      ? {
          shipping_address_collection: {
            allowed_countries:
              input.allowedCountries as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
          },
        }
      : {}),
    ...(input.shippingOptions.length
      ? { shipping_options: input.shippingOptions.map(toShippingOption) }
      : {}),
    expires_at: Math.floor((now + CHECKOUT_SESSION_TTL_MS) / 1000) + EXPIRY_MARGIN_SECONDS,
  };
}

/** "5–7 business days" → Stripe's structured estimate; any other wording is left out. */
export function deliveryEstimate(
  estimate: string,
):
  Stripe.Checkout.SessionCreateParams.ShippingOption.ShippingRateData.DeliveryEstimate | undefined {
  const match = /(\d+)\s*(?:[-–—]|to)\s*(\d+)\s*business days?/i.exec(estimate);
  if (!match) return undefined;
  return {
    minimum: { unit: 'business_day', value: Number(match[1]) },
    maximum: { unit: 'business_day', value: Number(match[2]) },
  };
}

function toShippingOption(
  option: ShippingOption,
): Stripe.Checkout.SessionCreateParams.ShippingOption {
  const estimate = deliveryEstimate(option.estimate);
  return {
    shipping_rate_data: {
      type: 'fixed_amount',
      display_name: option.name,
      fixed_amount: { amount: option.amountCents, currency: CURRENCY },
      // Prices include tax, shipping too.
      tax_behavior: 'inclusive',
      ...(estimate ? { delivery_estimate: estimate } : {}),
      metadata: { shippingRateId: option.id },
    },
  };
}

function toAddress(
  name: string | null | undefined,
  address: Stripe.Address | null | undefined,
): Address | null {
  if (!address) return null;
  return {
    name: name ?? '',
    line1: address.line1 ?? '',
    line2: address.line2 ?? null,
    city: address.city ?? '',
    state: address.state ?? '',
    postal_code: address.postal_code ?? '',
    country: address.country ?? '',
  };
}

/** Shipping details moved under `collected_information` in newer API versions. */
function shippingOf(session: Stripe.Checkout.Session): Address | null {
  const collected = session.collected_information?.shipping_details;
  if (collected) return toAddress(collected.name, collected.address);
  const legacy = (
    session as unknown as {
      shipping_details?: { name?: string | null; address?: Stripe.Address | null } | null;
    }
  ).shipping_details;
  return legacy ? toAddress(legacy.name, legacy.address) : null;
}

function paymentIntentOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session whose (delayed) payment has not settled yet is not paid.
      if (session.payment_status !== 'paid') return { kind: 'ignored', ...base };
      return {
        kind: 'paid',
        ...base,
        sessionId: session.id,
        orderId: session.metadata?.orderId ?? null,
        amountTotalCents: session.amount_total,
        currency: session.currency,
        providerPaymentId: paymentIntentOf(session),
        shippingAddress: shippingOf(session),
        shippingCents: session.shipping_cost?.amount_total ?? null,
        shippingOptionId: null,
        billingAddress: toAddress(
          session.customer_details?.name,
          session.customer_details?.address,
        ),
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return {
        kind: 'released',
        ...base,
        sessionId: session.id,
        orderId: session.metadata?.orderId ?? null,
        outcome: event.type === 'checkout.session.expired' ? 'expired' : 'failed',
      };
    }
    default:
      return { kind: 'ignored', ...base };
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  return {
    name: 'stripe',
    async createCheckoutSession(input) {
      let couponId: string | null = null;
      if (input.discount) {
        const coupon = await stripe.coupons.create(
          {
            amount_off: input.discount.amountCents,
            currency: CURRENCY,
            duration: 'once',
            max_redemptions: 1,
            name: input.discount.code || 'Discount',
            metadata: { orderId: input.orderId },
          },
          { idempotencyKey: `coupon-${input.orderId}` },
        );
        couponId = coupon.id;
      }
      const session = await stripe.checkout.sessions.create(
        checkoutSessionParams(input, options.publicUrl, Date.now(), couponId),
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return toPaymentEvent(event);
    },
    async expireCheckoutSession(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async refund({ orderId, providerPaymentId, sessionId, amountCents, idempotencyKey }) {
      let paymentIntent = providerPaymentId;
      if (!paymentIntent && sessionId) {
        paymentIntent = paymentIntentOf(await stripe.checkout.sessions.retrieve(sessionId));
      }
      if (!paymentIntent) throw new Error(`Stripe has no payment to refund for order ${orderId}`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents, metadata: { orderId } },
        { idempotencyKey },
      );
      return { id: refund.id };
    },
  };
}

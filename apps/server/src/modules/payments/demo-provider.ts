/**
 * Demo payments, the built-in provider (ADR 005): the "hosted page" is the shop's own
 * /test-checkout/:sessionId, and its Pay button drives the same fulfilment as a Stripe event.
 * Sessions live on the order row (its session id and creation time), so there is no state here.
 */
import { CHECKOUT_SESSION_TTL_MS } from '@shop/shared/constants';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type Refund,
  type RefundInput,
} from './provider.ts';

export type RecordedRefund = RefundInput & Refund & { createdAt: Date };
export type DemoPaymentProvider = PaymentProvider & {
  /** Refunds this process issued, oldest first; the order row keeps the refund id too. */
  readonly refunds: RecordedRefund[];
};

export const TEST_SESSION_PREFIX = 'test_cs_';

export function isTestSessionId(sessionId: string): boolean {
  return sessionId.startsWith(TEST_SESSION_PREFIX);
}

/** When an unpaid test session stops being payable and gives its stock back. */
export function demoSessionExpiresAt(orderCreatedAt: Date): Date {
  return new Date(orderCreatedAt.getTime() + CHECKOUT_SESSION_TTL_MS);
}

export function createDemoProvider(): DemoPaymentProvider {
  const refunds: RecordedRefund[] = [];
  return {
    name: 'test',
    refunds,
    async createCheckoutSession() {
      const id = `${TEST_SESSION_PREFIX}${crypto.randomUUID()}`;
      // Same origin as the SPA, wherever it is served from (Vite in dev, the server in prod).
      return { id, url: `/test-checkout/${id}` };
    },
    parseWebhook() {
      throw new WebhookSignatureError('The test payment provider sends no webhooks');
    },
    async expireCheckoutSession() {
      // Nothing to close at a provider: the order row is the session.
    },
    async refund(input) {
      // Like Stripe's idempotency key: asking twice returns the first refund.
      const earlier = refunds.find((r) => r.idempotencyKey === input.idempotencyKey);
      if (earlier) return { id: earlier.id };
      const refund = { ...input, id: `test_re_${crypto.randomUUID()}`, createdAt: new Date() };
      refunds.push(refund);
      return { id: refund.id };
    },
  };
}

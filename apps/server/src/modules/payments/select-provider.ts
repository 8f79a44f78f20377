/**
 * Which provider this shop takes payments with: Stripe when a secret key is configured, else
 * the test provider — except in production, where test payments need PAYMENTS_TEST_MODE=true.
 * Null means checkout is switched off (it answers 503 rather than selling for free).
 */
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (config.stripe) {
    return createStripeProvider({ ...config.stripe, publicUrl: config.publicUrl });
  }
  return config.paymentsTestModeAllowed ? createTestProvider() : null;
}

/** The test checkout pages and routes exist only while the test provider is the one in use. */
export function isTestCheckoutAvailable(config: Config): boolean {
  return !config.stripe && config.paymentsTestModeAllowed;
}

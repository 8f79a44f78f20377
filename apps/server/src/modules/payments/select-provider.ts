/**
 * Which provider this shop takes payments with: Stripe when a secret key is configured, else
 * demo payments — except in production, where test payments need PAYMENTS_TEST_MODE=true.
 * Null means checkout is switched off (it answers 503 rather than selling for free).
 */
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createDemoProvider } from './demo-provider.ts';

export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (config.stripe) {
    return createStripeProvider({ ...config.stripe, publicUrl: config.publicUrl });
  }
  return config.paymentsTestModeAllowed ? createDemoProvider() : null;
}

/** The test checkout pages and routes exist only while demo payments is the provider in use. */
export function isDemoCheckoutAvailable(config: Config): boolean {
  return !config.stripe && config.paymentsTestModeAllowed;
}

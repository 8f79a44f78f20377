/**
 * Payments: the payment providers behind the port and their webhooks.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export type { PaymentProvider } from './provider.ts';
export { createPaymentProvider } from './select-provider.ts';
export { demoCheckoutRoutes } from './demo-checkout-routes.ts';
export { demoCheckoutFormRoutes } from './demo-checkout-form-routes.ts';
export { paymentWebhookRoutes } from './webhook-routes.ts';

/**
 * Custom orders (commissions): a request with reference photos, the thread between maker and
 * requester, the maker's quote, and its payment through the ordering core as one order with a
 * custom line (a deposit and a balance, or one payment in full).
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { customOrderAdminRoutes } from './admin-routes.ts';
export { applyCustomPaymentEvent } from './apply-custom-payment.ts';
export {
  cancelCustomDemoSession,
  getCustomDemoSession,
  payCustomDemoSession,
} from './demo-session.ts';
export { expirePastQuotes } from './expire-quotes.ts';
export { customOrderImageTexts } from './image-references.ts';
export { customOrderFormRoutes } from './form-routes.ts';
export { customOrderRoutes } from './routes.ts';
export { customOrdersPersonalData } from './personal-data.ts';

/**
 * Cart checkout: turns a cart into a pending order and a payment session.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { checkoutRoutes } from './routes.ts';

/** The shipping module's public face: the maker's rates and their price for one order. */
export { shippingRoutes } from './routes.ts';
export { listShippingRates, replaceShippingRates, shippingOptionsFor } from './shipping-rates.ts';
export { DEMO_SHIPPING } from './demo-rates.ts';

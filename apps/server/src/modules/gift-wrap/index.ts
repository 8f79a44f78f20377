/** The gift-wrap module's public face: the maker's price and the routes that read and set it. */
export { giftWrapRoutes } from './routes.ts';
export { getGiftWrapSettings, saveGiftWrapSettings } from './gift-wrap-settings.ts';

/** The demo shop's gift wrap: $4.00 an order. */
export const DEMO_GIFT_WRAP = { priceCents: 400 };

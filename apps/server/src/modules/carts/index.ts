/**
 * Carts: every visitor's cart kept on the server, a guest's by a signed cookie and a signed-in
 * shopper's by their account (so it follows them from one browser to another); changed by the
 * API and by the cart's HTML forms, the guest's merged into the account's at sign-in, idle guest
 * carts swept after 30 days, and a shopper reminded once by mail of a cart left for a day.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { cartReminderSweep, sendCartReminders } from './cart-reminders.ts';
export { getCart } from './get-cart.ts';
export { cartRoutes } from './routes.ts';
export { cartsPersonalData } from './personal-data.ts';
export { cartFormRoutes } from './form-routes.ts';
export { guestCartSweep, deleteIdleGuestCarts } from './guest-cart-sweep.ts';
export { mergeGuestCartOfRequest } from './merge-guest-cart.ts';
export { readVisitorCart } from './visitor-cart.ts';
export { GUEST_CART_COOKIE } from './guest-cart-cookie.ts';

/**
 * Carts: a signed-in shopper's cart kept on the server, so it follows them from one browser to
 * another; merged with the browser's cart at sign-in, saved after each change, and reminded once
 * by mail when left for a day.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { cartReminderSweep, sendCartReminders } from './cart-reminders.ts';
export { getCart } from './get-cart.ts';
export { cartRoutes } from './routes.ts';
export { cartsPersonalData } from './personal-data.ts';

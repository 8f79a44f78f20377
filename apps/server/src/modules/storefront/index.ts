/**
 * Storefront: the browser build's files and the shop's pages rendered on the server, which
 * answer every other page address (unknown ones with the shop's 404 page).
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { staticPlugin } from './static.ts';
export { loadStorefrontRenderer } from './storefront-renderer.ts';
export { darkModeRoutes } from './dark-mode-routes.ts';

/**
 * Product feeds for the sales channels (Google Merchant Center, Pinterest, Meta), built from the
 * catalog and served from the public answer cache, and their page in the admin panel.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { feedRoutes, salesChannelRoutes } from './routes.ts';

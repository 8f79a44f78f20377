/**
 * Admin panel: the maker's dashboard, attention lists, sales report and search across modules.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { adminRoutes } from './routes.ts';

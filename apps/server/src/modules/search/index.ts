/**
 * Search: suggestions as you type over the catalog, its categories and the blog.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { searchRoutes } from './routes.ts';
export { suggestionStatement } from './suggest.ts';

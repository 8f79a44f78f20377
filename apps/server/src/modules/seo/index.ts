/**
 * SEO: robots.txt and the sitemap.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { seoRoutes } from './routes.ts';

/**
 * Content: the blog.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { blogAdminRoutes } from './admin-routes.ts';
export { blogRoutes } from './blog-routes.ts';
export { listSitemapPosts } from './sitemap-posts.ts';
export { blogImageTexts } from './image-references.ts';
export { blogPostSuggestionsSql } from './suggest-blog-posts.ts';

/**
 * Patterns: the PDF files of digital patterns in private storage, the buyers' signed download
 * links, the count of downloads per order line, and the licence stamp drawn on each served copy.
 * Orders are known only through `PatternOrders`, filled in module-links.ts.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { patternAdminRoutes } from './admin-routes.ts';
export { linesWithoutFiles } from './pattern-files.ts';
export { addPatternFile } from './pattern-files.ts';
export { patternStorage } from './pattern-storage.ts';
export { mailDownloadLinks } from './order-downloads.ts';
export type { PatternOrders } from './pattern-orders.ts';
export { patternRoutes } from './routes.ts';
export { PATTERN_KEY_PREFIX } from './pattern-storage.ts';

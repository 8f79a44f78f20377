/**
 * Monthly drops: the maker's monthly collection announcements, the products each releases, and
 * the visitors told at launch.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { monthlyDropAdminRoutes } from './admin-routes.ts';
export { monthlyDropRoutes } from './routes.ts';
export { monthlyDropFormRoutes } from './form-routes.ts';
export { dropImageTexts } from './image-references.ts';
export { launchNoticeSweep } from './launch-notice-sweep.ts';
export { monthlyDropsPersonalData } from './personal-data.ts';
export { upcomingDropReleases } from './upcoming-releases.ts';

/**
 * Analytics without cookies: page views and the shop's own events counted on the server, a
 * visitor known for one day by a hash with a daily salt, written in batches, rolled up daily.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { analyticsPlugin } from './analytics-plugin.ts';
export { addressReader } from './client-address.ts';
export { AnalyticsRecorder, type ShopEvent } from './recorder.ts';
export { analyticsRoutes } from './routes.ts';
export { countVisitorsToday } from './visitors-today.ts';

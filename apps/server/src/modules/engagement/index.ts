/**
 * Engagement: contact messages and the newsletter.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { countPendingMessages } from './count-pending-messages.ts';
export { engagementRoutes } from './routes.ts';
export { engagementFormRoutes } from './form-routes.ts';
export { searchMessages } from './search-messages.ts';
export { campaignDispatcher } from './campaign-dispatcher.ts';
export { engagementPersonalData } from './personal-data.ts';

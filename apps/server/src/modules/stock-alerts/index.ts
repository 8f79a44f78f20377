/**
 * Stock alerts: back-in-stock sign-ups and their mails.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { queueBackInStockMails } from './queue-back-in-stock-mails.ts';
export { stockAlertRoutes } from './routes.ts';
export { stockAlertFormRoutes } from './form-routes.ts';
export { countWaitingByProduct, countWaitingByVariant, waitingKey } from './waiting-counts.ts';
export { stockAlertsPersonalData } from './personal-data.ts';

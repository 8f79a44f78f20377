/**
 * Every table of the PostgreSQL schema, for Drizzle's typed client (client.ts) and the tests.
 * Each module owns its tables in `modules/<module>/schema.ts`; module code imports its own schema
 * file, never this barrel or a sibling's. Money is integer cents, ids are text UUIDs, timestamps
 * are timestamptz. `npm run db:generate` reads the modules' schema files (drizzle.config.ts).
 */
export * from '../modules/accounts/schema.ts';
export * from '../modules/carts/schema.ts';
export * from '../modules/catalog/schema.ts';
export * from '../modules/content/schema.ts';
export * from '../modules/discounts/schema.ts';
export * from '../modules/engagement/schema.ts';
export * from '../modules/gift-wrap/schema.ts';
export * from '../modules/mail/schema.ts';
export * from '../modules/monthly-drops/schema.ts';
export * from '../modules/orders/schema.ts';
export * from '../modules/ratings/schema.ts';
export * from '../modules/reviews/schema.ts';
export * from '../modules/shipping/schema.ts';
export * from '../modules/stock-alerts/schema.ts';
export * from '../modules/wishlist/schema.ts';
export * from '../modules/audit/schema.ts';
export * from '../modules/backups/schema.ts';
export * from './rate-limit-schema.ts';
export * from '../modules/custom-orders/schema.ts';
export * from '../modules/analytics/schema.ts';
export * from '../modules/feeds/schema.ts';
export * from '../modules/gift-cards/schema.ts';
export * from '../modules/patterns/schema.ts';

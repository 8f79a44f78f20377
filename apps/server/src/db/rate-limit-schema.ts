/** The request limiter's table, owned by the rate-limit store plugin that reads and writes it. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * The shop's own request limits (@fastify/rate-limit on public forms, uploads, checkout), shared
 * by every replica on PostgreSQL: one row per limited route and client, counting hits until
 * `resets_at` (a fixed window, as the in-memory store counts).
 */
export const requestRateLimits = pgTable(
  'request_rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (t) => [index('request_rate_limits_resets_at_idx').on(t.resetsAt)],
);

/** The payments module's table: provider events already applied (webhook idempotency). */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  createdAt: createdAt(),
});

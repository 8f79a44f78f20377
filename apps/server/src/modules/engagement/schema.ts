/** The engagement module's tables: newsletter subscribers and contact messages. */
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_STATUSES } from '@shop/shared/schemas/engagement';
import { createdAt, id, isOneOf } from '../../db/columns.ts';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  email: text('email').notNull().unique(),
  isSubscribed: boolean('is_subscribed').notNull().default(true),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    instagramUsername: text('instagram_username'),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('pending'),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_status_known', isOneOf(t.status, CONTACT_STATUSES)),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
  ],
);

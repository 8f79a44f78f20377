/** The mail module's table: the transactional outbox. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, timestamptz } from '../../db/columns.ts';

/** pending → sent, or failed after the last attempt, or cancelled before delivery (unsubscribed). */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;

/**
 * Transactional outbox (ADR 011): a mail is inserted in the same transaction as the change it
 * reports and delivered after commit, retried with backoff until the transport accepts it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** A delivery in progress holds the row until then (a crashed worker's lease runs out). */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_known', isOneOf(t.status, MAIL_STATUSES)),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

/** The engagement module's tables: newsletter subscribers, campaigns and contact messages. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTACT_STATUSES } from '@shop/shared/schemas/engagement';
import { CAMPAIGN_STATUSES } from '@shop/shared/schemas/newsletter';
import { belongsTo, createdAt, id, isOneOf, timestamptz, updatedAt } from '../../db/columns.ts';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  email: text('email').notNull().unique(),
  isSubscribed: boolean('is_subscribed').notNull().default(true),
  unsubscribedAt: timestamptz('unsubscribed_at'),
  /** Double opt-in: only addresses whose owner followed the confirmation link get campaigns. */
  confirmedAt: timestamptz('confirmed_at'),
  /** SHA-256 of the confirmation link's token while a confirmation is outstanding. */
  confirmTokenHash: text('confirm_token_hash'),
  createdAt: createdAt(),
});

/** draft → scheduled (send now = scheduled for now) → sending → sent. */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: id(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    scheduledAt: timestamptz('scheduled_at'),
    startedAt: timestamptz('started_at'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('newsletter_campaigns_status_known', isOneOf(t.status, CAMPAIGN_STATUSES)),
    index('newsletter_campaigns_due_idx')
      .on(t.scheduledAt)
      .where(sql`status in ('scheduled', 'sending')`),
  ],
);

/**
 * One row per (campaign, address), inserted in the same transaction as that address's mail in
 * the outbox: the unique index is what makes "one mail per subscriber" hold across double
 * clicks, retries, crashes and replicas.
 */
export const campaignDeliveries = pgTable(
  'newsletter_campaign_deliveries',
  {
    id: id(),
    campaignId: belongsTo('campaign_id', () => newsletterCampaigns.id),
    email: text('email').notNull(),
    /** The outbox row carrying this mail (the mail module's table; no foreign key across modules). */
    mailId: text('mail_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_campaign_deliveries_once').on(t.campaignId, t.email),
    index('newsletter_campaign_deliveries_recent_idx').on(t.campaignId, t.createdAt),
  ],
);

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
    respondedAt: timestamptz('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_status_known', isOneOf(t.status, CONTACT_STATUSES)),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * The newsletter subscription, the campaigns sent to it, and the contact messages a person wrote
 * (with the maker's replies), for any of their addresses: all deleted with the account.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import { campaignDeliveries, contactMessages, newsletterSubscribers } from './schema.ts';

const addressIn = (column: AnyColumn, emails: readonly string[]) =>
  inArray(sql`lower(${column})`, [...emails]);

export const engagementPersonalData: PersonalDataOwner = {
  module: 'engagement',
  holds: {
    newsletter_subscribers: { email: 'deleted' },
    newsletter_campaign_deliveries: { email: 'deleted' },
    contact_messages: {
      name: 'deleted',
      email: 'deleted',
      instagram_username: 'deleted',
      message: 'deleted',
      response: 'deleted (the maker’s reply to them)',
    },
  },
  async exportFor(db, { emails }) {
    const [newsletter, messages] = await Promise.all([
      db
        .select({
          email: newsletterSubscribers.email,
          isSubscribed: newsletterSubscribers.isSubscribed,
          confirmedAt: newsletterSubscribers.confirmedAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
          createdAt: newsletterSubscribers.createdAt,
        })
        .from(newsletterSubscribers)
        .where(addressIn(newsletterSubscribers.email, emails)),
      db
        .select({
          name: contactMessages.name,
          email: contactMessages.email,
          instagramUsername: contactMessages.instagramUsername,
          message: contactMessages.message,
          status: contactMessages.status,
          response: contactMessages.response,
          respondedAt: contactMessages.respondedAt,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(addressIn(contactMessages.email, emails))
        .orderBy(asc(contactMessages.createdAt)),
    ]);
    return { newsletter, contactMessages: messages };
  },
  async erase(tx, { emails }) {
    await tx.delete(newsletterSubscribers).where(addressIn(newsletterSubscribers.email, emails));
    await tx.delete(campaignDeliveries).where(addressIn(campaignDeliveries.email, emails));
    await tx.delete(contactMessages).where(addressIn(contactMessages.email, emails));
  },
};

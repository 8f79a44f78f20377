/**
 * Subscribes an address: a new address is inserted, an unsubscribed one is subscribed
 * again (unsubscribed_at cleared), a subscribed one is a conflict with the shop's message. Each step
 * is a single conditional statement, so two requests at once cannot both "win".
 */
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@shop/shared/messages';
import type { NewsletterSubscribeResult } from '@shop/shared/schemas/engagement';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from './schema.ts';
import { conflict } from '../../lib/app-error.ts';

export async function subscribeToNewsletter(
  db: Db,
  email: string,
): Promise<NewsletterSubscribeResult['status']> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length > 0) return 'subscribed';

  const revived = await db
    .update(newsletterSubscribers)
    .set({ isSubscribed: true, unsubscribedAt: null })
    .where(
      and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.isSubscribed, false)),
    )
    .returning({ id: newsletterSubscribers.id });
  if (revived.length > 0) return 'resubscribed';

  throw conflict(MESSAGES.alreadySubscribed, { email: MESSAGES.alreadySubscribed });
}

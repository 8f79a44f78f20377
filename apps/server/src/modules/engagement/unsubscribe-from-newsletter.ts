/** Unsubscribes an address; unknown or already unsubscribed addresses change nothing. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from './schema.ts';

export async function unsubscribeFromNewsletter(db: Db, email: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ isSubscribed: false, unsubscribedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscribers.email, email.trim().toLowerCase()),
        eq(newsletterSubscribers.isSubscribed, true),
      ),
    );
}

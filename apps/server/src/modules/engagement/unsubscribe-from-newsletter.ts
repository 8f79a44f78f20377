/**
 * Unsubscribes an address; unknown or already unsubscribed addresses change nothing. Campaign
 * mails queued for it and not yet taken by a worker are withdrawn in the same transaction; a
 * campaign batch holding this subscriber's row is waited for first, so its mail is withdrawn too.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from './schema.ts';
import { cancelPendingMails } from '../mail/index.ts';

export async function unsubscribeFromNewsletter(db: Db, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ isSubscribed: false, unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(
        and(eq(newsletterSubscribers.email, address), eq(newsletterSubscribers.isSubscribed, true)),
      );
    await cancelPendingMails(tx, {
      to: address,
      kind: 'newsletter_campaign',
      reason: 'unsubscribed before delivery',
    });
  });
}

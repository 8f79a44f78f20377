/**
 * Subscribes an address with double opt-in: a new address is inserted unconfirmed, an
 * unsubscribed one is subscribed again (and must confirm again), an unconfirmed one gets a fresh
 * link; each of them gets a confirmation mail through the outbox in the same transaction. A
 * confirmed, subscribed address is a conflict with the form's message. Each step is a single
 * conditional statement, so two requests at once cannot both "win".
 */
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@shop/shared/messages';
import type { NewsletterSubscribeResult } from '@shop/shared/schemas/engagement';
import type { AppContext } from '../../context.ts';
import { newsletterSubscribers } from './schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/index.ts';
import { hashConfirmToken, newConfirmToken } from './confirm-token.ts';
import { newsletterConfirmMail } from './newsletter-mail.ts';

export async function subscribeToNewsletter(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbox'>,
  email: string,
): Promise<NewsletterSubscribeResult['status']> {
  const token = newConfirmToken();
  const confirmTokenHash = hashConfirmToken(token);
  const status = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email, confirmTokenHash })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    let result: NewsletterSubscribeResult['status'] | null =
      inserted.length > 0 ? 'subscribed' : null;

    if (!result) {
      const revived = await tx
        .update(newsletterSubscribers)
        .set({ isSubscribed: true, unsubscribedAt: null, confirmedAt: null, confirmTokenHash })
        .where(
          and(
            eq(newsletterSubscribers.email, email),
            eq(newsletterSubscribers.isSubscribed, false),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      if (revived.length > 0) result = 'resubscribed';
    }
    if (!result) {
      // Subscribed but never confirmed (the first mail got lost): a new link, the same answer.
      const renewed = await tx
        .update(newsletterSubscribers)
        .set({ confirmTokenHash })
        .where(
          and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.confirmedAt)),
        )
        .returning({ id: newsletterSubscribers.id });
      if (renewed.length > 0) result = 'subscribed';
    }
    if (!result) throw conflict(MESSAGES.alreadySubscribed, { email: MESSAGES.alreadySubscribed });
    await enqueueMail(tx, 'newsletter_confirm', newsletterConfirmMail(ctx, { email, token }));
    return result;
  });
  ctx.outbox.kick();
  return status;
}

/** The confirmation link's button: the address receives campaigns from now on. */
export async function confirmNewsletterSubscription(
  ctx: Pick<AppContext, 'db'>,
  token: string,
): Promise<string | null> {
  const [row] = await ctx.db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date(), confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashConfirmToken(token)),
        eq(newsletterSubscribers.isSubscribed, true),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}

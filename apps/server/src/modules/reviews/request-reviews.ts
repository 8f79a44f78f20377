/**
 * Asking for reviews: once a paid order has been completed for the maker's number of days, its
 * customer gets one mail linking to the review form of each item (unless they opted out). The
 * order's row in `review_requests` is inserted in the same transaction as the mail: its primary
 * key lets exactly one replica's insert through, so a mail is never queued twice, and the sweep
 * also runs under an advisory lock so replicas do not even race for the same rows. Orders
 * completed more than a month before they became due are not asked any more (an old order, or
 * a shop that just turned the feature on, gets no surprise mails).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { runEvery } from '../../lib/interval-task.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { enqueueMail } from '../mail/index.ts';
import { findCompletedOrders } from '../orders/index.ts';
import { optOutUrl } from './opt-out-link.ts';
import { reviewRequestMail } from './review-mails.ts';
import { getReviewSettings } from './review-settings.ts';
import { reviewRequestOptOuts, reviewRequests } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after becoming due an order is still asked. */
const ASK_WINDOW_DAYS = 30;
export const REVIEW_REQUEST_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

type SweepContext = Pick<AppContext, 'db' | 'config' | 'authSecret' | 'outbox'>;

/** Queues the due request mails; returns how many were queued by this call. */
export async function sendReviewRequests(ctx: SweepContext, now = new Date()): Promise<number> {
  const { requestAfterDays } = await getReviewSettings(ctx.db);
  const due = await findCompletedOrders(ctx.db, {
    completedBefore: new Date(now.getTime() - requestAfterDays * DAY_MS),
    completedAfter: new Date(now.getTime() - (requestAfterDays + ASK_WINDOW_DAYS) * DAY_MS),
  });
  if (due.length === 0) return 0;
  const orderIds = due.map((o) => o.orderId);
  const asked = new Set(
    (
      await ctx.db
        .select({ orderId: reviewRequests.orderId })
        .from(reviewRequests)
        .where(inArray(reviewRequests.orderId, orderIds))
    ).map((r) => r.orderId),
  );
  const optedOut = new Set(
    (
      await ctx.db
        .select({ userId: reviewRequestOptOuts.userId })
        .from(reviewRequestOptOuts)
        .where(
          inArray(
            reviewRequestOptOuts.userId,
            due.map((o) => o.userId),
          ),
        )
    ).map((r) => r.userId),
  );
  let queued = 0;
  for (const order of due) {
    if (asked.has(order.orderId) || optedOut.has(order.userId) || order.items.length === 0) {
      continue;
    }
    const isQueued = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(reviewRequests)
        .values({ orderId: order.orderId })
        .onConflictDoNothing()
        .returning({ orderId: reviewRequests.orderId });
      if (claimed.length === 0) return false;
      await enqueueMail(
        tx,
        'review_request',
        reviewRequestMail({
          to: order.customerEmail,
          customerName: order.customerName,
          items: order.items.map((item) => ({
            productName: item.productName,
            url: `${ctx.config.publicUrl}/products/${item.productId}?review=write#reviews`,
          })),
          optOutUrl: optOutUrl(ctx.config.publicUrl, ctx.authSecret, order.userId),
        }),
      );
      return true;
    });
    if (isQueued) queued++;
  }
  if (queued > 0) ctx.outbox.kick();
  return queued;
}

/** Runs the sweep on an interval while the app is up (one replica per round). */
export const reviewRequestSweep = fp(async (app: FastifyInstance) => {
  runEvery(app, {
    what: 'review request sweep',
    everyMs: REVIEW_REQUEST_SWEEP_INTERVAL_MS,
    lockKey: LOCK_KEYS.reviewRequestSweep,
    runAtStart: true,
    task: async () => {
      const queued = await sendReviewRequests(app.ctx);
      if (queued > 0) app.log.info({ queued }, 'asked customers for reviews');
    },
  });
});

export async function optOutOfReviewRequests(
  ctx: Pick<AppContext, 'db'>,
  { userId }: { userId: string },
): Promise<void> {
  await ctx.db.insert(reviewRequestOptOuts).values({ userId }).onConflictDoNothing();
}

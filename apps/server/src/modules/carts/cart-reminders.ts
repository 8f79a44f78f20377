/**
 * Cart reminders: a signed-in shopper's cart left unchanged for a day gets one mail. None when
 * the cart is empty, when they turned reminders off, or when they paid for an order since their
 * last change to it. Visitors have no cart here, so they never get one.
 *
 * The mail is queued in the transaction that marks the cart's current version as reminded (an
 * update that only passes while it is not yet marked), so a cart state is reminded at most once
 * however many replicas sweep; the sweep also runs under an advisory lock so replicas do not even
 * race. A change to the cart makes a new state, which may be reminded a day later. Carts left
 * for more than a week before they became due are not reminded any more (a shop that just turned
 * the feature on sends no surprise mails about old carts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { CART_REMINDER_AFTER_MS } from '@shop/shared/schemas/cart';
import type { AppContext } from '../../context.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { runEvery } from '../../lib/interval-task.ts';
import { findAccountContacts } from '../accounts/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { hasPaidOrderSince } from '../orders/index.ts';
import { optOutUrl } from './opt-out-link.ts';
import { cartReminderMail } from './reminder-mail.ts';
import { carts } from './schema.ts';

const REMIND_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const CART_REMINDER_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

type SweepContext = Pick<AppContext, 'db' | 'config' | 'authSecret' | 'outbox'>;

/** Queues the due reminders; returns how many this call queued. */
export async function sendCartReminders(ctx: SweepContext, now = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - CART_REMINDER_AFTER_MS);
  const due = await ctx.db
    .select({ userId: carts.userId, version: carts.version, changedAt: carts.changedAt })
    .from(carts)
    .where(
      and(
        eq(carts.remindersOff, false),
        lte(carts.changedAt, dueBefore),
        gte(carts.changedAt, new Date(dueBefore.getTime() - REMIND_WINDOW_MS)),
        or(isNull(carts.remindedVersion), ne(carts.remindedVersion, carts.version)),
        sql`jsonb_array_length(${carts.lines}) > 0`,
      ),
    )
    .orderBy(carts.changedAt);
  if (due.length === 0) return 0;
  const contacts = await findAccountContacts(
    ctx.db,
    due.map((cart) => cart.userId),
  );
  let queued = 0;
  for (const cart of due) {
    const contact = contacts.get(cart.userId);
    const hasBought = await hasPaidOrderSince(ctx.db, {
      userId: cart.userId,
      since: cart.changedAt,
    });
    const isQueued = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(carts)
        .set({ remindedVersion: cart.version })
        .where(
          and(
            eq(carts.userId, cart.userId),
            eq(carts.version, cart.version),
            eq(carts.remindersOff, false),
            or(isNull(carts.remindedVersion), ne(carts.remindedVersion, carts.version)),
          ),
        )
        .returning({ lines: carts.lines });
      // Bought since, or no address: this state is settled without a mail.
      if (!claimed || hasBought || !contact || claimed.lines.length === 0) return false;
      await enqueueMail(
        tx,
        'cart_reminder',
        cartReminderMail({
          to: contact.email,
          name: contact.name,
          lines: claimed.lines,
          cartUrl: `${ctx.config.publicUrl}/cart`,
          optOutUrl: optOutUrl(ctx.config.publicUrl, ctx.authSecret, cart.userId),
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
export const cartReminderSweep = fp(async (app: FastifyInstance) => {
  runEvery(app, {
    what: 'cart reminder sweep',
    everyMs: CART_REMINDER_SWEEP_INTERVAL_MS,
    lockKey: LOCK_KEYS.cartReminderSweep,
    runAtStart: true,
    task: async () => {
      const queued = await sendCartReminders(app.ctx);
      if (queued > 0) app.log.info({ queued }, 'reminded shoppers of their carts');
    },
  });
});

/**
 * "Notify me at launch" on an upcoming drop, with double opt-in: the address is stored
 * unconfirmed and gets a confirmation mail (queued in the same transaction); asking again before
 * confirming sends a fresh link; an address already confirmed gets nothing more. The answer is
 * the same in every case, so it never tells whether an address was already waiting. Only the
 * confirmation page's button confirms, and only before the release.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DropNotifyResult } from '@shop/shared/schemas/monthly-drop';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { dropLaunchSignups, monthlyDrops } from './schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { now } from '../../lib/clock.ts';
import { enqueueMail } from '../mail/index.ts';
import { launchNoticeConfirmMail } from './launch-notice-mails.ts';
import { hashNoticeToken, newNoticeToken } from './launch-notice-token.ts';

export const DROP_ALREADY_OUT = 'This drop is already out: its pieces are in the shop now.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requestLaunchNotice(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbox'>,
  { dropId, email }: { dropId: string; email: string },
): Promise<DropNotifyResult> {
  if (!UUID.test(dropId)) throw notFound('Monthly drop not found');
  const address = email.toLowerCase();
  const isMail = await ctx.db.transaction(async (tx) => {
    const [drop] = await tx
      .select({ id: monthlyDrops.id, name: monthlyDrops.name, releaseAt: monthlyDrops.releaseAt })
      .from(monthlyDrops)
      .where(eq(monthlyDrops.id, dropId))
      .for('share');
    if (!drop) throw notFound('Monthly drop not found');
    if (drop.releaseAt.getTime() <= now().getTime()) throw conflict(DROP_ALREADY_OUT);

    const token = newNoticeToken();
    const confirmTokenHash = hashNoticeToken(token);
    const inserted = await tx
      .insert(dropLaunchSignups)
      .values({ dropId, email: address, confirmTokenHash })
      .onConflictDoNothing()
      .returning({ id: dropLaunchSignups.id });
    if (inserted.length === 0) {
      // Already asked: a fresh link while unconfirmed, nothing once confirmed.
      const renewed = await tx
        .update(dropLaunchSignups)
        .set({ confirmTokenHash })
        .where(
          and(
            eq(dropLaunchSignups.dropId, dropId),
            eq(dropLaunchSignups.email, address),
            isNull(dropLaunchSignups.confirmedAt),
          ),
        )
        .returning({ id: dropLaunchSignups.id });
      if (renewed.length === 0) return false;
    }
    const confirmUrl = `${ctx.config.publicUrl}/api/monthly-drops/notify/confirm?token=${token}`;
    await enqueueMail(
      tx,
      'drop_notify_confirm',
      launchNoticeConfirmMail(address, drop, confirmUrl),
    );
    return true;
  });
  if (isMail) ctx.outbox.kick();
  return { status: 'confirmation_sent' };
}

export type ConfirmNoticeOutcome =
  | { outcome: 'confirmed' | 'released'; drop: { id: string; name: string } }
  | { outcome: 'invalid' };

/** The confirmation page's button: the address gets the launch mail (works once). */
export async function confirmLaunchNotice(db: Db, token: string): Promise<ConfirmNoticeOutcome> {
  return db.transaction(async (tx) => {
    const [signup] = await tx
      .select({ id: dropLaunchSignups.id, dropId: dropLaunchSignups.dropId })
      .from(dropLaunchSignups)
      .where(
        and(
          eq(dropLaunchSignups.confirmTokenHash, hashNoticeToken(token)),
          isNull(dropLaunchSignups.confirmedAt),
        ),
      )
      .for('update')
      .limit(1);
    if (!signup) return { outcome: 'invalid' };
    const [drop] = await tx
      .select({ id: monthlyDrops.id, name: monthlyDrops.name, releaseAt: monthlyDrops.releaseAt })
      .from(monthlyDrops)
      .where(eq(monthlyDrops.id, signup.dropId));
    if (!drop) return { outcome: 'invalid' };
    const at = now();
    // Out already: no mail to wait for (and none is sent), the page links the drop instead.
    const isReleased = drop.releaseAt.getTime() <= at.getTime();
    await tx
      .update(dropLaunchSignups)
      .set({ confirmedAt: at, confirmTokenHash: null, ...(isReleased ? { notifiedAt: at } : {}) })
      .where(eq(dropLaunchSignups.id, signup.id));
    return { outcome: isReleased ? 'released' : 'confirmed', drop };
  });
}

/**
 * On its send date each active card gets its code and its one mail to the recipient. The card is
 * picked and marked sent by one statement (`for update skip locked`), its code made and its
 * hash stored, and its mail queued in the outbox, all in one transaction: a crash rolls all of
 * it back, and a second replica running the same sweep skips the rows being sent and then finds
 * them sent, so every card is mailed exactly once. The sweep also runs under a try-lock (one
 * replica per round), which saves work but is not what makes it once.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { enqueueMail } from '../mail/index.ts';
import { todayIso } from './bought-cards.ts';
import { generateGiftCardCode, hashGiftCardCode, lastFour } from './codes.ts';
import { giftCardMail } from './gift-card-mails.ts';
import { giftCards } from './schema.ts';

const BATCH = 50;

type DueRow = { id: string };

/** A fresh code for a card: stored as its hash, answered once for the mail. */
export async function giveNewCode(tx: Db, giftCardId: string): Promise<string> {
  for (;;) {
    const code = generateGiftCardCode();
    // A collision of 80 random bits does not happen; the unique index would refuse it anyway.
    const taken = await tx
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(eq(giftCards.codeHash, hashGiftCardCode(code)));
    if (taken.length > 0) continue;
    await tx
      .update(giftCards)
      .set({ codeHash: hashGiftCardCode(code), last4: lastFour(code) })
      .where(eq(giftCards.id, giftCardId));
    return code;
  }
}

export async function sendDueGiftCards(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbox'>,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const at = now();
    const queued = await ctx.db.transaction(async (tx) => {
      const picked = rowsOf<DueRow>(
        await tx.execute(sql`
          update gift_cards set sent_at = ${at.toISOString()}::timestamptz
          where id in (
            select id from gift_cards
            where sent_at is null and status = 'active' and send_on <= ${todayIso(at)}::date
            order by send_on, id
            limit ${BATCH}
            for update skip locked)
          returning id`),
      );
      for (const { id } of picked) {
        const code = await giveNewCode(tx, id);
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id));
        await enqueueMail(tx, 'gift_card', giftCardMail(card!, code, ctx.config.publicUrl));
      }
      return picked.length;
    });
    sent += queued;
    if (queued > 0) ctx.outbox.kick();
    if (queued < BATCH) break;
  }
  return sent;
}

/**
 * The maker's side (Admin → Gift cards) and the buyer's (their order page): the list with
 * balances and recipients, one card's ledger, a card issued by hand, a card disabled, and the
 * buyer's "Resend". Admin writes are recorded in the audit log by the audit plugin (every admin
 * write route is); the ledger names the admin too.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  AdminGiftCard,
  AdminGiftCardDetail,
  AdminIssueGiftCard,
  BoughtGiftCard,
} from '@shop/shared/schemas/gift-card';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isoTime, isoTimeOrNull } from '../../db/iso-time.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { now } from '../../lib/clock.ts';
import { enqueueMail } from '../mail/index.ts';
import { todayIso } from './bought-cards.ts';
import { giftCardMail } from './gift-card-mails.ts';
import { changeBalance } from './ledger.ts';
import { giftCardLedger, giftCards } from './schema.ts';
import { giveNewCode } from './send-due-cards.ts';
import type { GiftCardRow } from './find-card.ts';

const cardNotFound = () => notFound('Gift card not found');

function toAdminCard(row: GiftCardRow): AdminGiftCard {
  return {
    id: row.id,
    last4: row.last4,
    status: row.status,
    initialCents: row.initialCents,
    balanceCents: row.balanceCents,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    message: row.message,
    sendOn: row.sendOn,
    sentAt: isoTimeOrNull(row.sentAt),
    orderId: row.orderId,
    note: row.note,
    createdAt: isoTime(row.createdAt),
  };
}

export async function listGiftCards(db: Db): Promise<AdminGiftCard[]> {
  const rows = await db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.status, ['active', 'disabled']))
    .orderBy(desc(giftCards.createdAt))
    .limit(500);
  return rows.map(toAdminCard);
}

export async function getGiftCard(db: Db, id: string): Promise<AdminGiftCardDetail | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row) return null;
  const ledger = await db
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, id))
    .orderBy(asc(giftCardLedger.createdAt), asc(giftCardLedger.id));
  return {
    ...toAdminCard(row),
    ledger: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amountCents: entry.amountCents,
      balanceChangeCents: entry.balanceChangeCents,
      balanceAfterCents: entry.balanceAfterCents,
      orderId: entry.orderId,
      note: entry.note,
      createdAt: isoTime(entry.createdAt),
    })),
  };
}

/** A card the maker gives away: active at once, mailed to the recipient by the next sweep. */
export async function issueGiftCard(
  db: Db,
  input: AdminIssueGiftCard,
  actor: { id: string },
): Promise<AdminGiftCardDetail> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(giftCards)
      .values({
        status: 'active',
        initialCents: input.amountCents,
        recipientName: input.recipientName.trim(),
        recipientEmail: input.recipientEmail,
        message: input.message?.trim() || null,
        sendOn: todayIso(now()),
        issuedByUserId: actor.id,
        note: input.note?.trim() || null,
      })
      .returning({ id: giftCards.id });
    await changeBalance(tx, {
      giftCardId: row!.id,
      kind: 'issued',
      amountCents: input.amountCents,
      changeCents: input.amountCents,
      actorUserId: actor.id,
      note: input.note?.trim() || 'Issued by hand',
    });
    return row!.id;
  });
  return (await getGiftCard(db, id))!;
}

/** A disabled card keeps its balance and ledger but pays for nothing. */
export async function disableGiftCard(
  db: Db,
  id: string,
  actor: { id: string },
): Promise<AdminGiftCardDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
    if (!row) throw cardNotFound();
    if (row.status !== 'active') throw conflict('Only an active gift card can be disabled');
    await tx.update(giftCards).set({ status: 'disabled' }).where(eq(giftCards.id, id));
    await tx.insert(giftCardLedger).values({
      giftCardId: id,
      kind: 'adjusted',
      amountCents: 0,
      balanceChangeCents: 0,
      balanceAfterCents: row.balanceCents,
      actorUserId: actor.id,
      note: 'Disabled',
    });
  });
  return (await getGiftCard(db, id))!;
}

function toBoughtCard(row: GiftCardRow): BoughtGiftCard {
  return {
    id: row.id,
    amountCents: row.initialCents,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    sendOn: row.sendOn,
    sentAt: isoTimeOrNull(row.sentAt),
    status: row.status,
    last4: row.last4,
  };
}

export async function listBoughtCards(
  db: Db,
  { orderId, userId }: { orderId: string; userId: string },
): Promise<BoughtGiftCard[]> {
  const rows = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.buyerUserId, userId)))
    .orderBy(asc(giftCards.createdAt));
  return rows.map(toBoughtCard);
}

/**
 * The buyer's "Resend": only the code's hash is kept, so the recipient gets a new code (the old
 * one stops working) with the same balance, in one transaction with its mail. Before the send
 * date there is nothing to resend yet.
 */
export async function resendGiftCard(
  ctx: Pick<AppContext, 'db' | 'config' | 'outbox'>,
  { id, userId }: { id: string; userId: string },
): Promise<BoughtGiftCard> {
  const row = await ctx.db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.id, id), eq(giftCards.buyerUserId, userId)))
      .for('update');
    if (!card) throw cardNotFound();
    if (card.status !== 'active' || !card.sentAt) {
      throw conflict('This gift card has not been sent yet: it goes out on its send date');
    }
    const code = await giveNewCode(tx, id);
    await enqueueMail(
      tx,
      'gift_card',
      giftCardMail(card, code, ctx.config.publicUrl, { isResend: true }),
    );
    const [after] = await tx.select().from(giftCards).where(eq(giftCards.id, id));
    return after!;
  });
  ctx.outbox.kick();
  return toBoughtCard(row);
}

/**
 * The gift-cards module's tables. A card's `balance_cents` is what can still be spent on it;
 * every change to it is a row of the ledger in the same transaction, so the ledger's balance
 * changes always sum to the balance. A hold is the money one order has taken from a card: held
 * while its checkout is open, then spent or released, later perhaps (partly) refunded.
 * Only a hash of a code is stored, with its last 4 characters for display; a card bought in an
 * order has no code until its send date, when the code is made and mailed in one transaction.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { GIFT_CARD_STATUSES, LEDGER_KINDS } from '@shop/shared/schemas/gift-card';
import { belongsTo, createdAt, id, isOneOf, timestamptz } from '../../db/columns.ts';

export const HOLD_STATES = ['held', 'spent', 'released'] as const;

export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    /** SHA-256 of the normalised code, hex; null until the code is made (at sending). */
    codeHash: text('code_hash'),
    last4: text('last4'),
    status: text('status', { enum: GIFT_CARD_STATUSES }).notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull().default(0),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name'),
    message: text('message'),
    /** The day the recipient's mail goes out (UTC calendar). */
    sendOn: date('send_on', { mode: 'string' }).notNull(),
    /** When the recipient's mail was queued; null while it is due or scheduled. */
    sentAt: timestamptz('sent_at'),
    /** The order that bought it and its buyer; null for a card the maker issued by hand. */
    orderId: text('order_id'),
    buyerUserId: text('buyer_user_id'),
    /** The admin who issued it by hand, and why. */
    issuedByUserId: text('issued_by_user_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_cards_status_known', isOneOf(t.status, GIFT_CARD_STATUSES)),
    check('gift_cards_balance_not_negative', sql`${t.balanceCents} >= 0`),
    uniqueIndex('gift_cards_code_hash_idx').on(t.codeHash),
    index('gift_cards_order_idx').on(t.orderId),
    index('gift_cards_due_idx')
      .on(t.sendOn)
      .where(sql`${t.sentAt} is null`),
  ],
);

export const giftCardHolds = pgTable(
  'gift_card_holds',
  {
    id: id(),
    giftCardId: belongsTo('gift_card_id', () => giftCards.id),
    orderId: text('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state', { enum: HOLD_STATES }).notNull().default('held'),
    /** What a refund has put back on the card from this hold so far. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The card's place in the order's list: refunds and receipts keep the shopper's order. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_card_holds_state_known', isOneOf(t.state, HOLD_STATES)),
    check(
      'gift_card_holds_amounts',
      sql`${t.amountCents} > 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
    uniqueIndex('gift_card_holds_card_order_idx').on(t.giftCardId, t.orderId),
    index('gift_card_holds_order_idx').on(t.orderId),
  ],
);

export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: id(),
    giftCardId: belongsTo('gift_card_id', () => giftCards.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** The money the row is about (always positive). */
    amountCents: integer('amount_cents').notNull(),
    /** Its effect on the balance: issued, released, refunded +; reserved −; spent 0. */
    balanceChangeCents: integer('balance_change_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    orderId: text('order_id'),
    actorUserId: text('actor_user_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_card_ledger_kind_known', isOneOf(t.kind, LEDGER_KINDS)),
    index('gift_card_ledger_card_idx').on(t.giftCardId, t.createdAt),
  ],
);

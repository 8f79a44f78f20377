/**
 * The carts module's table: one row per signed-in shopper holding their cart (the same lines and
 * gift choice as the browser's cart), a version that grows with every save (a save based on an
 * older version is refused, so two tabs or devices never overwrite a newer cart), when the
 * shopper last changed it, the version a reminder mail was queued for (one mail per cart state),
 * whether they turned cart reminders off, the unfinished checkout whose offer they answered, and
 * the gift cards applied in the cart.
 */
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import type { SavedCartGift, SavedCartLine } from '@shop/shared/schemas/cart';
import { user } from '../accounts/schema.ts';
import type { KeptGiftCard } from './kept-gift-cards.ts';

export const carts = pgTable(
  'carts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<SavedCartLine[]>().notNull().default([]),
    gift: jsonb('gift').$type<SavedCartGift>().notNull().default({ isGift: false, note: '' }),
    version: integer('version').notNull().default(0),
    /** The shopper's last change to the lines or the gift choice (the reminder counts from it). */
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
    /** The version whose reminder mail was queued; null while none was. */
    remindedVersion: integer('reminded_version'),
    remindersOff: boolean('reminders_off').notNull().default(false),
    /** The unpaid order whose "Restore cart" offer the shopper last answered (restore or dismiss). */
    restoreAnsweredOrderId: text('restore_answered_order_id'),
    /** The gift cards applied in the cart, in the order applied (kept-gift-cards.ts). */
    giftCards: jsonb('gift_cards').$type<KeptGiftCard[]>().notNull().default([]),
  },
  (t) => [index('carts_changed_at_idx').on(t.changedAt)],
);

/**
 * A guest's cart: the same lines, gift choice and version as a shopper's row, keyed by a random
 * id the visitor holds in a signed cookie (guest-cart-cookie.ts). Rows idle for 30 days are
 * swept (sweep-guest-carts.ts); at sign-in the row is merged into the account's and deleted.
 */
export const guestCarts = pgTable(
  'guest_carts',
  {
    id: text('id').primaryKey(),
    lines: jsonb('lines').$type<SavedCartLine[]>().notNull().default([]),
    gift: jsonb('gift').$type<SavedCartGift>().notNull().default({ isGift: false, note: '' }),
    version: integer('version').notNull().default(0),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
    giftCards: jsonb('gift_cards').$type<KeptGiftCard[]>().notNull().default([]),
  },
  (t) => [index('guest_carts_changed_at_idx').on(t.changedAt)],
);

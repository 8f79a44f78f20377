/**
 * Gift cards: what the shop sells (an amount, a recipient, a message, a send date), what the
 * cart and the balance page ask about a code, and what the buyer and the maker see of a card.
 * Money is integer cents. A code is 16 characters from an alphabet without the look-alikes
 * (no I, O, 0 or 1), shown in four groups: ABCD-EFGH-JKLM-NPQR.
 */
import { z } from 'zod';
import { formatPrice } from '../money.ts';
import { multiLineText, singleLineText } from './text.ts';

export const GIFT_CARD_AMOUNTS_CENTS = [2500, 5000, 10000] as const;
export const GIFT_CARD_MIN_CENTS = 1000;
export const GIFT_CARD_MAX_CENTS = 50000;
export const GIFT_CARD_MESSAGE_MAX = 300;
/** At most this many cards on one order. */
export const MAX_GIFT_CARDS_PER_ORDER = 5;
/** The catalog product a gift card is sold as (seeded with the demo, found by this slug). */
export const GIFT_CARD_PRODUCT_SLUG = 'gift-card';
/** Every character a code may hold: 32 of them, so each random byte maps without bias. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

export const GIFT_CARD_MESSAGES = {
  /** The one answer to any code that cannot be used, whatever the reason. */
  unusable: "This gift card doesn't exist or has no balance left",
  locked: 'Too many gift card tries. Please try again in 15 minutes.',
  amount: 'Choose an amount from $10.00 to $500.00',
  sendOnPast: 'The send date must be today or later',
  alreadyApplied: 'This gift card is already applied',
  tooMany: `At most ${MAX_GIFT_CARDS_PER_ORDER} gift cards on one order`,
  notAGiftCardOrder: 'Gift cards are bought on their own',
} as const;

/** "The balance of gift card ····QRST is short: $20.00 left" (a checkout that lost a race). */
export const giftCardShort = (last4: string, leftText: string) =>
  `The balance of gift card ····${last4} is short: ${leftText} left. Apply it again to see what it covers.`;

/** Upper case, spaces and dashes dropped: what a shopper typed, as stored. */
export const normalizeGiftCardCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** ABCDEFGHJKLMNPQR → ABCD-EFGH-JKLM-NPQR */
export const formatGiftCardCode = (code: string) =>
  normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');

/** A code as typed: generous on length (dashes, spaces), strict after normalising. */
export const giftCardCodeSchema = z
  .string()
  .max(40)
  .transform(normalizeGiftCardCode)
  .pipe(z.string().length(GIFT_CARD_CODE_LENGTH, GIFT_CARD_MESSAGES.unusable));

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a send date');

/** What the buyer fills in on the gift card's page. */
export const giftCardPurchaseSchema = z.object({
  amountCents: z
    .number()
    .int()
    .min(GIFT_CARD_MIN_CENTS, GIFT_CARD_MESSAGES.amount)
    .max(GIFT_CARD_MAX_CENTS, GIFT_CARD_MESSAGES.amount),
  recipientName: singleLineText(100).pipe(z.string().trim().min(1, "Enter the recipient's name")),
  recipientEmail: z.email("Enter the recipient's email").max(254),
  message: multiLineText(GIFT_CARD_MESSAGE_MAX)
    .refine((text) => [...text].length <= GIFT_CARD_MESSAGE_MAX, {
      message: `The message must be at most ${GIFT_CARD_MESSAGE_MAX} characters`,
    })
    .optional(),
  /** YYYY-MM-DD in the shop's calendar (UTC); today or later, checked by the server. */
  sendOn: isoDay,
});
export type GiftCardPurchase = z.infer<typeof giftCardPurchaseSchema>;

/** A card the checkout should take money from, with what the cart showed it paying. */
export const checkoutGiftCardSchema = z.object({
  code: giftCardCodeSchema,
  /** What the cart showed this card paying: a checkout never takes less without saying so. */
  amountCents: z.number().int().min(1).max(10_000_000).optional(),
});
export type CheckoutGiftCard = z.input<typeof checkoutGiftCardSchema>;

/** POST /api/gift-cards/quote: the cart's cards against what is due. */
export const giftCardQuoteRequestSchema = z.object({
  codes: z.array(giftCardCodeSchema).min(1).max(MAX_GIFT_CARDS_PER_ORDER),
  /** The cart's total after discounts and gift wrap, before shipping. */
  dueCents: z.number().int().min(0).max(100_000_000),
});
export const appliedGiftCardSchema = z.object({
  code: z.string(),
  last4: z.string(),
  appliedCents: z.number().int(),
  /** What stays on the card after this order. */
  remainingCents: z.number().int(),
});
export type AppliedGiftCard = z.infer<typeof appliedGiftCardSchema>;
export const giftCardQuoteSchema = z.object({
  cards: z.array(appliedGiftCardSchema),
  appliedCents: z.number().int(),
  dueAfterCents: z.number().int(),
});
export type GiftCardQuote = z.infer<typeof giftCardQuoteSchema>;

export const giftCardBalanceRequestSchema = z.object({ code: giftCardCodeSchema });
export const giftCardBalanceSchema = z.object({
  last4: z.string(),
  balanceCents: z.number().int(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;
/** The balance page's answer, the same whether the app or the server's form shows it. */
export const giftCardBalanceText = ({ last4, balanceCents }: GiftCardBalance) =>
  `Gift card ····${last4} has ${formatPrice(balanceCents)} left.`;

export const GIFT_CARD_STATUSES = ['pending', 'active', 'disabled', 'void'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const LEDGER_KINDS = [
  'issued',
  'reserved',
  'spent',
  'released',
  'refunded',
  'adjusted',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The buyer's view of a card they bought (on their order page). */
export const boughtGiftCardSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  sendOn: z.string(),
  /** null until the send date's mail is queued. */
  sentAt: z.string().nullable(),
  status: z.enum(GIFT_CARD_STATUSES),
  last4: z.string().nullable(),
});
export type BoughtGiftCard = z.infer<typeof boughtGiftCardSchema>;
export const boughtGiftCardListSchema = z.object({ items: z.array(boughtGiftCardSchema) });

export const ledgerRowSchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amountCents: z.number().int(),
  /** The row's effect on the balance (a spend turns a reservation into money spent: 0). */
  balanceChangeCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  orderId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const adminGiftCardSchema = z.object({
  id: z.string(),
  last4: z.string().nullable(),
  status: z.enum(GIFT_CARD_STATUSES),
  initialCents: z.number().int(),
  balanceCents: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string().nullable(),
  sendOn: z.string(),
  sentAt: z.string().nullable(),
  orderId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;
export const adminGiftCardListSchema = z.object({ items: z.array(adminGiftCardSchema) });
export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({
  ledger: z.array(ledgerRowSchema),
});
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetailSchema>;

/** Admin → Gift cards → Issue a card: to make up for a late order, for example. */
export const adminIssueGiftCardSchema = z.object({
  amountCents: z
    .number()
    .int()
    .min(100, 'Enter an amount of at least $1.00')
    .max(GIFT_CARD_MAX_CENTS, 'Enter an amount of at most $500.00'),
  recipientName: singleLineText(100).pipe(z.string().trim().min(1, "Enter the recipient's name")),
  recipientEmail: z.email("Enter the recipient's email").max(254),
  message: multiLineText(GIFT_CARD_MESSAGE_MAX).optional(),
  note: singleLineText(200).optional(),
});
export type AdminIssueGiftCard = z.infer<typeof adminIssueGiftCardSchema>;

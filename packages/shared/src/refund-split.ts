/**
 * How a refund of part of an order splits between what paid for it: the card payment first (money
 * that came from outside goes back outside first), then the gift cards. The server refunds by this
 * rule and the maker's refund screen previews it.
 */
export type RefundSplit = { cardCents: number; giftCardCents: number };

export function splitRefund(
  order: { totalCents: number; giftCardCents: number; refundedCents: number },
  amountCents: number,
): RefundSplit {
  const charged = order.totalCents - order.giftCardCents;
  const cardLeft = Math.max(0, charged - order.refundedCents);
  const cardCents = Math.min(amountCents, cardLeft);
  return { cardCents, giftCardCents: amountCents - cardCents };
}

/** What is left to refund of an order. */
export const refundableCents = (order: { totalCents: number; refundedCents: number }) =>
  Math.max(0, order.totalCents - order.refundedCents);

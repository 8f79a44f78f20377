/**
 * When a payment arrives: which of the offered shipping rates it paid for, and the order's
 * total with it. Until then an order's total holds everything but shipping (the shopper picks
 * the rate on the hosted page), so the provider's amount must be that total plus one offered
 * rate's price, to the cent; anything else is a mismatch and the order stays unpaid.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './schema.ts';
import type { OrderRow } from './to-order-dto.ts';

export type ChargedShipping = {
  shippingCents: number;
  shippingRateName: string | null;
  totalCents: number;
};

export function settleShipping(
  order: Pick<OrderRow, 'totalCents' | 'shippingOptions' | 'giftCardCents'>,
  paid: {
    amountTotalCents: number | null;
    shippingCents: number | null;
    shippingOptionId: string | null;
    country: string | null;
  },
): ChargedShipping | null {
  if (paid.amountTotalCents === null) return null;
  const base = order.totalCents;
  // Gift cards paid part of it: the provider charges the rest.
  const due = base - order.giftCardCents;
  const options = order.shippingOptions;
  if (options.length === 0) {
    if (paid.shippingCents) return null;
    return paid.amountTotalCents === due
      ? { shippingCents: 0, shippingRateName: null, totalCents: base }
      : null;
  }
  const shipping = paid.shippingCents ?? paid.amountTotalCents - due;
  const candidates = options.filter((option) =>
    paid.shippingOptionId ? option.id === paid.shippingOptionId : option.amountCents === shipping,
  );
  // Two rates at the same price: the one serving the address's country names the choice.
  const chosen =
    candidates.find((option) => paid.country && option.countries.includes(paid.country)) ??
    candidates[0];
  if (!chosen || chosen.amountCents !== shipping) return null;
  if (paid.amountTotalCents !== due + chosen.amountCents) return null;
  return {
    shippingCents: chosen.amountCents,
    shippingRateName: chosen.name,
    totalCents: base + chosen.amountCents,
  };
}

/** Inside the payment's transaction: the order keeps the rate it was paid with, and its total. */
export async function recordChargedShipping(tx: Db, orderId: string, charged: ChargedShipping) {
  await tx.update(orders).set(charged).where(eq(orders.id, orderId));
}

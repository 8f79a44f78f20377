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
  order: Pick<OrderRow, 'totalCents' | 'shippingOptions'>,
  paid: {
    amountTotalCents: number | null;
    shippingCents: number | null;
    shippingOptionId: string | null;
    country: string | null;
  },
): ChargedShipping | null {
  if (paid.amountTotalCents === null) return null;
  const base = order.totalCents;
  const options = order.shippingOptions;
  if (options.length === 0) {
    if (paid.shippingCents) return null;
    return paid.amountTotalCents === base
      ? { shippingCents: 0, shippingRateName: null, totalCents: base }
      : null;
  }
  const shipping = paid.shippingCents ?? paid.amountTotalCents - base;
  const candidates = options.filter((option) =>
    paid.shippingOptionId ? option.id === paid.shippingOptionId : option.amountCents === shipping,
  );
  // Two rates at the same price: the one serving the address's country names the choice.
  const chosen =
    candidates.find((option) => paid.country && option.countries.includes(paid.country)) ??
    candidates[0];
  if (!chosen || chosen.amountCents !== shipping) return null;
  if (paid.amountTotalCents !== base + chosen.amountCents) return null;
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

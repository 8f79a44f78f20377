/**
 * The orders side of the gift-card step of checkout (the gift-cards module decides what the cards
 * pay and holds it): the order keeps what they pay, and when they pay everything, shipping on the
 * cheapest rate included, the order is paid at once with the address the cart gave, without a
 * hosted page: nobody is sent to a card form for $0.00.
 */
import { eq } from 'drizzle-orm';
import type { UsAddressInput } from '@shop/shared/schemas/order';
import type { ShippingOption } from '@shop/shared/schemas/shipping';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { GiftCardsApplied } from '../gift-cards/index.ts';
import { recordPayment } from './order-lifecycle.ts';
import { orders } from './schema.ts';
import type { OrderRow } from './to-order-dto.ts';

export const SHIPPING_ADDRESS_NEEDED =
  'Your gift cards pay for the whole order: enter the shipping address';

export async function recordGiftCardStep(
  tx: Db,
  order: OrderRow,
  step: GiftCardsApplied,
  cheapest: ShippingOption | null,
): Promise<OrderRow> {
  if (step.appliedCents === 0) return order;
  const shipping = step.coversShipping
    ? {
        shippingCents: cheapest?.amountCents ?? 0,
        shippingRateName: cheapest?.name ?? null,
        totalCents: order.totalCents + (cheapest?.amountCents ?? 0),
      }
    : {};
  const [updated] = await tx
    .update(orders)
    .set({ giftCardCents: step.appliedCents, ...shipping })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}

/** True once the order is paid; refuses (rolling the checkout back) without an address. */
export async function payOrderWithGiftCards(
  tx: Db,
  order: OrderRow,
  address: UsAddressInput | undefined,
): Promise<boolean> {
  if (!address) {
    throw badRequest(SHIPPING_ADDRESS_NEEDED, { shippingAddress: SHIPPING_ADDRESS_NEEDED });
  }
  const stored = { ...address, line2: address.line2 || null };
  const outcome = await recordPayment(tx, order, {
    shippingAddress: stored,
    billingAddress: stored,
    providerPaymentId: null,
  });
  return outcome === 'paid';
}

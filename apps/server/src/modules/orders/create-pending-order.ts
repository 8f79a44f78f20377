/**
 * Step one of checkout, inside the caller's transaction: the order (`pending`/`pending`, holding
 * reserved stock) with a snapshot of its customer, and its item snapshots, so later price or name changes never alter it.
 */
import type { ShippingOption } from '@shop/shared/schemas/shipping';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';
import { orderTotalCents } from './price-order.ts';
import type { OrderRow } from './to-order-dto.ts';

export type PricedLine = {
  productId: string;
  productName: string;
  productImage: string | null;
  quantity: number;
  priceCents: number;
  variantId: string;
  variantLabel: string | null;
  sku: string | null;
  personalisation: string | null;
  /** A digital pattern's downloads allowed; null for a physical line. */
  downloadLimit: number | null;
};

export async function createPendingOrder(
  tx: Db,
  {
    userId,
    customer,
    provider,
    lines,
    gift,
    shippingOptions,
    discount = null,
    giftWrapCents = 0,
    holdsStock = true,
    fixedShipping = null,
    needsShipping = true,
  }: {
    userId: string;
    /** Kept on the order as it is now, like the items' product snapshots. */
    customer: { email: string; name: string };
    provider: string;
    /** A made-to-order line has no variant. */
    lines: (Omit<PricedLine, 'variantId' | 'downloadLimit'> & {
      variantId: string | null;
      downloadLimit?: number | null;
    })[];
    gift?: { isGift: boolean; note: string | null };
    /** The rates the hosted page will offer, priced for this order. */
    shippingOptions: ShippingOption[];
    /** A code's amount off the items, checked and taken by the caller. */
    discount?: { code: string; cents: number } | null;
    /** The maker's gift-wrap price when the shopper chose it. */
    giftWrapCents?: number;
    /** False for a made-to-order line: nothing on the shelf is reserved or released for it. */
    holdsStock?: boolean;
    /** Shipping agreed before checkout (a custom order's quote), already in the total. */
    fixedShipping?: { cents: number; rateName: string | null } | null;
    /** False for digital patterns only: no address is asked, nothing ships. */
    needsShipping?: boolean;
  },
): Promise<OrderRow> {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  // Shipping is added when the payment reports the chosen rate (apply-payment-event.ts).
  const discountCents = discount?.cents ?? 0;
  const shippingCents = fixedShipping?.cents ?? 0;
  const totalCents = orderTotalCents({
    subtotalCents,
    discountCents,
    giftWrapCents,
    shippingCents,
  });
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      customerEmail: customer.email,
      customerName: customer.name,
      status: 'pending',
      paymentStatus: 'pending',
      subtotalCents,
      discountCents,
      discountCode: discount?.code ?? null,
      giftWrapCents,
      shippingCents,
      shippingRateName: fixedShipping?.rateName ?? null,
      totalCents,
      shippingOptions,
      paymentProvider: provider,
      stockReserved: holdsStock,
      isGift: gift?.isGift ?? false,
      giftNote: gift?.note || null,
      needsShipping,
    })
    .returning();
  await tx.insert(orderItems).values(lines.map((line) => ({ orderId: order!.id, ...line })));
  return order!;
}

/**
 * A sale made before the shop's own checkout saw it (the demo shop's history, behind its
 * verified reviews): the order is written by the ordering core's one writer of orders
 * (create-pending-order.ts), its lines priced and snapshotted from the catalog as they are now,
 * and then moved straight to its final state, paid and completed on the day given. Nothing else
 * a live order does happens: no units move (they left the shelf long ago), no payment session is
 * opened, no mail is queued.
 */
import { eq } from 'drizzle-orm';
import { variantLabel } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { getProductsByIds } from '../catalog/index.ts';
import { createPendingOrder } from './create-pending-order.ts';
import { orders } from './schema.ts';

export type PastSale = {
  userId: string;
  customer: { email: string; name: string };
  /** The provider that took the payment. */
  provider: string;
  /** A line of a product with options may name the variant bought. */
  lines: { productId: string; quantity: number; variantId?: string }[];
  /** When it was bought, paid and completed. */
  at: Date;
};

/** Records the sale; returns the order's id. */
export async function recordPastSale(db: Db, sale: PastSale): Promise<string> {
  const products = await getProductsByIds(
    db,
    sale.lines.map((line) => line.productId),
    { includeUnreleased: true },
  );
  const lines = sale.lines.map((line) => {
    const product = products.find((p) => p.id === line.productId);
    if (!product) throw new Error(`No product ${line.productId}`);
    const variant = line.variantId
      ? product.variants.find((v) => v.id === line.variantId)
      : undefined;
    if (line.variantId && !variant) throw new Error(`No variant ${line.variantId}`);
    return {
      productId: product.id,
      productName: product.name,
      productImage: variant?.image ?? product.images[0]?.src ?? null,
      quantity: line.quantity,
      priceCents: variant?.priceCents ?? product.priceCents,
      variantId: variant?.id ?? null,
      variantLabel: variant?.optionValues.length
        ? variantLabel(product.options, variant.optionValues)
        : null,
      sku: variant?.sku ?? null,
      personalisation: null,
      downloadLimit: product.kind === 'pattern' ? product.downloadLimit : null,
    };
  });
  return db.transaction(async (tx) => {
    const order = await createPendingOrder(tx, {
      userId: sale.userId,
      customer: sale.customer,
      provider: sale.provider,
      lines,
      shippingOptions: [],
      holdsStock: false,
      needsShipping: products.some((product) => product.kind !== 'pattern'),
    });
    await tx
      .update(orders)
      .set({
        status: 'completed',
        paymentStatus: 'paid',
        paidAt: sale.at,
        createdAt: sale.at,
        updatedAt: sale.at,
      })
      .where(eq(orders.id, order.id));
    return order.id;
  });
}

/**
 * Called in the transaction that changed a product's stock: every waiting address whose product
 * (or, for a product with options, whose variant) now has stock above 0 is marked notified and
 * gets its one mail (queued in the outbox). The conditional update makes each address get
 * exactly one mail however many saves race.
 */
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { stockAlerts } from './schema.ts';
import { getProductStockState, getVariantStockStates } from '../catalog/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { backInStockMail } from './stock-alert-mails.ts';

export type QueueBackInStockOptions = {
  tx: Db;
  config: Pick<AppContext['config'], 'publicUrl'>;
  productId: string;
};

/** How many mails were queued. */
export async function queueBackInStockMails({
  tx,
  config,
  productId,
}: QueueBackInStockOptions): Promise<number> {
  const product = await getProductStockState(tx, { productId });
  if (!product || product.stock <= 0) return 0;
  const inStock = (await getVariantStockStates(tx, { product })).filter((v) => v.stock > 0);
  const labels = new Map(inStock.map((v) => [v.id, v.label]));
  // An entry without a variant waits for the product as a whole.
  const back: SQL[] = [isNull(stockAlerts.variantId)];
  if (inStock.length > 0) back.push(inArray(stockAlerts.variantId, [...labels.keys()]));
  const notified = await tx
    .update(stockAlerts)
    .set({ status: 'notified', notifiedAt: new Date() })
    .where(
      and(eq(stockAlerts.productId, productId), eq(stockAlerts.status, 'waiting'), or(...back)),
    )
    .returning({ email: stockAlerts.email, variantId: stockAlerts.variantId });
  for (const { email, variantId } of notified) {
    const label = variantId ? labels.get(variantId) : undefined;
    const name = label ? `${product.name} (${label})` : product.name;
    await enqueueMail(
      tx,
      'back_in_stock',
      backInStockMail(email, { id: product.id, name, variantId }, config.publicUrl),
    );
  }
  return notified.length;
}

/**
 * Called in the transaction that changed a product's stock: when it is above 0, every waiting
 * address is marked notified and gets its one mail (queued in the outbox). The conditional
 * update makes each address get exactly one mail however many saves race.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { stockAlerts } from './schema.ts';
import { getProductStockState } from '../catalog/index.ts';
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
  const notified = await tx
    .update(stockAlerts)
    .set({ status: 'notified', notifiedAt: new Date() })
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.status, 'waiting')))
    .returning({ email: stockAlerts.email });
  for (const { email } of notified) {
    await enqueueMail(tx, 'back_in_stock', backInStockMail(email, product, config.publicUrl));
  }
  return notified.length;
}

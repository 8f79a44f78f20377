/**
 * A visitor's click on the confirmation link: the entry joins the waiting list. A link is valid
 * for STOCK_ALERT_CONFIRM_TTL_MS and works once; a product (or the variant asked about) that came
 * back in the meantime is reported so the page can send them straight to it.
 */
import { and, eq } from 'drizzle-orm';
import { STOCK_ALERT_CONFIRM_TTL_MS } from '@shop/shared/schemas/stock-alert';
import type { Db } from '../../db/client.ts';
import { stockAlerts } from './schema.ts';
import { getProductStockState, getVariantStockStates } from '../catalog/index.ts';
import { hashConfirmToken } from './stock-alert-token.ts';

export type ConfirmOutcome =
  | {
      outcome: 'confirmed' | 'in_stock';
      product: { id: string; name: string; variantId: string | null };
    }
  | { outcome: 'invalid' };

export async function confirmStockAlert(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select({
        id: stockAlerts.id,
        createdAt: stockAlerts.createdAt,
        productId: stockAlerts.productId,
        variantId: stockAlerts.variantId,
      })
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.confirmTokenHash, hashConfirmToken(token)),
          eq(stockAlerts.status, 'unconfirmed'),
        ),
      )
      .for('update')
      .limit(1);
    // Both rows locked, as the former join's FOR UPDATE did: a restock waits for this decision.
    const state =
      alert && (await getProductStockState(tx, { productId: alert.productId, isLocked: true }));
    const [variant] =
      alert?.variantId && state
        ? await getVariantStockStates(tx, { product: state, variantId: alert.variantId })
        : [];
    const stock = variant ? variant.stock : state?.stock;
    const name = variant && state ? `${state.name} (${variant.label})` : state?.name;
    const row = alert && state && { ...alert, name: name!, stock: stock! };
    if (!row || now.getTime() - new Date(row.createdAt).getTime() > STOCK_ALERT_CONFIRM_TTL_MS) {
      return { outcome: 'invalid' };
    }
    const product = { id: row.productId, name: row.name, variantId: row.variantId };
    if (row.stock > 0) {
      await tx
        .update(stockAlerts)
        .set({ status: 'notified', confirmTokenHash: null, notifiedAt: now, confirmedAt: now })
        .where(eq(stockAlerts.id, row.id));
      return { outcome: 'in_stock', product };
    }
    await tx
      .update(stockAlerts)
      .set({ status: 'waiting', confirmTokenHash: null, confirmedAt: now })
      .where(eq(stockAlerts.id, row.id));
    return { outcome: 'confirmed', product };
  });
}

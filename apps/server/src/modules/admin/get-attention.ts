/**
 * The dashboard's "needs attention" lists: low stock per variant (with how many addresses wait
 * for each) and paid orders still to fulfil.
 */
import { ATTENTION_LIST_LIMIT, type Attention } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { listLowStockProducts } from '../catalog/index.ts';
import { listWaitingOrders } from '../orders/index.ts';
import { countWaitingByVariant, waitingKey } from '../stock-alerts/index.ts';

export async function getAttention(db: Db, lowStockThreshold: number): Promise<Attention> {
  const [lowStock, waitingOrders] = await Promise.all([
    listLowStockProducts(db, { threshold: lowStockThreshold, limit: ATTENTION_LIST_LIMIT }),
    listWaitingOrders(db, ATTENTION_LIST_LIMIT),
  ]);
  const waiting = await countWaitingByVariant(db, [
    ...new Set(lowStock.items.map((row) => row.id)),
  ]);
  return {
    lowStockThreshold,
    lowStock: lowStock.items.map((row) => ({
      ...row,
      waitingCount: waiting.get(waitingKey(row.id, row.variantId)) ?? 0,
    })),
    lowStockTotal: lowStock.total,
    waitingOrders: waitingOrders.items,
    waitingOrdersTotal: waitingOrders.total,
  };
}

/** The dashboard's "needs attention" lists: low stock and paid orders still to fulfil. */
import { ATTENTION_LIST_LIMIT, type Attention } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { listLowStockProducts } from '../catalog/low-stock-products.ts';
import { listWaitingOrders } from '../orders/waiting-orders.ts';

export async function getAttention(db: Db, lowStockThreshold: number): Promise<Attention> {
  const [lowStock, waitingOrders] = await Promise.all([
    listLowStockProducts(db, { threshold: lowStockThreshold, limit: ATTENTION_LIST_LIMIT }),
    listWaitingOrders(db, ATTENTION_LIST_LIMIT),
  ]);
  return {
    lowStockThreshold,
    lowStock: lowStock.items,
    lowStockTotal: lowStock.total,
    waitingOrders: waitingOrders.items,
    waitingOrdersTotal: waitingOrders.total,
  };
}

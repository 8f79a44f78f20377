/** The dashboard's tiles, each figure asked of the module that owns it. */
import type { Dashboard } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { countVisitorsToday } from '../analytics/index.ts';
import { countLiveProducts } from '../catalog/index.ts';
import { countPendingMessages } from '../engagement/index.ts';
import { getOrderStats } from '../orders/index.ts';

export async function getDashboard(db: Db): Promise<Dashboard> {
  const [orderStats, productsCount, unreadMessagesCount, visitorsToday] = await Promise.all([
    getOrderStats(db),
    countLiveProducts(db),
    countPendingMessages(db),
    countVisitorsToday(db),
  ]);
  return {
    totalRevenueCents: orderStats.paidRevenueCents,
    ordersCount: orderStats.ordersCount,
    paidOrdersCount: orderStats.paidOrdersCount,
    productsCount,
    unreadMessagesCount,
    visitorsToday,
  };
}

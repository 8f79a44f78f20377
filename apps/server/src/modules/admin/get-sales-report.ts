/**
 * The dashboard's chart and top products for a range: the last 7, 30 or 90 UTC days (today
 * included) by day, or the last 12 months (this one included) by month. Every period is present,
 * with zeros where nothing sold, so the chart's axis is continuous.
 */
import { TOP_PRODUCTS_LIMIT, type SalesRange, type SalesReport } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { salesByPeriod, topProductsInWindow, type SalesWindow } from '../orders/index.ts';

const DAYS: Record<Exclude<SalesRange, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

const dayKey = (d: Date) => d.toISOString().slice(0, 10);
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The window of a range ending with the period that holds `now`, and its period keys. */
export function salesWindow(range: SalesRange, now: Date): SalesWindow & { periods: string[] } {
  if (range === '12m') {
    const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const from = new Date(thisMonth);
    from.setUTCMonth(from.getUTCMonth() - 11);
    const to = new Date(thisMonth);
    to.setUTCMonth(to.getUTCMonth() + 1);
    const periods = Array.from({ length: 12 }, (_, i) => {
      const d = new Date(from);
      d.setUTCMonth(d.getUTCMonth() + i);
      return monthKey(d);
    });
    return { from, to, granularity: 'month', periods };
  }
  const days = DAYS[range];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * 86_400_000);
  const to = new Date(today + 86_400_000);
  const periods = Array.from({ length: days }, (_, i) =>
    dayKey(new Date(from.getTime() + i * 86_400_000)),
  );
  return { from, to, granularity: 'day', periods };
}

export async function getSalesReport(
  db: Db,
  { range, now = new Date() }: { range: SalesRange; now?: Date },
): Promise<SalesReport> {
  const { periods, ...window } = salesWindow(range, now);
  const [byPeriod, topProducts] = await Promise.all([
    salesByPeriod(db, window),
    topProductsInWindow(db, window, TOP_PRODUCTS_LIMIT),
  ]);
  const buckets = periods.map((period) => ({
    period,
    revenueCents: byPeriod.get(period)?.revenueCents ?? 0,
    orders: byPeriod.get(period)?.orders ?? 0,
  }));
  return {
    range,
    granularity: window.granularity,
    buckets,
    totalRevenueCents: buckets.reduce((sum, b) => sum + b.revenueCents, 0),
    totalOrders: buckets.reduce((sum, b) => sum + b.orders, 0),
    topProducts,
  };
}

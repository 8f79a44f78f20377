/**
 * Admin → Analytics: a range (7, 30 or 90 days ending today) beside the period before it.
 * Rolled-up days are read from the daily counts, the others (today, yesterday, any day the sweep
 * has not reached) are counted from raw events by the same computation, so a day reads the same
 * before and after its roll-up.
 */
import { and, gte, lte } from 'drizzle-orm';
import {
  ANALYTICS_RANGE_DAYS,
  type AnalyticsDay,
  type AnalyticsRange,
  type AnalyticsReport,
  type AnalyticsTotals,
} from '@shop/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { productNames } from '../catalog/index.ts';
import { aggregateDays, type ProductCounts, type SourceCounts } from './aggregate-days.ts';
import { addDays, daysBetween, isoDay } from './days.ts';
import { rolledDaysBetween } from './roll-up-days.ts';
import { analyticsDailyProducts, analyticsDailySources } from './schema.ts';

const TOP_PRODUCTS = 10;
const TOP_SOURCES = 20;

async function countsBetween(db: Db, from: string, to: string) {
  const rolled = await rolledDaysBetween(db, from, to);
  const [rolledSources, rolledProducts, live] = await Promise.all([
    db
      .select()
      .from(analyticsDailySources)
      .where(and(gte(analyticsDailySources.day, from), lte(analyticsDailySources.day, to))),
    db
      .select()
      .from(analyticsDailyProducts)
      .where(and(gte(analyticsDailyProducts.day, from), lte(analyticsDailyProducts.day, to))),
    aggregateDays(
      db,
      daysBetween(from, to).filter((day) => !rolled.has(day)),
    ),
  ]);
  return {
    sources: [
      ...rolledSources.filter((row) => rolled.has(row.day)),
      ...live.sources,
    ] as SourceCounts[],
    products: [
      ...rolledProducts.filter((row) => rolled.has(row.day)),
      ...live.products,
    ] as ProductCounts[],
  };
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

function totalsOf(rows: SourceCounts[]): AnalyticsTotals {
  const sum = (pick: (row: SourceCounts) => number) => rows.reduce((n, row) => n + pick(row), 0);
  const visitors = sum((row) => row.visitors);
  const buyers = sum((row) => row.buyers);
  return {
    visitors,
    pageviews: sum((row) => row.pageviews),
    buyers,
    orders: sum((row) => row.orders),
    revenueCents: sum((row) => row.revenueCents),
    conversionRate: rate(buyers, visitors),
  };
}

export function rangeDays(range: AnalyticsRange, today = isoDay(now())) {
  const length = ANALYTICS_RANGE_DAYS[range];
  const from = addDays(today, -(length - 1));
  return { from, to: today, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

export async function getAnalyticsReport(
  db: Db,
  { range }: { range: AnalyticsRange },
): Promise<AnalyticsReport> {
  const { from, to, previousFrom, previousTo } = rangeDays(range);
  const { sources, products } = await countsBetween(db, previousFrom, to);
  const current = sources.filter((row) => row.day >= from);
  const previous = sources.filter((row) => row.day <= previousTo);

  const byDay = new Map<string, AnalyticsDay>(
    daysBetween(from, to).map((day) => [
      day,
      {
        day,
        visitors: 0,
        pageviews: 0,
        productViewers: 0,
        carters: 0,
        checkouters: 0,
        buyers: 0,
        orders: 0,
        revenueCents: 0,
      },
    ]),
  );
  for (const row of current) {
    const day = byDay.get(row.day)!;
    day.visitors += row.visitors;
    day.pageviews += row.pageviews;
    day.productViewers += row.productViewers;
    day.carters += row.carters;
    day.checkouters += row.checkouters;
    day.buyers += row.buyers;
    day.orders += row.orders;
    day.revenueCents += row.revenueCents;
  }
  const days = [...byDay.values()];
  const sumDays = (pick: (day: AnalyticsDay) => number) =>
    days.reduce((n, day) => n + pick(day), 0);

  const productTotals = new Map<string, { views: number; viewers: number; buyers: number }>();
  for (const row of products) {
    if (row.day < from) continue;
    const totals = productTotals.get(row.productId) ?? { views: 0, viewers: 0, buyers: 0 };
    totals.views += row.views;
    totals.viewers += row.viewers;
    totals.buyers += row.buyers;
    productTotals.set(row.productId, totals);
  }
  const top = [...productTotals]
    .filter(([, totals]) => totals.views > 0)
    .sort((a, b) => b[1].views - a[1].views || b[1].buyers - a[1].buyers)
    .slice(0, TOP_PRODUCTS);
  const names = await productNames(
    db,
    top.map(([productId]) => productId),
  );

  const sourceTotals = new Map<string, AnalyticsReport['sources'][number] & { buyers: number }>();
  for (const row of current) {
    const key = `${row.source}\n${row.medium}\n${row.campaign}`;
    const totals = sourceTotals.get(key) ?? {
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      visitors: 0,
      pageviews: 0,
      orders: 0,
      revenueCents: 0,
      buyers: 0,
      conversionRate: 0,
    };
    totals.visitors += row.visitors;
    totals.pageviews += row.pageviews;
    totals.orders += row.orders;
    totals.revenueCents += row.revenueCents;
    totals.buyers += row.buyers;
    sourceTotals.set(key, totals);
  }

  return {
    range,
    from,
    to,
    current: totalsOf(current),
    previous: totalsOf(previous),
    funnel: {
      viewed: sumDays((day) => day.productViewers),
      addedToCart: sumDays((day) => day.carters),
      checkout: sumDays((day) => day.checkouters),
      paid: sumDays((day) => day.buyers),
    },
    days,
    topProducts: top.map(([productId, totals]) => ({
      productId,
      name: names.get(productId) ?? 'Deleted product',
      ...totals,
      conversionRate: rate(totals.buyers, totals.viewers),
    })),
    sources: [...sourceTotals.values()]
      .sort((a, b) => b.visitors - a.visitors || b.revenueCents - a.revenueCents)
      .slice(0, TOP_SOURCES)
      .map(({ buyers, ...totals }) => ({
        ...totals,
        conversionRate: rate(buyers, totals.visitors),
      })),
  };
}

const CSV_COLUMNS: (keyof AnalyticsDay)[] = [
  'day',
  'visitors',
  'pageviews',
  'productViewers',
  'carters',
  'checkouters',
  'buyers',
  'orders',
  'revenueCents',
];
const CSV_HEADER =
  'day,visitors,page_views,viewed_a_product,added_to_cart,started_checkout,paid,orders,revenue';

/** The report's days as CSV, one line a day (money in dollars with two decimals). */
export function analyticsCsv(report: AnalyticsReport): string {
  const lines = report.days.map((day) =>
    CSV_COLUMNS.map((column) =>
      column === 'revenueCents' ? (day.revenueCents / 100).toFixed(2) : String(day[column]),
    ).join(','),
  );
  return [CSV_HEADER, ...lines, ''].join('\n');
}

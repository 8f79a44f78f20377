/**
 * A day's counts from its raw events, the one computation behind both the nightly roll-up and
 * the report's days that are not rolled up yet (today, yesterday). Visitors are distinct hashes
 * of the day; each visitor belongs to the first source they came with that day (Direct when
 * none); a checkout counts as a sale when the orders module says its order is paid, and the sale
 * belongs to the source of the visitor who started that checkout.
 */
import { inArray } from 'drizzle-orm';
import { DIRECT_SOURCE } from '@shop/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import { paidOrdersAmong } from '../orders/index.ts';
import { analyticsEvents } from './schema.ts';

export type SourceCounts = {
  day: string;
  source: string;
  medium: string;
  campaign: string;
  visitors: number;
  pageviews: number;
  productViewers: number;
  carters: number;
  checkouters: number;
  buyers: number;
  orders: number;
  revenueCents: number;
};

export type ProductCounts = {
  day: string;
  productId: string;
  views: number;
  viewers: number;
  carters: number;
  buyers: number;
};

type EventRow = {
  day: string;
  visitor: string;
  kind: string;
  productId: string | null;
  orderId: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  occurredAt: Date;
};

type VisitorDay = {
  hasSource: boolean;
  source: string;
  medium: string;
  campaign: string;
  pageviews: number;
  hasViewedProduct: boolean;
  hasAddedToCart: boolean;
  hasCheckedOut: boolean;
  paidOrders: Set<string>;
};

export async function aggregateDays(
  db: Db,
  days: readonly string[],
): Promise<{ sources: SourceCounts[]; products: ProductCounts[] }> {
  if (days.length === 0) return { sources: [], products: [] };
  const rows: EventRow[] = await db
    .select({
      day: analyticsEvents.day,
      visitor: analyticsEvents.visitor,
      kind: analyticsEvents.kind,
      productId: analyticsEvents.productId,
      orderId: analyticsEvents.orderId,
      source: analyticsEvents.source,
      medium: analyticsEvents.medium,
      campaign: analyticsEvents.campaign,
      occurredAt: analyticsEvents.occurredAt,
    })
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.day, [...days]))
    .orderBy(analyticsEvents.occurredAt, analyticsEvents.id);
  const paid = await paidOrdersAmong(
    db,
    rows.flatMap((row) => (row.orderId ? [row.orderId] : [])),
  );

  const visitors = new Map<string, VisitorDay>();
  const products = new Map<
    string,
    ProductCounts & { viewerSet: Set<string>; carterSet: Set<string>; buyerSet: Set<string> }
  >();
  const productOf = (day: string, productId: string) => {
    const key = `${day} ${productId}`;
    let counts = products.get(key);
    if (!counts) {
      counts = {
        day,
        productId,
        views: 0,
        viewers: 0,
        carters: 0,
        buyers: 0,
        viewerSet: new Set(),
        carterSet: new Set(),
        buyerSet: new Set(),
      };
      products.set(key, counts);
    }
    return counts;
  };

  for (const row of rows) {
    const key = `${row.day} ${row.visitor}`;
    let visitor = visitors.get(key);
    if (!visitor) {
      visitor = {
        hasSource: false,
        source: DIRECT_SOURCE,
        medium: '',
        campaign: '',
        pageviews: 0,
        hasViewedProduct: false,
        hasAddedToCart: false,
        hasCheckedOut: false,
        paidOrders: new Set(),
      };
      visitors.set(key, visitor);
    }
    // The first source of the day wins; events before it (none, usually) came direct.
    if (row.source && !visitor.hasSource) {
      visitor.hasSource = true;
      visitor.source = row.source;
      visitor.medium = row.medium ?? '';
      visitor.campaign = row.campaign ?? '';
    }
    if (row.kind === 'pageview') {
      visitor.pageviews += 1;
      if (row.productId) {
        visitor.hasViewedProduct = true;
        const counts = productOf(row.day, row.productId);
        counts.views += 1;
        counts.viewerSet.add(row.visitor);
      }
    } else if (row.kind === 'add_to_cart' && row.productId) {
      visitor.hasAddedToCart = true;
      productOf(row.day, row.productId).carterSet.add(row.visitor);
    } else if (row.kind === 'checkout' && row.orderId) {
      visitor.hasCheckedOut = true;
      const order = paid.get(row.orderId);
      if (order) {
        visitor.paidOrders.add(row.orderId);
        for (const productId of order.productIds)
          productOf(row.day, productId).buyerSet.add(row.visitor);
      }
    }
  }

  const sources = new Map<string, SourceCounts>();
  for (const [key, visitor] of visitors) {
    const day = key.slice(0, key.indexOf(' '));
    const sourceKey = `${day}\n${visitor.source}\n${visitor.medium}\n${visitor.campaign}`;
    let counts = sources.get(sourceKey);
    if (!counts) {
      counts = {
        day,
        source: visitor.source,
        medium: visitor.medium,
        campaign: visitor.campaign,
        visitors: 0,
        pageviews: 0,
        productViewers: 0,
        carters: 0,
        checkouters: 0,
        buyers: 0,
        orders: 0,
        revenueCents: 0,
      };
      sources.set(sourceKey, counts);
    }
    counts.visitors += 1;
    counts.pageviews += visitor.pageviews;
    if (visitor.hasViewedProduct) counts.productViewers += 1;
    if (visitor.hasAddedToCart) counts.carters += 1;
    if (visitor.hasCheckedOut) counts.checkouters += 1;
    if (visitor.paidOrders.size > 0) counts.buyers += 1;
    counts.orders += visitor.paidOrders.size;
    for (const orderId of visitor.paidOrders) counts.revenueCents += paid.get(orderId)!.totalCents;
  }

  return {
    sources: [...sources.values()],
    products: [...products.values()].map(({ viewerSet, carterSet, buyerSet, ...counts }) => ({
      ...counts,
      viewers: viewerSet.size,
      carters: carterSet.size,
      buyers: buyerSet.size,
    })),
  };
}

/**
 * First-party analytics: the event a storefront page reports (a page shown after an in-app
 * navigation) and the maker's report (Admin → Analytics). An add to cart is counted by the server
 * as the cart takes it, so it counts with scripts off too.
 */
import { z } from 'zod';

/** POST /api/analytics/events: what the browser reports; the server decides whether it counts. */
export const analyticsEventInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pageview'), path: z.string().max(300) }).strict(),
]);
export type AnalyticsEventInput = z.infer<typeof analyticsEventInputSchema>;

export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsRange, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

export const analyticsQuerySchema = z.object({ range: z.enum(ANALYTICS_RANGES).default('30d') });

/** The figures of one period. Conversion: visitors who paid an order, out of all visitors. */
export const analyticsTotalsSchema = z.object({
  visitors: z.number().int(),
  pageviews: z.number().int(),
  buyers: z.number().int(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
  conversionRate: z.number(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const analyticsDaySchema = z.object({
  day: z.string(),
  visitors: z.number().int(),
  pageviews: z.number().int(),
  productViewers: z.number().int(),
  carters: z.number().int(),
  checkouters: z.number().int(),
  buyers: z.number().int(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsReportSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  from: z.string(),
  to: z.string(),
  current: analyticsTotalsSchema,
  previous: analyticsTotalsSchema,
  /** Visitors at each step, summed over the days of the range. */
  funnel: z.object({
    viewed: z.number().int(),
    addedToCart: z.number().int(),
    checkout: z.number().int(),
    paid: z.number().int(),
  }),
  days: z.array(analyticsDaySchema),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      views: z.number().int(),
      viewers: z.number().int(),
      buyers: z.number().int(),
      conversionRate: z.number(),
    }),
  ),
  sources: z.array(
    z.object({
      source: z.string(),
      medium: z.string(),
      campaign: z.string(),
      visitors: z.number().int(),
      pageviews: z.number().int(),
      orders: z.number().int(),
      revenueCents: z.number().int(),
      conversionRate: z.number(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** What a visit without a source (typed in, a bookmark, an app that sends no Referer) is called. */
export const DIRECT_SOURCE = 'Direct';

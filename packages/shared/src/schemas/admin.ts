/** The admin dashboard's figures and the admin top bar's search. */
import { z } from 'zod';
import { adminProductSchema } from './admin-product.ts';
import { adminOrderSchema } from './order.ts';

export const dashboardSchema = z.object({
  /** Sum of the totals of paid orders, in cents. */
  totalRevenueCents: z.number().int(),
  ordersCount: z.number().int(),
  paidOrdersCount: z.number().int(),
  /** Products in the catalog (deleted ones excluded). */
  productsCount: z.number().int(),
  /** Contact messages still waiting for a reply. */
  unreadMessagesCount: z.number().int(),
  /** Distinct visitors today (UTC), counted without cookies (analytics). */
  visitorsToday: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const adminSearchQuerySchema = z
  .object({ q: z.string().trim().min(1, 'Type something to search').max(100) })
  .strict();

export const productHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  imageSrc: z.string().nullable(),
});
export const orderHitSchema = z.object({
  id: z.string(),
  email: z.string(),
  totalCents: z.number().int(),
  status: z.string(),
  paymentStatus: z.string(),
  createdAt: z.string(),
});
export const messageHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  excerpt: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type ProductHit = z.infer<typeof productHitSchema>;
export type OrderHit = z.infer<typeof orderHitSchema>;
export type MessageHit = z.infer<typeof messageHitSchema>;

export const adminSearchResultSchema = z.object({
  products: z.array(productHitSchema),
  orders: z.array(orderHitSchema),
  messages: z.array(messageHitSchema),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;

/** Hits per kind in the search dropdown. */
export const ADMIN_SEARCH_LIMIT = 5;

// ── dashboard: sales over a range, top products, what needs attention ───────────────────────
export const SALES_RANGES = ['7d', '30d', '90d', '12m'] as const;
export const salesRangeSchema = z.enum(SALES_RANGES);
export type SalesRange = z.infer<typeof salesRangeSchema>;
export const SALES_RANGE_LABELS: Record<SalesRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '12m': '12 months',
};

export const salesQuerySchema = z.object({ range: salesRangeSchema.default('30d') }).strict();

/** One day (ranges in days) or one month (12m), UTC, oldest first; every bucket is present. */
export const salesBucketSchema = z.object({
  /** YYYY-MM-DD for days, YYYY-MM for months. */
  period: z.string(),
  revenueCents: z.number().int(),
  orders: z.number().int(),
});
export type SalesBucket = z.infer<typeof salesBucketSchema>;

export const topProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  units: z.number().int(),
  revenueCents: z.number().int(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

/** Paid orders by the day they were paid; cancelled ones are left out. */
export const salesReportSchema = z.object({
  range: salesRangeSchema,
  granularity: z.enum(['day', 'month']),
  buckets: z.array(salesBucketSchema),
  totalRevenueCents: z.number().int(),
  totalOrders: z.number().int(),
  topProducts: z.array(topProductSchema),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const DEFAULT_LOW_STOCK_THRESHOLD = 2;
export const MAX_LOW_STOCK_THRESHOLD = 999;
export const TOP_PRODUCTS_LIMIT = 5;
export const ATTENTION_LIST_LIMIT = 20;

export const attentionQuerySchema = z
  .object({
    lowStockThreshold: z.coerce
      .number()
      .int()
      .min(0)
      .max(MAX_LOW_STOCK_THRESHOLD)
      .default(DEFAULT_LOW_STOCK_THRESHOLD),
  })
  .strict();

/** One low-stock row: a product without options, or one variant ("Size: M / Colour: Sage"). */
export const lowStockProductSchema = adminProductSchema
  .pick({ id: true, name: true, stock: true, waitingCount: true })
  .extend({ variantId: z.string().nullable(), variantLabel: z.string().nullable() });
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

/** Paid but not completed (nor cancelled): the maker still has to make, pack or ship them. */
export const waitingOrderSchema = adminOrderSchema
  .pick({ id: true, status: true, customerEmail: true, totalCents: true })
  .extend({ units: z.number().int(), paidAt: z.string() });
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

export const attentionSchema = z.object({
  lowStockThreshold: z.number().int(),
  lowStock: z.array(lowStockProductSchema),
  lowStockTotal: z.number().int(),
  waitingOrders: z.array(waitingOrderSchema),
  waitingOrdersTotal: z.number().int(),
});
export type Attention = z.infer<typeof attentionSchema>;

// ── CSV export of orders ────────────────────────────────────────────────────────────────────
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

/** GET /api/admin/orders/export: paid orders whose payment falls on these UTC days (inclusive). */
export const orderExportQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The end date is before the start' });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** The admin dashboard's figures and the admin top bar's search (SPEC §2 Admin panel). */
import { z } from 'zod';

export const dashboardSchema = z.object({
  /** Sum of the totals of paid orders, in cents. */
  totalRevenueCents: z.number().int(),
  ordersCount: z.number().int(),
  paidOrdersCount: z.number().int(),
  /** Products in the catalog (deleted ones excluded). */
  productsCount: z.number().int(),
  /** Contact messages still waiting for a reply. */
  unreadMessagesCount: z.number().int(),
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

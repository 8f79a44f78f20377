/**
 * "Email me when it's back": POST /api/products/:id/stock-alert. A signed-in shopper
 * sends no email (their account's address is used, one click); a visitor sends an email and
 * confirms it from a mail first (double opt-in). For a product with options the request names
 * the sold-out variant (`variantId`): the alert is for that choice only.
 */
import { z } from 'zod';
import { entityIdSchema } from './text.ts';

export const stockAlertRequestSchema = z
  .object({
    email: z.email('Please enter a valid email address').max(254).optional(),
    variantId: entityIdSchema.optional(),
  })
  .strict();
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;

/** waiting: on the list now; confirmation_sent: a visitor must click the link in the mail. */
export const stockAlertResultSchema = z.object({
  status: z.enum(['waiting', 'confirmation_sent']),
});
export type StockAlertResult = z.infer<typeof stockAlertResultSchema>;

/** GET /api/products/:id/stock-alert for a signed-in shopper: already on the list? */
export const stockAlertStateSchema = z.object({ isWaiting: z.boolean() });
export type StockAlertState = z.infer<typeof stockAlertStateSchema>;

/** Its query: the variant asked about, for a product with options. */
export const stockAlertStateQuerySchema = z.object({ variantId: entityIdSchema.optional() });

/** How long a visitor's confirmation link stays valid. */
export const STOCK_ALERT_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

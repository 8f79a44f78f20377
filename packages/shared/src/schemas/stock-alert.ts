/**
 * "Email me when it's back": POST /api/products/:id/stock-alert. A signed-in shopper
 * sends no body (their account's address is used, one click); a visitor sends an email and
 * confirms it from a mail first (double opt-in).
 */
import { z } from 'zod';

export const stockAlertRequestSchema = z
  .object({
    email: z.email('Please enter a valid email address').max(254).optional(),
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

/** How long a visitor's confirmation link stays valid. */
export const STOCK_ALERT_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

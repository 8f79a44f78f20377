/**
 * "Email me when it's back" under a sold-out product as an HTML form (lib/form-route.ts), so it
 * works before the app has loaded and with scripts off: the same service, checks and per-client
 * limit as the API route, then 303 back to the product page with what happens next (a signed-in
 * shopper is on the list; a visitor confirms from the mail), or the reason and the address typed.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@shop/shared/messages';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { emailSchema } from '@shop/shared/schemas/engagement';
import { badRequest } from '../../lib/app-error.ts';
import { formRoute } from '../../lib/form-route.ts';
import { requestStockAlert } from './request-stock-alert.ts';
import { STOCK_ALERT_RATE_LIMIT } from './routes.ts';

export const STOCK_ALERT_FORM = 'stock-alert';

/** An empty field, as a form sends an unchosen or untyped value, is no value. */
const blankIsNone = (value: unknown) => (value === '' ? undefined : value);

export const stockAlertFormRoutes: FastifyPluginAsync = async (app) => {
  formRoute(app, '/stock-alerts', {
    form: STOCK_ALERT_FORM,
    rateLimit: STOCK_ALERT_RATE_LIMIT,
    schema: z.object({
      productId: entityIdSchema,
      variantId: z.preprocess(blankIsNone, entityIdSchema.optional()),
      email: z.preprocess(blankIsNone, emailSchema.optional()),
    }),
    handle: async ({ productId, variantId, email }, { user }) => {
      if (!user && !email) {
        throw badRequest(MESSAGES.invalidEmail, { email: MESSAGES.invalidEmail });
      }
      const { status } = await requestStockAlert(app.ctx, {
        productId,
        variantId,
        user,
        email: user ? undefined : email,
      });
      return {
        // The page shows the notice on this product's form: the product (and the sold-out
        // choice) go back with it.
        values: { productId, ...(variantId ? { variantId } : {}) },
        notice:
          status === 'waiting'
            ? `We'll email ${user?.email ?? email} once when it's back.`
            : `Almost done: we sent a link to ${email}. Click it to confirm, and we'll email you once when it's back.`,
      };
    },
  });
};

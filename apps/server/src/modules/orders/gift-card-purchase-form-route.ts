/**
 * "Buy gift card" as an HTML form (lib/form-route.ts): the gift card page's purchase works before
 * the app has loaded and with scripts off. The form's fields (an amount radio, or "custom" with
 * the dollars typed; the recipient; the message; the send date) become the API's purchase,
 * checked by the same schema and service, under the same per-shopper limit; the answer is a 303
 * to the hosted payment page, or back to the page with the reasons and what was typed. A
 * signed-out visitor is sent to sign in and comes back to the page.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { giftCardPurchaseSchema } from '@shop/shared/schemas/gift-card';
import { formRoute } from '../../lib/form-route.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { createGiftCardCheckout } from './create-gift-card-checkout.ts';

/** The amount as the form sends it: a preset's cents, or the dollars typed for "custom". */
const purchaseForm = z
  .object({
    amount: z.string().max(16).default(''),
    customAmount: z.string().max(16).default(''),
    recipientName: z.string().max(200).default(''),
    recipientEmail: z.string().max(300).default(''),
    message: z.string().max(2000).default(''),
    sendOn: z.string().max(20).default(''),
  })
  .transform(({ amount, customAmount, message, ...rest }) => ({
    ...rest,
    amountCents:
      amount === 'custom'
        ? Math.round(Number.parseFloat(customAmount || '0') * 100)
        : Number.parseInt(amount, 10),
    ...(message.trim() ? { message } : {}),
  }))
  .pipe(giftCardPurchaseSchema);

export const giftCardPurchaseFormRoute: FastifyPluginAsync = async (app) => {
  formRoute(app, '/gift-cards/buy', {
    form: 'gift-card-buy',
    access: 'user',
    schema: purchaseForm,
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handle: async (purchase, { request, user }) => {
      if (!user) throw unauthorized();
      const { url } = await createGiftCardCheckout(
        {
          db: app.ctx.db,
          config: app.ctx.config,
          payments: app.ctx.payments,
          authSecret: app.ctx.authSecret,
          log: request.log,
        },
        user,
        purchase,
      );
      return { redirect: url };
    },
  });
};

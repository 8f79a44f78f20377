/**
 * The balance page's "Check balance" as an HTML form (lib/form-route.ts): it works before the app
 * has loaded and with scripts off, under the same per-client limit and the same lock after
 * repeated misses as the API, and answers 303 back to the page with the balance as its notice
 * (only the code's last four characters) or the one refusal every unusable code gets.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { giftCardBalanceRequestSchema, giftCardBalanceText } from '@shop/shared/schemas/gift-card';
import { formRoute } from '../../lib/form-route.ts';
import { giftCardBalance } from './check-codes.ts';
import { checkerKeys } from './guard-code-checks.ts';
import { CHECK_LIMIT } from './routes.ts';

/** A form posts its hidden `form` and `returnTo` beside the API's fields: those are not refused. */
const balanceForm = z.object(giftCardBalanceRequestSchema.shape);

export const giftCardFormRoutes: FastifyPluginAsync = async (app) => {
  formRoute(app, '/gift-cards/balance', {
    form: 'gift-card-balance',
    schema: balanceForm,
    rateLimit: CHECK_LIMIT,
    handle: async ({ code }, { request, reply, user }) => {
      const keys = checkerKeys(request, reply, user?.id ?? null);
      return { notice: giftCardBalanceText(await giftCardBalance(app.ctx.db, keys, code)) };
    },
  });
};

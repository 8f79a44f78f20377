/**
 * Gift card routes: the cart's Apply (a preview of what each card pays), the balance page, the
 * buyer's cards on their order page with "Resend", and the maker's list, ledger, issue and
 * disable under /api/admin (recorded in the audit log like every admin write).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGiftCardDetailSchema,
  adminGiftCardListSchema,
  adminIssueGiftCardSchema,
  boughtGiftCardListSchema,
  boughtGiftCardSchema,
  giftCardBalanceRequestSchema,
  giftCardBalanceSchema,
  giftCardQuoteRequestSchema,
  giftCardQuoteSchema,
} from '@shop/shared/schemas/gift-card';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { currentUser, readSessionUser } from '../../plugins/access.ts';
import { notFound } from '../../lib/app-error.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { giftCardBalance, quoteGiftCards } from './check-codes.ts';
import { checkerKeys } from './guard-code-checks.ts';
import { sendDueGiftCards } from './send-due-cards.ts';
import {
  disableGiftCard,
  getGiftCard,
  issueGiftCard,
  listBoughtCards,
  listGiftCards,
  resendGiftCard,
} from './manage-gift-cards.ts';

const idParams = z.object({ id: entityIdSchema });
/** Per address, on top of the misses' lock: checking codes is never a bulk operation. */
export const CHECK_LIMIT = { max: 30, timeWindow: '1 minute' };
const writeLimit = { max: 60, timeWindow: '1 minute' };

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/gift-cards/quote',
    routeOptions({
      access: 'public',
      rateLimit: CHECK_LIMIT,
      body: giftCardQuoteRequestSchema,
      response: giftCardQuoteSchema,
    }),
    async (request, reply) => {
      const user = await readSessionUser(app, request);
      return quoteGiftCards(
        app.ctx.db,
        checkerKeys(request, reply, user?.id ?? null),
        request.body,
      );
    },
  );

  app.post(
    '/gift-cards/balance',
    routeOptions({
      access: 'public',
      rateLimit: CHECK_LIMIT,
      body: giftCardBalanceRequestSchema,
      response: giftCardBalanceSchema,
    }),
    async (request, reply) => {
      const user = await readSessionUser(app, request);
      const keys = checkerKeys(request, reply, user?.id ?? null);
      return giftCardBalance(app.ctx.db, keys, request.body.code);
    },
  );

  app.get(
    '/orders/:id/gift-cards',
    routeOptions({ access: 'user', params: idParams, response: boughtGiftCardListSchema }),
    async (request) => ({
      items: await listBoughtCards(app.ctx.db, {
        orderId: request.params.id,
        userId: currentUser(request).id,
      }),
    }),
  );

  app.post(
    '/gift-cards/:id/resend',
    routeOptions({
      access: 'user',
      rateLimit: { max: 5, timeWindow: '1 hour' },
      params: idParams,
      response: boughtGiftCardSchema,
    }),
    async (request) =>
      resendGiftCard(app.ctx, { id: request.params.id, userId: currentUser(request).id }),
  );

  app.get(
    '/admin/gift-cards',
    routeOptions({ access: 'admin', response: adminGiftCardListSchema }),
    async () => ({ items: await listGiftCards(app.ctx.db) }),
  );

  app.get(
    '/admin/gift-cards/:id',
    routeOptions({ access: 'admin', params: idParams, response: adminGiftCardDetailSchema }),
    async (request) => {
      const card = await getGiftCard(app.ctx.db, request.params.id);
      if (!card) throw notFound('Gift card not found');
      return card;
    },
  );

  app.post(
    '/admin/gift-cards',
    routeOptions({
      access: 'admin',
      rateLimit: writeLimit,
      body: adminIssueGiftCardSchema,
      created: adminGiftCardDetailSchema,
    }),
    async (request, reply) => {
      const card = await issueGiftCard(app.ctx.db, request.body, currentUser(request));
      // The recipient's mail goes out now rather than at the next sweep.
      await sendDueGiftCards(app.ctx);
      return reply.status(201).send(card);
    },
  );

  app.post(
    '/admin/gift-cards/:id/disable',
    routeOptions({
      access: 'admin',
      rateLimit: writeLimit,
      params: idParams,
      response: adminGiftCardDetailSchema,
    }),
    async (request) => disableGiftCard(app.ctx.db, request.params.id, currentUser(request)),
  );
};

/**
 * The maker's side under /api/admin/custom-orders: the list by state, one request with its
 * photos, thread, quote and payments, and every write (message, quote, decline, progress), each
 * recorded in the activity log by the audit hooks like every admin write.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customMessageInputSchema,
  customOrderListQuerySchema,
  customOrderListSchema,
  customOrderSchema,
  customQuoteInputSchema,
  customStepInputSchema,
} from '@shop/shared/schemas/custom-order';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { requestNotFound } from './access.ts';
import { expirePastQuotes } from './expire-quotes.ts';
import { listCustomRequests } from './list-requests.ts';
import { findRequestRow, loadCustomOrder } from './load-request.ts';
import { declineCustomRequest, takeMakerStep } from './maker-steps.ts';
import { postCustomMessage } from './post-message.ts';
import { quoteCustomRequest } from './quote-request.ts';

const idParams = z.object({ id: entityIdSchema });

export const customOrderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (id: string) => {
    const row = await findRequestRow(app.ctx.db, { id });
    if (!row) throw requestNotFound();
    return loadCustomOrder(app.ctx.db, row);
  };

  app.get(
    '/admin/custom-orders',
    {
      config: { access: 'admin' },
      schema: { querystring: customOrderListQuerySchema, response: { 200: customOrderListSchema } },
    },
    async (request) => {
      await expirePastQuotes(app.ctx);
      return { items: await listCustomRequests(app.ctx.db, { state: request.query.state }) };
    },
  );

  app.get(
    '/admin/custom-orders/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: customOrderSchema } },
    },
    async (request) => {
      await expirePastQuotes(app.ctx);
      return detail(request.params.id);
    },
  );

  app.post(
    '/admin/custom-orders/:id/messages',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: customMessageInputSchema,
        response: { 200: customOrderSchema },
      },
    },
    async (request) => {
      const row = await findRequestRow(app.ctx.db, { id: request.params.id });
      if (!row) throw requestNotFound();
      await postCustomMessage(app.ctx, {
        request: row,
        author: 'maker',
        body: request.body.body.trim(),
      });
      return detail(row.id);
    },
  );

  app.put(
    '/admin/custom-orders/:id/quote',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: customQuoteInputSchema,
        response: { 200: customOrderSchema },
      },
    },
    async (request) => {
      await quoteCustomRequest(app.ctx, { id: request.params.id, input: request.body });
      return detail(request.params.id);
    },
  );

  app.post(
    '/admin/custom-orders/:id/decline',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: customOrderSchema } },
    },
    async (request) => {
      await declineCustomRequest(app.ctx, { id: request.params.id });
      return detail(request.params.id);
    },
  );

  app.post(
    '/admin/custom-orders/:id/steps',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: customStepInputSchema,
        response: { 200: customOrderSchema },
      },
    },
    async (request) => {
      await takeMakerStep(app.ctx, { id: request.params.id, step: request.body.step });
      return detail(request.params.id);
    },
  );
};

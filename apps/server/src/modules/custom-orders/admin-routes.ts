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
import { recordActions } from '../../lib/record-actions.ts';
import { requestNotFound } from './access.ts';
import { expirePastQuotes } from './expire-quotes.ts';
import { listCustomRequests } from './list-requests.ts';
import { findRequestRow, loadCustomOrder } from './load-request.ts';
import { declineCustomRequest, takeMakerStep } from './maker-steps.ts';
import { postCustomMessage } from './post-message.ts';
import { quoteCustomRequest } from './quote-request.ts';
import { routeOptions } from '../../lib/route-options.ts';

const idParams = z.object({ id: entityIdSchema });

export const customOrderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const findRow = async (id: string) => {
    const row = await findRequestRow(app.ctx.db, { id });
    if (!row) throw requestNotFound();
    return row;
  };
  const detail = async (id: string) => loadCustomOrder(app.ctx.db, await findRow(id));

  // Each write answers with the request as the maker now sees it.
  const action = recordActions(app, {
    base: '/admin/custom-orders',
    access: 'admin',
    params: idParams,
    response: customOrderSchema,
    answer: detail,
  });

  app.get(
    '/admin/custom-orders',
    routeOptions({
      access: 'admin',
      querystring: customOrderListQuerySchema,
      response: customOrderListSchema,
    }),
    async (request) => {
      await expirePastQuotes(app.ctx);
      return { items: await listCustomRequests(app.ctx.db, { state: request.query.state }) };
    },
  );

  app.get(
    '/admin/custom-orders/:id',
    routeOptions({ access: 'admin', params: idParams, response: customOrderSchema }),
    async (request) => {
      await expirePastQuotes(app.ctx);
      return detail(request.params.id);
    },
  );

  action('POST', 'messages', customMessageInputSchema, async (id, { body }) =>
    postCustomMessage(app.ctx, { request: await findRow(id), author: 'maker', body: body.trim() }),
  );
  action('PUT', 'quote', customQuoteInputSchema, (id, input) =>
    quoteCustomRequest(app.ctx, { id, input }),
  );
  action('POST', 'decline', undefined, (id) => declineCustomRequest(app.ctx, { id }));
  action('POST', 'steps', customStepInputSchema, (id, { step }) =>
    takeMakerStep(app.ctx, { id, step }),
  );
};

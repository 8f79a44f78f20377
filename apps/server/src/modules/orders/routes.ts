/**
 * A customer's own orders under /api (list, one, by checkout session); another customer's order
 * answers 404. The admin's view of all orders is in admin-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { orderListSchema, orderSchema } from '@shop/shared/schemas/order';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/access.ts';
import { getOrderOfUser, getOrderOfUserBySession } from './get-order.ts';
import { listOrdersOfUser } from './list-orders.ts';
import { routeOptions } from '../../lib/route-options.ts';

const idParams = z.object({ id: entityIdSchema });
const sessionParams = z.object({ sessionId: z.string().min(1).max(200) });
const orderNotFound = () => notFound('Order not found');

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    routeOptions({ access: 'user', response: orderListSchema }),
    async (request) => ({ items: await listOrdersOfUser(app.ctx.db, currentUser(request).id) }),
  );

  app.get(
    '/orders/by-session/:sessionId',
    routeOptions({ access: 'user', params: sessionParams, response: orderSchema }),
    async (request) => {
      const order = await getOrderOfUserBySession(app.ctx.db, {
        userId: currentUser(request).id,
        sessionId: request.params.sessionId,
      });
      if (!order) throw orderNotFound();
      return order;
    },
  );

  app.get(
    '/orders/:id',
    routeOptions({ access: 'user', params: idParams, response: orderSchema }),
    async (request) => {
      const order = await getOrderOfUser(app.ctx.db, {
        userId: currentUser(request).id,
        orderId: request.params.id,
      });
      if (!order) throw orderNotFound();
      return order;
    },
  );
};

/**
 * A customer's own orders under /api (list, one, by checkout session); another customer's order
 * answers 404. The admin's view of all orders is in admin-routes.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { orderListSchema, orderSchema, type Order } from '@shop/shared/schemas/order';
import type { Db } from '../../db/client.ts';
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

  // The caller's own order, found by `key`: another customer's answers 404 like a missing one.
  const ownOrder = async <Key>(
    request: FastifyRequest,
    find: (db: Db, by: Key & { userId: string }) => Promise<Order | null>,
    key: Key,
  ) => {
    const order = await find(app.ctx.db, { ...key, userId: currentUser(request).id });
    if (!order) throw orderNotFound();
    return order;
  };

  app.get(
    '/orders/by-session/:sessionId',
    routeOptions({ access: 'user', params: sessionParams, response: orderSchema }),
    async (request) =>
      ownOrder(request, getOrderOfUserBySession, { sessionId: request.params.sessionId }),
  );

  app.get(
    '/orders/:id',
    routeOptions({ access: 'user', params: idParams, response: orderSchema }),
    async (request) => ownOrder(request, getOrderOfUser, { orderId: request.params.id }),
  );
};

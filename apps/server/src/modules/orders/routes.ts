/**
 * Orders under /api: a customer's own (list, one, by checkout session) and the admin's view of
 * all of them with the status dropdown. Another customer's order answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSchema,
  orderListSchema,
  orderSchema,
  updateOrderStatusSchema,
} from '@shop/shared/schemas/order';
import { orderExportQuerySchema } from '@shop/shared/schemas/admin';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/access.ts';
import { getAdminOrder, listAllOrders } from './admin-list-orders.ts';
import { exportOrdersCsv } from './export-orders-csv.ts';
import { getOrderOfUser, getOrderOfUserBySession } from './get-order.ts';
import { listOrdersOfUser } from './list-orders.ts';
import { updateOrderStatus } from './update-order-status.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const sessionParams = z.object({ sessionId: z.string().min(1).max(200) });
const orderNotFound = () => notFound('Order not found');

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    { config: { access: 'user' }, schema: { response: { 200: orderListSchema } } },
    async (request) => ({ items: await listOrdersOfUser(app.ctx.db, currentUser(request).id) }),
  );

  app.get(
    '/orders/by-session/:sessionId',
    {
      config: { access: 'user' },
      schema: { params: sessionParams, response: { 200: orderSchema } },
    },
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
    { config: { access: 'user' }, schema: { params: idParams, response: { 200: orderSchema } } },
    async (request) => {
      const order = await getOrderOfUser(app.ctx.db, {
        userId: currentUser(request).id,
        orderId: request.params.id,
      });
      if (!order) throw orderNotFound();
      return order;
    },
  );

  app.get(
    '/admin/orders',
    {
      config: { access: 'admin' },
      schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } },
    },
    async (request) => listAllOrders(app.ctx.db, request.query),
  );

  app.get(
    '/admin/orders/export',
    { config: { access: 'admin' }, schema: { querystring: orderExportQuerySchema } },
    async (request, reply) => {
      const { filename, body } = await exportOrdersCsv(app.ctx.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  // One order for the packing slip.
  app.get(
    '/admin/orders/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: adminOrderSchema } },
    },
    async (request) => {
      const order = await getAdminOrder(app.ctx.db, request.params.id);
      if (!order) throw orderNotFound();
      return order;
    },
  );

  app.patch(
    '/admin/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: updateOrderStatusSchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) =>
      updateOrderStatus(
        { ...app.ctx, log: request.log },
        { orderId: request.params.id, change: request.body, actor: request.user! },
      ),
  );
};

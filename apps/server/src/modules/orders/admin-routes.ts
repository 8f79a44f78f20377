/**
 * The admin's view of all orders under /api/admin: the list with its filters, the CSV export,
 * one order for the packing slip, and the status change (ADR 013: a domain's admin routes).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSchema,
  adminRefundSchema,
  updateOrderStatusSchema,
} from '@shop/shared/schemas/order';
import { orderExportQuerySchema } from '@shop/shared/schemas/admin';
import { notFound } from '../../lib/app-error.ts';
import { getAdminOrder, listAllOrders } from './admin-list-orders.ts';
import { exportOrdersCsv } from './export-orders-csv.ts';
import { updateOrderStatus } from './update-order-status.ts';
import { refundPartOfOrder } from './refund-order-payment.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { sendDownload } from '../../lib/download.ts';

const idParams = z.object({ id: entityIdSchema });
const orderNotFound = () => notFound('Order not found');

export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders',
    routeOptions({
      access: 'admin',
      querystring: adminOrderListQuerySchema,
      response: adminOrderListSchema,
    }),
    async (request) => listAllOrders(app.ctx.db, request.query),
  );

  app.get(
    '/admin/orders/export',
    routeOptions({ access: 'admin', querystring: orderExportQuerySchema }),
    async (request, reply) => {
      const { filename, body } = await exportOrdersCsv(app.ctx.db, request.query);
      return sendDownload(reply, { filename, type: 'text/csv; charset=utf-8', body });
    },
  );

  // One order for the packing slip.
  app.get(
    '/admin/orders/:id',
    routeOptions({ access: 'admin', params: idParams, response: adminOrderSchema }),
    async (request) => {
      const order = await getAdminOrder(app.ctx.db, request.params.id);
      if (!order) throw orderNotFound();
      return order;
    },
  );

  app.patch(
    '/admin/orders/:id',
    routeOptions({
      access: 'admin',
      params: idParams,
      body: updateOrderStatusSchema,
      response: adminOrderSchema,
    }),
    async (request) =>
      updateOrderStatus(
        { ...app.ctx, log: request.log },
        { orderId: request.params.id, change: request.body, actor: request.user! },
      ),
  );

  // The maker's refund of part of a paid order (all of what is left without an amount).
  app.post(
    '/admin/orders/:id/refund',
    routeOptions({
      access: 'admin',
      rateLimit: { max: 30, timeWindow: '1 minute' },
      params: idParams,
      body: adminRefundSchema,
      response: adminOrderSchema,
    }),
    async (request) => {
      await refundPartOfOrder(
        { ...app.ctx, log: request.log },
        { orderId: request.params.id, amountCents: request.body.amountCents },
      );
      return (await getAdminOrder(app.ctx.db, request.params.id))!;
    },
  );
};

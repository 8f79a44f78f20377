/**
 * The buyer's routes: an order's pattern downloads (fresh signed links each time the order page
 * asks) and the download itself. A browser that follows a link that cannot be served gets a
 * page saying why, with the way to a fresh link; other clients get the shop's error shape.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { orderDownloadsSchema, PATTERN_TEXTS } from '@shop/shared/schemas/pattern';
import { isDownloadTokenShaped } from './download-token.ts';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { AppError, notFound } from '../../lib/app-error.ts';
import { escapeHtml, renderLinkPage } from '../../lib/html.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { currentUser, readSessionUser } from '../../plugins/access.ts';
import { errorBody } from '../../plugins/errors.ts';
import { sendDownload } from '../../lib/download.ts';
import { orderDownloadLines } from './order-downloads.ts';
import type { PatternOrders } from './pattern-orders.ts';
import { invalidLink, serveDownload } from './serve-download.ts';

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

const PAGE_TITLES: Record<number, string> = {
  401: 'Sign in to download',
  403: 'No downloads left',
  404: 'Download link not valid',
  410: 'Download link closed',
};

function refusal(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  reply.status(error.statusCode).header('cache-control', 'no-store');
  if (!wantsPage(request)) return reply.send(errorBody(error.code, error.message));
  return reply.type('text/html; charset=utf-8').send(
    renderLinkPage({
      title: PAGE_TITLES[error.statusCode] ?? 'Download unavailable',
      body: `<p>${escapeHtml(error.message)}</p>`,
      href: '/orders',
      label: 'Go to your orders',
    }),
  );
}

export const patternRoutes: FastifyPluginAsyncZod<{ orders: PatternOrders }> = async (
  app,
  { orders },
) => {
  const signer = () => ({ publicUrl: app.ctx.config.publicUrl, secret: app.ctx.authSecret });

  app.get(
    '/orders/:id/downloads',
    routeOptions({
      access: 'user',
      params: z.object({ id: entityIdSchema }),
      response: orderDownloadsSchema,
    }),
    async (request) => {
      const order = await orders.orderForDownload(app.ctx.db, request.params.id);
      // Another customer's order answers like a missing one.
      if (!order || order.userId !== currentUser(request).id) throw notFound('Order not found');
      return { lines: await orderDownloadLines(app.ctx.db, orders, order, signer()) };
    },
  );

  app.get(
    '/downloads/:token',
    routeOptions({
      access: 'public',
      params: z.object({ token: z.string().min(1).max(600) }),
      rateLimit: { max: 60, timeWindow: '1 minute' },
    }),
    async (request, reply) => {
      try {
        // A link no download ever had answers alike for everyone; a real one asks its buyer in.
        if (!isDownloadTokenShaped(request.params.token)) throw invalidLink();
        const user = await readSessionUser(app, request);
        if (!user) throw new AppError(401, 'unauthorized', PATTERN_TEXTS.signInToDownload);
        const served = await serveDownload(app.ctx, orders, {
          user,
          token: request.params.token,
        });
        if (served.kind === 'choose') return reply.redirect(`/orders/${served.orderId}`, 303);
        return sendDownload(reply, {
          filename: served.fileName.replace(/"/g, ''),
          type: 'application/pdf',
          body: Buffer.from(served.bytes),
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) {
          return refusal(request, reply, error);
        }
        throw error;
      }
    },
  );
};

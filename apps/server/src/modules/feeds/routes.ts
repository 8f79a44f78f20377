/**
 * The product feeds, for the sales channels to fetch: /feeds/google.xml, /feeds/pinterest.xml
 * and /feeds/meta.csv, served from the public answer cache (rebuilt at the first request after
 * a catalog change), and the admin's view of them.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesChannelsSchema } from '@shop/shared/schemas/feeds';
import { routeOptions } from '../../lib/route-options.ts';
import { buildFeed } from './build-feed.ts';
import type { FeedId } from './feed-items.ts';
import { getSalesChannels } from './sales-channels.ts';

export const FEED_FILES: Record<FeedId, { path: string; type: string }> = {
  google: { path: '/feeds/google.xml', type: 'application/xml; charset=utf-8' },
  pinterest: { path: '/feeds/pinterest.xml', type: 'application/xml; charset=utf-8' },
  meta: { path: '/feeds/meta.csv', type: 'text/csv; charset=utf-8' },
};

export const feedRoutes: FastifyPluginAsync = async (app) => {
  for (const [feed, file] of Object.entries(FEED_FILES) as [
    FeedId,
    (typeof FEED_FILES)[FeedId],
  ][]) {
    app.get(file.path, { config: { publicCache: true } }, async (_request, reply) => {
      const body = await buildFeed(app.ctx.db, { feed, publicUrl: app.ctx.config.publicUrl });
      return reply.type(file.type).send(body);
    });
  }
};

export const salesChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/sales-channels',
    routeOptions({ access: 'admin', response: salesChannelsSchema }),
    async () => getSalesChannels(app.ctx.db, app.ctx.config.publicUrl),
  );
};

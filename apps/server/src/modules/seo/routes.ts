/**
 * For search engines: /robots.txt (what to crawl, where the sitemap is) and /sitemap.xml, both
 * built from PUBLIC_URL and, for the sitemap, from the database.
 */
import type { FastifyPluginAsync } from 'fastify';
import { listSitemapEntries } from './sitemap-entries.ts';
import { renderRobotsTxt, renderSitemapXml } from './render-seo-files.ts';

type SeoRoutesOptions = { staticPagesChanged: Date };

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const { publicUrl } = app.ctx.config;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await listSitemapEntries({
      db: app.ctx.db,
      staticPagesChanged: options.staticPagesChanged,
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(renderSitemapXml(publicUrl, entries));
  });
};

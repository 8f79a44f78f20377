/**
 * Serves the browser build's files and the storefront's pages (uploaded images are the media
 * module's, serve-uploads.ts, registered before this). Hashed assets
 * are cached for a year and sent precompressed (brotli or gzip, by the request's
 * Accept-Encoding); every other GET or HEAD of a page address is rendered on the server
 * (storefront-pages.ts), unknown addresses included (they answer 404).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../plugins/errors.ts';
import { unmatchedInputGuard } from '../../plugins/input-guard.ts';
import { renderStorefrontPage } from './storefront-pages.ts';
import type { StorefrontRenderer } from './storefront-renderer.ts';

const YEAR = 'public, max-age=31536000, immutable';
/** Build outputs that are not for browsers: the page template and the server entry. */
const PRIVATE_BUILD_FILES = /^\/(index\.html|server\/|\.vite\/)/;

type StaticPluginOptions = { renderer: StorefrontRenderer | null; webDistDir: string };

export async function staticPlugin(
  app: FastifyInstance,
  { renderer, webDistDir }: StaticPluginOptions,
) {
  if (fs.existsSync(webDistDir)) {
    // Hashed assets: one wildcard route (a route per file cost ~80 ms of start-up for ~300
    // files); a missing asset falls through to the not-found handler, which answers 404.
    await app.register(fastifyStatic, {
      root: path.join(webDistDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res) => res.header('cache-control', YEAR),
    });
    // The few files at the root (icon, link-preview image): a route each, so every other
    // address stays free for the page renderer.
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      globIgnore: ['assets/**', 'server/**', '.vite/**', 'index.html*'],
      allowedPath: (pathName) => !PRIVATE_BUILD_FILES.test(pathName),
      setHeaders: (res) => res.header('cache-control', 'public, max-age=3600'),
    });
  }

  app.setNotFoundHandler({ preValidation: unmatchedInputGuard }, async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isApi = pathname.startsWith('/api/') || pathname === '/api';
    const isFile =
      /^\/(assets|uploads|server)\//.test(pathname) || PRIVATE_BUILD_FILES.test(pathname);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || isFile || !isPageRequest || !renderer) {
      return reply.status(404).send(errorBody('not_found', 'Not found'));
    }
    return renderStorefrontPage(app, renderer, request, reply);
  });
}

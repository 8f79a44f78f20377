/**
 * Serves uploaded images and the built SPA. Hashed assets are cached for a year; index.html is
 * never cached; any non-API path the SPA owns falls back to index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const YEAR = 'public, max-age=31536000, immutable';

export async function staticPlugin(app: FastifyInstance) {
  const { uploadsDir } = app.ctx.config;
  const webDistDir = app.ctx.config.webDistDir ?? defaultWebDistDir;
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    // Upload names are content-addressed or random: they never change.
    setHeaders: (res) => res.header('cache-control', YEAR),
  });

  const hasSpa = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashed ? YEAR : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const isAsset = request.url.startsWith('/assets/') || request.url.startsWith('/uploads/');
    if (isApi || isAsset || request.method !== 'GET' || !hasSpa) {
      return reply.status(404).send(errorBody('not_found', 'Not found'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
  });
}

/**
 * `/uploads/<key>` when images live in a bucket: a redirect to the bucket's public URL (or CDN)
 * when one is configured, else the object streamed through the shop. Either answer is cached
 * for a year: keys are random and never reused, so neither can go stale.
 */
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_YEAR } from './s3-storage.ts';
import { errorBody } from '../../plugins/errors.ts';

export async function bucketImageRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = storage.keyOf(`/uploads/${request.params['*']}`);
    if (!key) return reply.status(404).send(errorBody('not_found', 'Not found'));
    const direct = storage.directUrl(key);
    if (direct) return reply.header('cache-control', IMMUTABLE_YEAR).redirect(direct, 301);
    const object = await storage.read(key);
    if (!object) return reply.status(404).send(errorBody('not_found', 'Not found'));
    reply.header('cache-control', IMMUTABLE_YEAR).type(object.contentType);
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    return reply.send(object.body);
  });
}

/**
 * POST /api/admin/uploads (admin): multipart field `images`, 1-4 JPEG/PNG/WebP files of at most
 * 5 MB each (`?single=true`: exactly one), answered with clean WebP image records. Requests that
 * announce more bytes than a valid upload can have are refused before the body is read.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadQuerySchema, uploadResponseSchema } from '@shop/shared/schemas/upload';
import {
  payloadTooLarge,
  readImageParts,
  storeUploadedImages,
  uploadMessages,
} from './upload-images.ts';
import { maxUploadFiles, maxUploadRequestBytes, multipartOptions } from './upload-limits.ts';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies stream through busboy with hard limits (upload-limits.ts). Registered here,
  // in this plugin's own context: the plugin adds a hook pair and a socket listener to every
  // request it sees, which only uploads need (ADR 015).
  await app.register(multipart, multipartOptions);
  app.post(
    '/admin/uploads',
    {
      config: { access: 'admin', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { querystring: uploadQuerySchema, response: { 200: uploadResponseSchema } },
      // Runs after the access check (access.ts puts it first among the route's hooks), before any
      // of the body is read.
      onRequest: async (request) => {
        const isSingle = new URL(request.url, 'http://x').searchParams.get('single') === 'true';
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > maxUploadRequestBytes(maxUploadFiles(isSingle))) {
          throw payloadTooLarge(uploadMessages(isSingle).tooLarge);
        }
      },
      onError: async (_request, reply) => {
        // A refused upload leaves unread bytes on the socket: tell the client to stop sending and
        // do not reuse the connection.
        reply.header('connection', 'close');
      },
    },
    async (request) => {
      const isSingle = request.query.single ?? false;
      const files = await readImageParts(request, { isSingle });
      const images = await storeUploadedImages(app.ctx.storage, files, {
        isSingle,
        folder: request.query.folder,
      });
      return { images };
    },
  );
};

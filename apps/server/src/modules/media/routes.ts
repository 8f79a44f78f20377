/**
 * POST /api/admin/uploads (admin): multipart field `images`, 1-4 JPEG/PNG/WebP files of at most
 * 5 MB each (`?single=true`: exactly one), answered with clean WebP image records. Requests that
 * announce more bytes than a valid upload can have are refused before the body is read.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadQuerySchema, uploadResponseSchema } from '@shop/shared/schemas/upload';
import {
  payloadTooLarge,
  readImageParts,
  refuseNonMultipart,
  storeUploadedImages,
  uploadMessages,
} from './upload-images.ts';
import { maxUploadFiles, maxUploadRequestBytes, multipartOptions } from './upload-limits.ts';
import { routeOptions } from '../../lib/route-options.ts';

/**
 * The hooks of every upload route. `onRequest` runs after the access check (access.ts puts it
 * first among the route's hooks), before any of the body is read: a request that announces more
 * bytes than an upload of `limit(request).files` valid files can have is refused at once, and so is
 * a body that is not a multipart form.
 */
export function uploadLimitHooks(
  limit: (request: FastifyRequest) => { files: number; isSingle: boolean },
) {
  return {
    onRequest: async (request: FastifyRequest) => {
      const { files, isSingle } = limit(request);
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > maxUploadRequestBytes(files)) {
        throw payloadTooLarge(uploadMessages(isSingle).tooLarge);
      }
    },
    // After the address and query are checked (a bad id is named as such), before the body is read.
    preHandler: async (request: FastifyRequest) => {
      refuseNonMultipart(request, uploadMessages(limit(request).isSingle).missing);
    },
    onError: async (_request: FastifyRequest, reply: FastifyReply) => {
      // A refused upload leaves unread bytes on the socket: tell the client to stop sending and
      // do not reuse the connection.
      reply.header('connection', 'close');
    },
  };
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies stream through busboy with hard limits (upload-limits.ts). Registered here,
  // in this plugin's own context: the plugin adds a hook pair and a socket listener to every
  // request it sees, which only uploads need (ADR 015).
  await app.register(multipart, multipartOptions);
  app.post(
    '/admin/uploads',
    {
      ...routeOptions({
        access: 'admin',
        rateLimit: { max: 60, timeWindow: '1 minute' },
        querystring: uploadQuerySchema,
        response: uploadResponseSchema,
      }),
      ...uploadLimitHooks((request) => {
        const isSingle = new URL(request.url, 'http://x').searchParams.get('single') === 'true';
        return { files: maxUploadFiles(isSingle), isSingle };
      }),
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

/**
 * The maker's routes: a pattern's PDF files (list, add, replace, remove; multipart field `file`,
 * one PDF of at most 50 MB, refused with a clear message when broken or password-protected), and
 * an order's downloads per buyer line with a reset of the count.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_PATTERN_FILE_BYTES,
  orderDownloadsSchema,
  PATTERN_TEXTS,
  patternFileListSchema,
  patternFileSchema,
  patternFileUploadQuerySchema,
} from '@shop/shared/schemas/pattern';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { multipartReadError, payloadTooLarge, refuseNonMultipart } from '../media/index.ts';
import { resetDownloads } from './download-rows.ts';
import { orderDownloadLines } from './order-downloads.ts';
import {
  addPatternFile,
  listPatternFiles,
  removePatternFile,
  replacePatternFile,
  type UploadedPdf,
} from './pattern-files.ts';
import type { PatternOrders } from './pattern-orders.ts';
import { patternStorage } from './pattern-storage.ts';

const productParams = z.object({ id: entityIdSchema });
const fileParams = z.object({ id: entityIdSchema, fileId: entityIdSchema });
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The one PDF of the request; a body that cannot be read as a multipart form is a 400. */
async function readPdf(request: FastifyRequest): Promise<UploadedPdf> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(PATTERN_TEXTS.notPdf);
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(PATTERN_TEXTS.fileTooLarge);
    }
    throw multipartReadError(error);
  }
}

function parseOptionValues(raw: string | undefined): string[] | null {
  if (raw === undefined || raw === '') return null;
  try {
    const values: unknown = JSON.parse(raw);
    if (Array.isArray(values) && values.every((value) => typeof value === 'string')) {
      return values as string[];
    }
  } catch {
    // Refused below, like any other shape.
  }
  throw badRequest('Option values must be a list of texts');
}

export const patternAdminRoutes: FastifyPluginAsyncZod<{ orders: PatternOrders }> = async (
  app,
  { orders },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_PATTERN_FILE_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 20 },
  });
  const files = () => ({ db: app.ctx.db, storage: patternStorage(app.ctx) });
  const refuseHuge = {
    onRequest: async (request: FastifyRequest) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > MAX_PATTERN_FILE_BYTES + MULTIPART_OVERHEAD_BYTES) {
        throw payloadTooLarge(PATTERN_TEXTS.fileTooLarge);
      }
    },
    // After the address and query are checked (a bad id is named as such), before the body is read.
    preHandler: async (request: FastifyRequest) => {
      refuseNonMultipart(request, PATTERN_TEXTS.notPdf);
    },
  };

  app.get(
    '/admin/products/:id/pattern-files',
    routeOptions({ access: 'admin', params: productParams, response: patternFileListSchema }),
    async (request) => ({ files: await listPatternFiles(app.ctx.db, request.params.id) }),
  );

  app.post(
    '/admin/products/:id/pattern-files',
    {
      ...routeOptions({
        access: 'admin',
        params: productParams,
        querystring: patternFileUploadQuerySchema,
        created: patternFileSchema,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      }),
      ...refuseHuge,
    },
    async (request, reply) => {
      const optionValues = parseOptionValues(request.query.optionValues);
      const file = await readPdf(request);
      const saved = await addPatternFile(files(), {
        productId: request.params.id,
        optionValues,
        file,
      });
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/admin/products/:id/pattern-files/:fileId',
    {
      ...routeOptions({
        access: 'admin',
        params: fileParams,
        response: patternFileSchema,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      }),
      ...refuseHuge,
    },
    async (request) =>
      replacePatternFile(files(), {
        productId: request.params.id,
        fileId: request.params.fileId,
        file: await readPdf(request),
      }),
  );

  app.delete(
    '/admin/products/:id/pattern-files/:fileId',
    routeOptions({ access: 'admin', params: fileParams }),
    async (request, reply) => {
      await removePatternFile(files(), {
        productId: request.params.id,
        fileId: request.params.fileId,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/admin/orders/:id/downloads',
    routeOptions({
      access: 'admin',
      params: productParams,
      response: orderDownloadsSchema,
    }),
    async (request) => {
      const order = await orders.orderForDownload(app.ctx.db, request.params.id);
      if (!order) throw notFound('Order not found');
      return { lines: await orderDownloadLines(app.ctx.db, orders, order, null) };
    },
  );

  app.post(
    '/admin/orders/:id/downloads/:downloadId/reset',
    routeOptions({
      access: 'admin',
      params: z.object({ id: entityIdSchema, downloadId: entityIdSchema }),
      response: orderDownloadsSchema,
    }),
    async (request) => {
      const order = await orders.orderForDownload(app.ctx.db, request.params.id);
      const row = order && (await resetDownloads(app.ctx.db, request.params.downloadId));
      if (!order || !row || row.orderId !== order.id) throw notFound('Download not found');
      return { lines: await orderDownloadLines(app.ctx.db, orders, order, null) };
    },
  );
};

/**
 * The requester's side under /api: sending a request (public, rate-limited, size-bounded like
 * the contact form) and its photos, following it (the owner's account or the signed link from
 * the mails), writing in its thread, paying what is due, and a customer's own list.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CUSTOM_PHOTOS_MAX,
  customMessageInputSchema,
  customOrderCreatedSchema,
  customOrderListSchema,
  customOrderRequestInputSchema,
  customOrderSchema,
  customPayResponseSchema,
  customPhotoUploadSchema,
} from '@shop/shared/schemas/custom-order';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { currentUser, readSessionUser } from '../../plugins/access.ts';
import { multipartOptions, uploadLimitHooks } from '../media/index.ts';
import { findRequestFor } from './access.ts';
import { createCustomRequest } from './create-request.ts';
import { expirePastQuotes } from './expire-quotes.ts';
import { listCustomRequestsOfUser } from './list-requests.ts';
import { loadCustomOrder } from './load-request.ts';
import { payCustomOrder } from './pay-custom-order.ts';
import { postCustomMessage } from './post-message.ts';
import { uploadCustomPhotos } from './request-photos.ts';
import { routeOptions } from '../../lib/route-options.ts';

export const CUSTOM_REQUEST_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
/** Room for the longest description in any script (4 bytes a character), photos' URLs, the rest. */
export const CUSTOM_REQUEST_BODY_LIMIT = 32 * 1024;
const WRITE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

const idParams = z.object({ id: entityIdSchema });
const tokenQuery = z.object({ token: z.string().min(1).max(200).optional() });

export const customOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const who = async (request: Parameters<typeof readSessionUser>[1], token?: string) => ({
    userId: (request.user ?? (await readSessionUser(app, request)))?.id ?? null,
    token: token ?? null,
  });

  app.post(
    '/custom-orders',
    routeOptions({
      access: 'public',
      rateLimit: CUSTOM_REQUEST_RATE_LIMIT,
      bodyLimit: CUSTOM_REQUEST_BODY_LIMIT,
      body: customOrderRequestInputSchema,
      created: customOrderCreatedSchema,
    }),
    async (request, reply) => {
      const user = await readSessionUser(app, request);
      const created = await createCustomRequest(app.ctx, { input: request.body, user });
      return reply.status(201).send(created);
    },
  );

  await app.register(async (uploads) => {
    // Multipart only in this scope, with room for one photo more than allowed (told apart).
    await uploads.register(multipart, {
      ...multipartOptions,
      limits: {
        ...multipartOptions.limits,
        files: CUSTOM_PHOTOS_MAX + 1,
        parts: CUSTOM_PHOTOS_MAX + 5,
      },
    });
    uploads.post(
      '/custom-orders/photos',
      {
        ...routeOptions({
          access: 'public',
          rateLimit: CUSTOM_REQUEST_RATE_LIMIT,
          response: customPhotoUploadSchema,
        }),
        ...uploadLimitHooks(() => ({ files: CUSTOM_PHOTOS_MAX, isSingle: false })),
      },
      async (request) => ({ photos: await uploadCustomPhotos(app.ctx.storage, request) }),
    );
  });

  app.get(
    '/account/custom-orders',
    routeOptions({ access: 'user', response: customOrderListSchema }),
    async (request) => {
      await expirePastQuotes(app.ctx);
      return {
        items: await listCustomRequestsOfUser(app.ctx.db, { userId: currentUser(request).id }),
      };
    },
  );

  app.get(
    '/custom-orders/:id',
    routeOptions({
      access: 'public',
      params: idParams,
      querystring: tokenQuery,
      response: customOrderSchema,
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await expirePastQuotes(app.ctx);
      const row = await findRequestFor(app.ctx.db, {
        id: request.params.id,
        secret: app.ctx.authSecret,
        who: await who(request, request.query.token),
      });
      return loadCustomOrder(app.ctx.db, row);
    },
  );

  app.post(
    '/custom-orders/:id/messages',
    routeOptions({
      access: 'public',
      rateLimit: WRITE_RATE_LIMIT,
      bodyLimit: CUSTOM_REQUEST_BODY_LIMIT,
      params: idParams,
      querystring: tokenQuery,
      body: customMessageInputSchema,
      response: customOrderSchema,
    }),
    async (request) => {
      const row = await findRequestFor(app.ctx.db, {
        id: request.params.id,
        secret: app.ctx.authSecret,
        who: await who(request, request.query.token),
      });
      await postCustomMessage(app.ctx, {
        request: row,
        author: 'customer',
        body: request.body.body.trim(),
      });
      return loadCustomOrder(app.ctx.db, row);
    },
  );

  app.post(
    '/custom-orders/:id/pay',
    routeOptions({
      access: 'user',
      rateLimit: WRITE_RATE_LIMIT,
      params: idParams,
      querystring: tokenQuery,
      response: customPayResponseSchema,
    }),
    async (request) =>
      payCustomOrder(
        { ...app.ctx, log: request.log },
        { id: request.params.id, user: currentUser(request), token: request.query.token ?? null },
      ),
  );
};

/** The maker's inbox under /api/admin/messages: list and reply (admin only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@shop/shared/schemas/text';
import {
  contactMessageListSchema,
  contactMessageSchema,
  messageReplySchema,
} from '@shop/shared/schemas/engagement';
import { listContactMessages } from './list-contact-messages.ts';
import { replyToMessage } from './reply-to-message.ts';
import { routeOptions } from '../../lib/route-options.ts';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/messages',
    routeOptions({ access: 'admin', response: contactMessageListSchema }),
    async () => ({ items: await listContactMessages(app.ctx.db) }),
  );

  app.post(
    '/admin/messages/:id/reply',
    routeOptions({
      access: 'admin',
      params: z.object({ id: entityIdSchema }),
      body: messageReplySchema,
      response: contactMessageSchema,
    }),
    async (request) =>
      replyToMessage(app.ctx, {
        messageId: request.params.id,
        response: request.body.response,
      }),
  );
};

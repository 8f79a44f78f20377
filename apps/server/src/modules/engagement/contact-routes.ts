/** The contact form's endpoint: public, rate-limited per client, bodies bounded in size. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageCreatedSchema,
  contactMessageInputSchema,
} from '@shop/shared/schemas/engagement';
import { createContactMessage } from './create-contact-message.ts';
import { routeOptions } from '../../lib/route-options.ts';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
/** Room for the longest message in any script (up to 4 bytes a character) plus the rest. */
export const CONTACT_BODY_LIMIT = 24 * 1024;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    routeOptions({
      access: 'public',
      rateLimit: CONTACT_RATE_LIMIT,
      bodyLimit: CONTACT_BODY_LIMIT,
      body: contactMessageInputSchema,
      created: contactMessageCreatedSchema,
    }),
    async (request, reply) => {
      const { name, email, message, instagramUsername } = request.body;
      const created = await createContactMessage(app.ctx, {
        name,
        email,
        message,
        instagramUsername: instagramUsername ?? null,
      });
      return reply.status(201).send(created);
    },
  );
};

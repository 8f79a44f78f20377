/** Engagement under /api: newsletter, contact form and the admin's inbox of contact messages. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from './contact-routes.ts';
import { messagesRoutes } from './admin-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';

export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(messagesRoutes);
};

/** Engagement under /api: newsletter (and its campaigns), contact form and the maker's inbox. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from './contact-routes.ts';
import { messagesRoutes } from './admin-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { newsletterAdminRoutes } from './newsletter-admin-routes.ts';

export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(messagesRoutes);
  await app.register(newsletterAdminRoutes);
};

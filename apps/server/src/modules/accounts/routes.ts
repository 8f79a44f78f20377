/** Account API under /api besides better-auth's own /api/auth/*: who am I. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema } from '@shop/shared/schemas/account';
import { currentUser } from '../../plugins/access.ts';
import { toMe } from './me.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { config: { access: 'user' }, schema: { response: { 200: meSchema } } },
    async (request) =>
      toMe(currentUser(request), { requireAdminTwoFactor: app.ctx.config.requireAdminTwoFactor }),
  );
};

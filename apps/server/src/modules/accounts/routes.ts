/** Account API under /api besides better-auth's own /api/auth/*: who am I. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema } from '@shop/shared/schemas/account';
import { currentUser } from '../../plugins/access.ts';
import { toMe } from './me.ts';
import { routeOptions } from '../../lib/route-options.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', routeOptions({ access: 'user', response: meSchema }), async (request) =>
    toMe(currentUser(request), { requireAdminTwoFactor: app.ctx.config.requireAdminTwoFactor }),
  );
};

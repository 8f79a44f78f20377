/**
 * A customer's data and account: download it all as JSON, or delete the account (typing the
 * email to confirm). The maker can do the same for a customer on request, from the admin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVACY } from '@shop/shared/privacy';
import { currentUser } from '../../plugins/access.ts';
import { badRequest } from '../../lib/app-error.ts';
import { deleteCustomerAccount, exportCustomerData } from './customer-data.ts';

const fileName = (email: string) => `${email.replace(/[^a-zA-Z0-9._-]+/g, '_')}-personal-data.json`;

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me/data', { config: { access: 'user' } }, async (request, reply) => {
    const data = await exportCustomerData(app.ctx.db, currentUser(request).id);
    return reply
      .header('content-disposition', `attachment; filename="${fileName(data.profile.email)}"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  app.delete(
    '/me',
    {
      config: { access: 'user' },
      schema: { body: z.object({ confirmEmail: z.string().trim().max(320) }).strict() },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (request.body.confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
        throw badRequest(PRIVACY.confirmMismatch, { confirmEmail: PRIVACY.confirmMismatch });
      }
      await deleteCustomerAccount(app.ctx.db, user.id);
      // Its sessions are gone: the browser's cookie no longer signs anyone in.
      return reply.status(204).send();
    },
  );

  const customerParams = z.object({ id: z.string().min(1).max(64) });

  app.get(
    '/admin/customers/:id/data',
    { config: { access: 'admin' }, schema: { params: customerParams } },
    async (request, reply) => {
      const data = await exportCustomerData(app.ctx.db, request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${fileName(data.profile.email)}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/admin/customers/:id',
    { config: { access: 'admin' }, schema: { params: customerParams } },
    async (request, reply) => {
      await deleteCustomerAccount(app.ctx.db, request.params.id);
      return reply.status(204).send();
    },
  );
};

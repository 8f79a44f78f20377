/**
 * A customer's data and account: download it all as JSON, or delete the account (typing the
 * email to confirm). The maker can do the same for a customer on request, from the admin.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVACY } from '@shop/shared/privacy';
import { currentUser } from '../../plugins/access.ts';
import { badRequest } from '../../lib/app-error.ts';
import { deleteCustomerAccount, exportCustomerData } from './customer-data.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { deleteRoute } from '../../lib/record-routes.ts';
import { sendDownload } from '../../lib/download.ts';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';

const fileName = (email: string) => `${email.replace(/[^a-zA-Z0-9._-]+/g, '_')}-personal-data.json`;

export type PrivacyOptions = { personalDataOwners: readonly PersonalDataOwner[] };

export const privacyRoutes: FastifyPluginAsyncZod<PrivacyOptions> = async (
  app,
  { personalDataOwners: owners },
) => {
  const sendData = async (reply: FastifyReply, userId: string) => {
    const data = await exportCustomerData(app.ctx.db, owners, userId);
    return sendDownload(reply, { filename: fileName(data.profile.email), body: data });
  };

  app.get('/me/data', { config: { access: 'user' } }, async (request, reply) =>
    sendData(reply, currentUser(request).id),
  );

  app.delete(
    '/me',
    routeOptions({
      access: 'user',
      body: z.object({ confirmEmail: z.string().trim().max(320) }).strict(),
    }),
    async (request, reply) => {
      const user = currentUser(request);
      if (request.body.confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
        throw badRequest(PRIVACY.confirmMismatch, { confirmEmail: PRIVACY.confirmMismatch });
      }
      await deleteCustomerAccount(app.ctx.db, owners, user.id);
      // Its sessions are gone: the browser's cookie no longer signs anyone in.
      return reply.status(204).send();
    },
  );

  const customerParams = z.object({ id: z.string().min(1).max(64) });

  app.get(
    '/admin/customers/:id/data',
    routeOptions({ access: 'admin', params: customerParams }),
    async (request, reply) => sendData(reply, request.params.id),
  );

  deleteRoute(app, '/admin/customers/:id', { access: 'admin', params: customerParams }, (id) =>
    deleteCustomerAccount(app.ctx.db, owners, id),
  );
};

/**
 * The test provider's API behind /test-checkout/:sessionId (signed-in owner only). Present only
 * while the test provider is in use: refused under NODE_ENV=production unless
 * PAYMENTS_TEST_MODE=true, and when Stripe is configured.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  testCheckoutPaySchema,
  testCheckoutResultSchema,
  testCheckoutSessionSchema,
} from '@shop/shared/schemas/order';
import { currentUser } from '../../plugins/access.ts';
import { notFound } from '../../lib/app-error.ts';
import { isTestCheckoutAvailable } from './select-provider.ts';
import { cancelTestSession, getTestSession, payTestSession } from './test-checkout-session.ts';

const params = z.object({ sessionId: z.string().min(1).max(200) });
const writeLimit = { max: 20, timeWindow: '1 minute' };

export const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (!isTestCheckoutAvailable(app.ctx.config)) throw notFound('Test checkout is not available');
  });
  const ctx = (log: typeof app.log) => ({
    db: app.ctx.db,
    outbox: app.ctx.outbox,
    config: app.ctx.config,
    payments: app.ctx.payments,
    log,
  });

  app.get(
    '/test-checkout/:sessionId',
    {
      config: { access: 'user' },
      schema: { params, response: { 200: testCheckoutSessionSchema } },
    },
    async (request) =>
      getTestSession(ctx(request.log), currentUser(request), request.params.sessionId),
  );

  app.post(
    '/test-checkout/:sessionId/pay',
    {
      config: { access: 'user', rateLimit: writeLimit },
      schema: { params, body: testCheckoutPaySchema, response: { 200: testCheckoutResultSchema } },
    },
    async (request) =>
      payTestSession(
        ctx(request.log),
        currentUser(request),
        request.params.sessionId,
        request.body,
      ),
  );

  app.post(
    '/test-checkout/:sessionId/cancel',
    {
      config: { access: 'user', rateLimit: writeLimit },
      schema: { params, response: { 200: testCheckoutResultSchema } },
    },
    async (request) =>
      cancelTestSession(ctx(request.log), currentUser(request), request.params.sessionId),
  );
};

/**
 * Demo payments' API behind /test-checkout/:sessionId (signed-in owner only). Present only
 * while demo payments is in use: refused under NODE_ENV=production unless
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
import { isDemoCheckoutAvailable } from './select-provider.ts';
import { cancelDemoSession, getDemoSession, payDemoSession } from './demo-checkout-session.ts';

const params = z.object({ sessionId: z.string().min(1).max(200) });
const writeLimit = { max: 20, timeWindow: '1 minute' };

export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (!isDemoCheckoutAvailable(app.ctx.config)) throw notFound('Test checkout is not available');
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
      getDemoSession(ctx(request.log), currentUser(request), request.params.sessionId),
  );

  app.post(
    '/test-checkout/:sessionId/pay',
    {
      config: { access: 'user', rateLimit: writeLimit },
      schema: { params, body: testCheckoutPaySchema, response: { 200: testCheckoutResultSchema } },
    },
    async (request) =>
      payDemoSession(
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
      cancelDemoSession(ctx(request.log), currentUser(request), request.params.sessionId),
  );
};

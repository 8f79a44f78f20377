/**
 * Demo payments' API behind /test-checkout/:sessionId (signed-in owner only). Present only
 * while demo payments is in use: refused under NODE_ENV=production unless
 * PAYMENTS_TEST_MODE=true, and when Stripe is configured.
 */
import type { FastifyRequest } from 'fastify';
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
import {
  cancelCustomDemoSession,
  getCustomDemoSession,
  payCustomDemoSession,
} from '../custom-orders/index.ts';
import { routeOptions } from '../../lib/route-options.ts';

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
    authSecret: app.ctx.authSecret,
    log,
  });
  // A custom order's session (its deposit or balance) is answered by that module first; a
  // session it does not know is the shop's checkout.
  const customCtx = (log: typeof app.log) => ({ ...app.ctx, log });
  const session = (request: FastifyRequest<{ Params: z.infer<typeof params> }>) => ({
    user: currentUser(request),
    sessionId: request.params.sessionId,
  });
  async function answer<Input, Answer>(
    request: FastifyRequest,
    input: Input,
    custom: (context: ReturnType<typeof customCtx>, input: Input) => Promise<Answer | null>,
    shop: (context: ReturnType<typeof ctx>, input: Input) => Promise<Answer>,
  ): Promise<Answer> {
    return (await custom(customCtx(request.log), input)) ?? shop(ctx(request.log), input);
  }

  app.get(
    '/test-checkout/:sessionId',
    routeOptions({ access: 'user', params, response: testCheckoutSessionSchema }),
    async (request) => answer(request, session(request), getCustomDemoSession, getDemoSession),
  );

  app.post(
    '/test-checkout/:sessionId/pay',
    routeOptions({
      access: 'user',
      rateLimit: writeLimit,
      params,
      body: testCheckoutPaySchema,
      response: testCheckoutResultSchema,
    }),
    async (request) =>
      answer(
        request,
        { ...session(request), body: request.body },
        payCustomDemoSession,
        payDemoSession,
      ),
  );

  app.post(
    '/test-checkout/:sessionId/cancel',
    routeOptions({
      access: 'user',
      rateLimit: writeLimit,
      params,
      response: testCheckoutResultSchema,
    }),
    async (request) =>
      answer(request, session(request), cancelCustomDemoSession, cancelDemoSession),
  );
};

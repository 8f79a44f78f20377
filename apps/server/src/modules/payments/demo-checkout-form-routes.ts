/**
 * The built-in payment page (/test-checkout/:sessionId) as an HTML form (lib/form-route.ts), so
 * a shopper pays or cancels before the app has loaded and with scripts off. One route, two
 * buttons: Pay (`intent=pay`) checks the address and shipping method with the app's own schema
 * (`testCheckoutPayFormSchema`, which reads the form's flat `shippingAddress.city` fields) and
 * pays through the same service as the API, then goes to the order's confirmation; Cancel gives
 * the stock back and goes to the cart. A refusal goes back to the page with each field's reason
 * and the address typed. The signed-in owner only, like the API; absent when demo payments is
 * not in use.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { testCheckoutPayFormSchema } from '@shop/shared/schemas/order';
import { AppError, notFound, unauthorized } from '../../lib/app-error.ts';
import { formFieldErrors, formRoute } from '../../lib/form-route.ts';
import { isDemoCheckoutAvailable } from './select-provider.ts';
import { cancelDemoSession, payDemoSession } from './demo-checkout-session.ts';
import { cancelCustomDemoSession, payCustomDemoSession } from '../custom-orders/index.ts';

export const TEST_CHECKOUT_FORM = 'test-checkout';
/** The same per-client limit as the API's pay and cancel. */
const writeLimit = { max: 20, timeWindow: '1 minute' };

export const demoCheckoutFormRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async () => {
    if (!isDemoCheckoutAvailable(app.ctx.config)) throw notFound('Test checkout is not available');
  });

  formRoute(app, '/test-checkout', {
    form: TEST_CHECKOUT_FORM,
    access: 'user',
    rateLimit: writeLimit,
    // The address fields are checked below, with the app's schema, once Pay is known.
    schema: z.looseObject({
      sessionId: z.string().min(1).max(200),
      intent: z.enum(['pay', 'cancel']).default('pay'),
    }),
    handle: async ({ sessionId, intent }, { request, user }) => {
      if (!user) throw unauthorized();
      const shop = {
        db: app.ctx.db,
        outbox: app.ctx.outbox,
        config: app.ctx.config,
        payments: app.ctx.payments,
        authSecret: app.ctx.authSecret,
        log: request.log,
      };
      const custom = { ...app.ctx, log: request.log };
      if (intent === 'cancel') {
        const input = { user, sessionId };
        const result =
          (await cancelCustomDemoSession(custom, input)) ?? (await cancelDemoSession(shop, input));
        return { redirect: result.redirectTo };
      }
      const parsed = testCheckoutPayFormSchema.safeParse(request.rawFormFields ?? {});
      if (!parsed.success) {
        throw new AppError(
          400,
          'validation_failed',
          'Please check the form.',
          formFieldErrors(parsed.error),
        );
      }
      const input = { user, sessionId, body: parsed.data };
      const result =
        (await payCustomDemoSession(custom, input)) ?? (await payDemoSession(shop, input));
      return { redirect: result.redirectTo };
    },
  });
};

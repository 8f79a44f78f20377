/**
 * POST /api/webhooks/stripe: Stripe's signed callbacks. This plugin is encapsulated so that its
 * JSON parser — which keeps the raw bytes, as signature verification needs them — applies to
 * this route only. Public (Stripe has no session); trust comes from the signature alone.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { applyPaymentEvent } from '../orders/index.ts';
import { applyCustomPaymentEvent } from '../custom-orders/index.ts';
import { WebhookSignatureError } from './provider.ts';

/** Stripe's events are small; anything bigger is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  // Replaces, in this plugin only, the app's JSON parser (json-body.ts).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhooks/stripe',
    { config: { access: 'public' }, bodyLimit: WEBHOOK_BODY_LIMIT },
    async (request) => {
      const provider = app.ctx.payments;
      if (!provider || provider.name !== 'stripe') throw notFound('Stripe is not configured');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'refused a webhook with a bad signature');
          throw new AppError(400, 'bad_request', 'Invalid webhook signature');
        }
        throw error;
      }
      // A custom order's session (deposit, balance) first; every other one is a cart's.
      const result =
        (await applyCustomPaymentEvent({ ...app.ctx, log: request.log }, event, {
          provider: 'stripe',
        })) ??
        (await applyPaymentEvent(
          {
            db: app.ctx.db,
            outbox: app.ctx.outbox,
            config: app.ctx.config,
            payments: app.ctx.payments,
            authSecret: app.ctx.authSecret,
            log: request.log,
          },
          event,
          { provider: 'stripe' },
        ));
      request.log.info({ eventId: event.eventId, type: event.type, ...result }, 'webhook applied');
      return { received: true };
    },
  );
};

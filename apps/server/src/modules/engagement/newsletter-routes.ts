/**
 * Newsletter under /api: subscribe (public, rate-limited per client, small bodies only) and the
 * signed one-click unsubscribe link, as a GET from the mail and as the RFC 8058 POST that mail
 * providers send for List-Unsubscribe-Post.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newsletterSubscribeResultSchema,
  newsletterSubscribeSchema,
} from '@shop/shared/schemas/engagement';
import { confirmNewsletterSubscription, subscribeToNewsletter } from './subscribe-to-newsletter.ts';
import { renderNewsletterConfirmPage } from './confirm-page.ts';
import { unsubscribeFromNewsletter } from './unsubscribe-from-newsletter.ts';
import { isValidUnsubscribeToken } from './unsubscribe-link.ts';
import { renderUnsubscribePage } from './unsubscribe-page.ts';
import { acceptFormBodies, sendsPrivatePage } from '../../lib/html-page-scope.ts';
import { registerOptOutRoute } from '../../lib/opt-out-route.ts';
import { routeOptions } from '../../lib/route-options.ts';

export const NEWSLETTER_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
export const NEWSLETTER_BODY_LIMIT = 4 * 1024;
const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const confirmQuery = z.object({ token: z.string().max(200).optional() });

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscribe',
    routeOptions({
      access: 'public',
      rateLimit: NEWSLETTER_RATE_LIMIT,
      bodyLimit: NEWSLETTER_BODY_LIMIT,
      body: newsletterSubscribeSchema,
      response: newsletterSubscribeResultSchema,
      created: newsletterSubscribeResultSchema,
    }),
    async (request, reply) => {
      const { email } = request.body;
      const status = await subscribeToNewsletter(app.ctx, email);
      return reply.status(status === 'subscribed' ? 201 : 200).send({ status });
    },
  );

  await registerOptOutRoute(app, {
    path: '/newsletter/unsubscribe',
    names: 'email',
    isValidToken: isValidUnsubscribeToken,
    optOut: (email) => unsubscribeFromNewsletter(app.ctx.db, email),
    renderPage: (page) =>
      renderUnsubscribePage(
        page.isDone
          ? { isDone: true, email: page.subject.trim().toLowerCase(), shopUrl: page.shopUrl }
          : page,
      ),
  });

  await app.register(async (confirm) => {
    // The confirmation page's button posts a plain HTML form.
    acceptFormBodies(confirm);

    // The double opt-in link: GET shows a button, only its POST confirms.
    confirm.route({
      method: ['GET', 'POST'],
      url: '/newsletter/confirm',
      config: { access: 'public', rateLimit: CONFIRM_RATE_LIMIT },
      schema: { querystring: confirmQuery },
      async handler(request, reply) {
        const shopUrl = `${app.ctx.config.publicUrl}/`;
        sendsPrivatePage(reply);
        const fromForm = (request.body as { token?: unknown } | undefined)?.token;
        const token =
          request.method === 'POST'
            ? typeof fromForm === 'string'
              ? fromForm
              : undefined
            : (request.query as z.infer<typeof confirmQuery>).token;
        if (!token || token.length > 200) {
          return reply.status(400).send(renderNewsletterConfirmPage({ state: 'invalid', shopUrl }));
        }
        if (request.method === 'GET') {
          // With the default no-referrer, Chromium posts the form with `Origin: null`, which the
          // cross-origin check refuses; same-origin keeps the real origin on our own form.
          reply.header('referrer-policy', 'same-origin');
          return reply.send(renderNewsletterConfirmPage({ state: 'ask', token }));
        }
        const email = await confirmNewsletterSubscription(app.ctx, token);
        if (!email) {
          return reply.status(400).send(renderNewsletterConfirmPage({ state: 'invalid', shopUrl }));
        }
        return reply.send(renderNewsletterConfirmPage({ state: 'confirmed', email, shopUrl }));
      },
    });
  });
};

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

export const NEWSLETTER_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
export const NEWSLETTER_BODY_LIMIT = 4 * 1024;
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

// Lenient on purpose: a mangled link should get a friendly page, not a JSON validation error.
const unsubscribeQuery = z.object({
  email: z.string().max(320).optional(),
  token: z.string().max(200).optional(),
});

const confirmQuery = z.object({ token: z.string().max(200).optional() });

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscribe',
    {
      config: { access: 'public', rateLimit: NEWSLETTER_RATE_LIMIT },
      bodyLimit: NEWSLETTER_BODY_LIMIT,
      schema: {
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResultSchema, 201: newsletterSubscribeResultSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const status = await subscribeToNewsletter(app.ctx, email);
      return reply.status(status === 'subscribed' ? 201 : 200).send({ status });
    },
  );

  await app.register(async (unsubscribe) => {
    // RFC 8058: providers POST `List-Unsubscribe=One-Click` as a form body. Only this scope
    // accepts form bodies; the rest of the API stays JSON-only.
    unsubscribe.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    unsubscribe.route({
      method: ['GET', 'POST'],
      url: '/newsletter/unsubscribe',
      config: { access: 'public', rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: { querystring: unsubscribeQuery },
      async handler(request, reply) {
        const { email, token } = request.query as z.infer<typeof unsubscribeQuery>;
        const shopUrl = `${app.ctx.config.publicUrl}/`;
        reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8');
        const isValid =
          !!email && !!token && isValidUnsubscribeToken(app.ctx.authSecret, email, token);
        if (!isValid) {
          return reply.status(400).send(renderUnsubscribePage({ isDone: false, shopUrl }));
        }
        await unsubscribeFromNewsletter(app.ctx.db, email);
        return reply.send(
          renderUnsubscribePage({ isDone: true, email: email.trim().toLowerCase(), shopUrl }),
        );
      },
    });

    // The double opt-in link: GET shows a button, only its POST confirms.
    unsubscribe.route({
      method: ['GET', 'POST'],
      url: '/newsletter/confirm',
      config: { access: 'public', rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: { querystring: confirmQuery },
      async handler(request, reply) {
        const shopUrl = `${app.ctx.config.publicUrl}/`;
        reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8');
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

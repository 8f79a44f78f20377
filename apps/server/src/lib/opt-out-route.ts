/**
 * The route behind a signed one-click opt-out link: GET from the mail's link, POST from a mail
 * provider's one-click button (RFC 8058 sends `List-Unsubscribe=One-Click` as a form body). A
 * valid link runs the caller's opt-out and shows its page; anything else shows the page that
 * says the link is not valid. Cart reminders and review requests name an account (`?user=`);
 * the newsletter names an address (`?email=`).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acceptFormBodies, sendsPrivatePage } from './html-page-scope.ts';

// Lenient on purpose: a mangled link should get a friendly page, not a JSON validation error.
const queries = {
  user: z.object({
    user: z.string().max(100).optional(),
    token: z.string().max(100).optional(),
  }),
  email: z.object({
    email: z.string().max(320).optional(),
    token: z.string().max(200).optional(),
  }),
};

export type OptOutPage =
  { isDone: true; subject: string; shopUrl: string } | { isDone: false; shopUrl: string };

export type OptOutRouteOptions = {
  path: string;
  /** What the link names: an account id (the default) or an email address. */
  names?: keyof typeof queries;
  isValidToken: (secret: string, subject: string, token: string) => boolean;
  /** Turns the mail off for `subject` (whose link was valid). */
  optOut: (subject: string) => Promise<unknown>;
  renderPage: (page: OptOutPage) => string;
};

export async function registerOptOutRoute(
  app: FastifyInstance,
  { path, names = 'user', isValidToken, optOut, renderPage }: OptOutRouteOptions,
) {
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.route({
      method: ['GET', 'POST'],
      url: path,
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { querystring: queries[names] },
      async handler(request, reply) {
        const query = request.query as Partial<Record<'user' | 'email' | 'token', string>>;
        const subject = query[names];
        const { token } = query;
        const shopUrl = `${app.ctx.config.publicUrl}/`;
        sendsPrivatePage(reply);
        if (!subject || !token || !isValidToken(app.ctx.authSecret, subject, token)) {
          return reply.status(400).send(renderPage({ isDone: false, shopUrl }));
        }
        await optOut(subject);
        return reply.send(renderPage({ isDone: true, subject, shopUrl }));
      },
    });
  });
}

/**
 * The route behind a signed one-click opt-out link (signed-opt-out.ts): GET from the mail's
 * link, POST from a mail provider's one-click button (RFC 8058 sends `List-Unsubscribe=One-Click`
 * as a form body). A valid link runs the caller's opt-out and shows its page; anything else
 * shows the page that says the link is not valid. Cart reminders and review requests use it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const query = z.object({
  user: z.string().max(100).optional(),
  token: z.string().max(100).optional(),
});

export type OptOutRouteOptions = {
  path: string;
  isValidToken: (secret: string, userId: string, token: string) => boolean;
  /** Turns the mail off for `userId` (whose link was valid). */
  optOut: (userId: string) => Promise<unknown>;
  renderPage: (page: { isDone: boolean; shopUrl: string }) => string;
};

export async function registerOptOutRoute(
  app: FastifyInstance,
  { path, isValidToken, optOut, renderPage }: OptOutRouteOptions,
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: path,
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { querystring: query },
      async handler(request, reply) {
        const { user, token } = request.query as z.infer<typeof query>;
        const shopUrl = `${app.ctx.config.publicUrl}/`;
        reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8');
        if (!user || !token || !isValidToken(app.ctx.authSecret, user, token)) {
          return reply.status(400).send(renderPage({ isDone: false, shopUrl }));
        }
        await optOut(user);
        return reply.send(renderPage({ isDone: true, shopUrl }));
      },
    });
  });
}

/**
 * Mounts better-auth at /api/auth/*. The Fastify request is handed over as a fetch Request, with
 * the client IP (as Fastify resolved it, honouring TRUST_PROXY) in a header of our own so that
 * better-auth's rate limiter keys each client separately and cannot be spoofed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseOutage } from '../../db/is-outage.ts';
import { AppError, badRequest, unavailable } from '../../lib/app-error.ts';
import { recordAuthOutcome, refuseAbusiveAuthCall } from './auth-abuse-guard.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { toHeaders } from '../../plugins/access.ts';

/** better-auth takes JSON objects only; anything else is refused here in the shop's shape. */
function refuseNonJsonBody(request: FastifyRequest) {
  if (request.method === 'GET' || request.body === undefined) return;
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON');
  }
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
}

export async function authRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimit: false },
    async handler(request, reply) {
      refuseNonJsonBody(request);
      const url = new URL(request.url, app.ctx.config.publicUrl);
      const refusal = await refuseAbusiveAuthCall(app.ctx.db, url.pathname, request.body);
      if (refusal) {
        return reply
          .status(refusal.status)
          .header('x-retry-after', String(refusal.retryAfterSeconds))
          .header('retry-after', String(refusal.retryAfterSeconds))
          .send({ message: refusal.message });
      }
      const headers = toHeaders(request);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await app.ctx.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      // better-auth turns a lost database into its own 500; say what it is, like every route.
      if (response.status >= 500 && (await isDatabaseOutage(app.ctx.db))) throw unavailable();
      await recordAuthOutcome(app.ctx.db, url.pathname, request.body, response.status);
      reply.status(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

/**
 * Mounts better-auth at /api/auth/*. The Fastify request is handed over as a fetch Request, with
 * the client IP (as Fastify resolved it, honouring TRUST_PROXY) in a header of our own so that
 * better-auth's rate limiter keys each client separately and cannot be spoofed.
 */
import type { FastifyInstance } from 'fastify';
import { CLIENT_IP_HEADER } from '../modules/accounts/auth.ts';
import { toHeaders } from './access.ts';

export async function authRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimit: false },
    async handler(request, reply) {
      const url = new URL(request.url, app.ctx.config.publicUrl);
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
      reply.status(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

/**
 * Until the database is opened, migrated and seeded (lib/readiness.ts), every request but the
 * health probes is answered 503 `unavailable` with a Retry-After: the shop is starting, the
 * client may try again, and no handler runs against a database that is not there or not
 * migrated yet. Once ready, the hook costs one property read per request.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

export const STARTING_MESSAGE = 'The shop is starting; try again in a moment';
const PROBES = new Set(['/api/health', '/api/health/live']);

export const readinessGate = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (app.readiness.isReady) return;
    const path = request.url.split('?', 1)[0]!;
    if (PROBES.has(path)) return;
    return reply
      .status(503)
      .header('retry-after', '5')
      .header('cache-control', 'no-store')
      .send(errorBody('unavailable', STARTING_MESSAGE));
  });
});

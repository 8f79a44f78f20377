/**
 * Security headers, per-route rate limits and the cross-origin guard: a state-changing request
 * whose Origin (or Fetch-Metadata) says it came from another site is refused.
 */
import rateLimit from '@fastify/rate-limit';
import { createPostgresRateLimitStore } from './postgres-rate-limit-store.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasSessionCookie } from './public-cache.ts';
import { applySecurityHeaders, buildSecurityHeaders } from './security-headers.ts';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Server-to-server callers that carry no browser origin and authenticate by signature. */
const ORIGIN_EXEMPT_PREFIXES = [
  '/api/webhooks/',
  '/api/newsletter/unsubscribe',
  '/api/reviews/opt-out',
];

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  const securityHeaders = buildSecurityHeaders({ isProduction: config.isProduction });

  await app.register(rateLimit, {
    global: false,
    // On PostgreSQL the counts live in the database, so replicas share them (ADR 014); the
    // embedded database serves one process, whose memory is the cheaper place to count.
    // (Cast: the plugin's store types omit the `routeInfo` that `child()` receives at run time.)
    ...(app.ctx.dbKind === 'postgres'
      ? { store: createPostgresRateLimitStore(app.ctx.db) as never }
      : {}),
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'rate_limited',
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });

  const { origins } = app.ctx;
  // The same list better-auth trusts (origin-policy.ts): scheme, host and port must match.
  const refused = () =>
    new AppError(
      403,
      'forbidden',
      `Cross-origin request refused. Open the shop at ${origins.publicOrigin} and try again.`,
    );
  // One callback hook for both, since it runs on every request (ADR 015).
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(reply, securityHeaders);
    if (SAFE_METHODS.has(request.method)) return done();
    if (ORIGIN_EXEMPT_PREFIXES.some((p) => request.url.startsWith(p))) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    // A page's own HTML form may be sent with `Origin: null` (Chromium does so for a form post
    // made with scripts off under the shop's referrer policy): then only the browser's word
    // that it came from this origin will do.
    if (origin === 'null') return done(site === 'same-origin' ? undefined : refused());
    if (origin !== undefined) return done(origins.isTrusted(origin) ? undefined : refused());
    if (site === 'cross-site') return done(refused());
    // A request that carries the session cookie acts as that person: without an Origin only
    // the browser's own word that it came from this origin will do. Cookie-less callers (a
    // script, a mail client's one-click unsubscribe) prove nothing by an Origin and need none.
    if (hasSessionCookie(request.headers) && site !== 'same-origin') return done(refused());
    done();
  });
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') origins.trustListenAddress(address);
  });
});

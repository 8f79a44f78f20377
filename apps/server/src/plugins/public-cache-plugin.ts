/**
 * Wires the public answer cache (public-cache.ts) into the server, in two places:
 *   - `serveFromPublicCache` runs in the raw `http` handler (serverFactory in app.ts), before
 *     Fastify routes the request: a hit is written straight from the stored bytes and headers;
 *   - this plugin's hooks do the same for requests that reach Fastify (app.inject, the server
 *     renderer's loaders), fill the cache from answers of routes that opt in with
 *     `config: { publicCache: true }` (and anonymous pages), and move the generation on after
 *     every state-changing request, so this process's own writes are visible at once.
 * The fill is the first onSend hook of each opted-in route (and runs from the root hook for
 * pages), so it sees the answer before @fastify/compress does.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  CachedAnswer,
  hasVisitorCookie,
  PRIVATE_CACHE_CONTROL,
  type PublicCache,
} from './public-cache.ts';
import { hooksOf } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The generation when the request arrived: an answer is stored under it, never a later one. */
    publicCacheGeneration: number;
    isPublicCacheHit: boolean;
    /** Set by the page renderer on an anonymous page, which may then be stored. */
    isPublicPage: boolean;
  }
  interface FastifyInstance {
    /** Whether this request's answer may come from, or go into, the public cache. */
    canUsePublicCache: (request: FastifyRequest) => boolean;
  }
  interface FastifyContextConfig {
    /** The answer is the same for every visitor and may be served from the public cache. */
    publicCache?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Sign-in and sign-out (API and forms) write sessions only, the dark-mode switch a cookie, and a
 * browser's analytics event only counts: no public answer shows any of them.
 */
const NON_CATALOG_WRITES = ['/api/auth/', '/api/preferences/', '/forms/auth/', '/api/analytics/'];
const isNonCatalogWrite = (url: string) => NON_CATALOG_WRITES.some((p) => url.startsWith(p));

/** The hot path: true when the request was answered from the cache. */
export function serveFromPublicCache(
  cache: PublicCache,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const served = cache.lookup(req.method ?? 'GET', req.url ?? '/', req.headers);
  if (!served) return false;
  res.writeHead(served.status, served.headers);
  res.end(served.body ?? undefined);
  return true;
}

/**
 * Called for a GET or HEAD the cache may serve (`cache.isUsable`). A HEAD runs the GET's handler,
 * and this hook sees its whole answer before Fastify drops it, so it is stored too.
 */
function fill(cache: PublicCache, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const status = reply.statusCode;
  const isStorable =
    (status === 200 || (status === 404 && request.isPublicPage)) &&
    !reply.hasHeader('set-cookie') &&
    (typeof payload === 'string' || Buffer.isBuffer(payload));
  if (!isStorable) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const headers = {
    ...reply.raw.getHeaders(),
    ...reply.getHeaders(),
  } as OutgoingHttpHeaders;
  const entry = new CachedAnswer(request.publicCacheGeneration, status, headers, body);
  cache.store(request.url, request.headers, entry);
  // This answer goes out exactly as a later hit will (same encoding, ETag, headers). A HEAD
  // gets the GET's body here: Fastify's HEAD handling, which runs next, takes its length and
  // drops it.
  const served = entry.serve('GET', request.headers);
  reply.code(served.status).headers(served.headers);
  return served.body ?? '';
}

export const publicCachePlugin = fp<{ cache: PublicCache }>(
  async (app: FastifyInstance, { cache }) => {
    app.decorateRequest('publicCacheGeneration', 0);
    app.decorateRequest('isPublicCacheHit', false);
    app.decorateRequest('isPublicPage', false);
    app.decorate('canUsePublicCache', (request: FastifyRequest) =>
      cache.isUsable(request.method, request.headers, request.url),
    );

    // Callback hooks, not async ones: they run on every request, and a promise per hook per
    // request is measurable on the uncached path (ADR 015).
    app.addHook('onRequest', (request, reply, done) => {
      request.publicCacheGeneration = cache.feed.generation;
      // A HEAD is sent the GET's body, whose length Fastify's HEAD handling keeps as it drops it.
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const served = cache.lookup(method, request.url, request.headers);
      if (!served) return done();
      request.isPublicCacheHit = true;
      void reply
        .code(served.status)
        .headers(served.headers)
        .send(served.body ?? '');
    });

    /** An answer that may be public: stored (anonymous), or marked private (signed in). */
    const fillOrMarkPrivate: onSendHookHandler = (request, reply, payload, done) => {
      if (request.isPublicCacheHit || !SAFE_METHODS.has(request.method)) {
        return done(null, payload);
      }
      if (!cache.isUsable(request.method, request.headers, request.url)) {
        if (hasVisitorCookie(request.headers, request.url)) {
          reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        }
        return done(null, payload);
      }
      done(null, fill(cache, request, reply, payload));
    };

    // Routes that opt in get the fill as their own first onSend hook (before @fastify/compress's,
    // whose onRoute runs later); other routes run none of it.
    app.addHook('onRoute', (route) => {
      if (route.config?.publicCache === true) {
        route.onSend = [fillOrMarkPrivate, ...hooksOf(route.onSend)];
      }
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method)) {
        if (!isNonCatalogWrite(request.url)) cache.feed.bump();
        return done(null, payload);
      }
      // Anonymous server-rendered pages (storefront-pages.ts) say so while rendering.
      if (request.isPublicPage) return fillOrMarkPrivate.call(app, request, reply, payload, done);
      done(null, payload);
    });
  },
);

/**
 * Wires the public answer cache (public-cache.ts) into the server, in two places:
 *   - `serveFromPublicCache` runs in the raw `http` handler (serverFactory in app.ts), before
 *     Fastify routes the request: a hit is written straight from the stored bytes and headers;
 *   - this plugin's hooks do the same for requests that reach Fastify (app.inject, the server
 *     renderer's loaders), fill the cache from answers of routes that opt in with
 *     `config: { publicCache: true }` (and anonymous pages), and move the generation on after
 *     every state-changing request, so this process's own writes are visible at once.
 * Its hooks are registered first at the root: the fill sees the answer before @fastify/compress.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CachedAnswer,
  hasSessionCookie,
  PRIVATE_CACHE_CONTROL,
  type PublicCache,
} from './public-cache.ts';

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
/** Sign-in and sign-out write sessions only, which no public answer shows. */
const NON_CATALOG_WRITES = '/api/auth/';

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

function isCacheable(request: FastifyRequest) {
  return request.isPublicPage || request.routeOptions.config?.publicCache === true;
}

function fill(cache: PublicCache, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const status = reply.statusCode;
  const isStorable =
    request.method === 'GET' &&
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
  cache.store(request.url, entry);
  // This answer goes out exactly as a later hit will (same encoding, ETag, headers).
  const served = entry.serve(request.method, request.headers);
  reply.code(served.status).headers(served.headers);
  return served.body ?? '';
}

export const publicCachePlugin = fp<{ cache: PublicCache }>(
  async (app: FastifyInstance, { cache }) => {
    app.decorateRequest('publicCacheGeneration', 0);
    app.decorateRequest('isPublicCacheHit', false);
    app.decorateRequest('isPublicPage', false);
    app.decorate('canUsePublicCache', (request: FastifyRequest) =>
      cache.isUsable(request.method, request.headers),
    );

    app.addHook('onRequest', async (request, reply) => {
      request.publicCacheGeneration = cache.feed.generation;
      const served = cache.lookup(request.method, request.url, request.headers);
      if (!served) return;
      request.isPublicCacheHit = true;
      return reply
        .code(served.status)
        .headers(served.headers)
        .send(served.body ?? '');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!SAFE_METHODS.has(request.method)) {
        if (!request.url.startsWith(NON_CATALOG_WRITES)) cache.feed.bump();
        return payload;
      }
      if (request.isPublicCacheHit || !isCacheable(request)) return payload;
      if (!cache.isUsable(request.method, request.headers)) {
        if (hasSessionCookie(request.headers)) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return payload;
      }
      return fill(cache, request, reply, payload);
    });
  },
);

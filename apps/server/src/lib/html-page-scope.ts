/**
 * What every route that answers a mailed link with a small HTML page shares: a scope that parses
 * plain HTML form bodies (the page's own button, or a mail provider's one-click POST; the rest of
 * the API stays JSON-only), and the headers that keep such a page out of caches and search.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Lets routes in `scope` (and only there) read `application/x-www-form-urlencoded` bodies. */
export function acceptFormBodies(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** Marks the answer as a private HTML page that must not be stored or indexed. */
export function sendsPrivatePage(reply: FastifyReply) {
  return reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8');
}

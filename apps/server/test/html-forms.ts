/** Posting a storefront HTML form (`/forms/*`) as a browser does, and reading its answer's cookies. */
import type { FastifyInstance } from 'fastify';
import { nextClientIp, TEST_ORIGIN } from './helpers.ts';

/** The `name=value` part of each `set-cookie` header. */
export const cookiesOf = (header: unknown) =>
  (Array.isArray(header) ? (header as string[]) : header ? [String(header)] : []).map(
    (c) => c.split(';')[0]!,
  );

/** A URL-encoded form post from the shop's own page, from a fresh client address. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClientIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * The JSON body parser for every route (the Stripe webhook keeps its raw-bytes parser): Fastify's
 * own (prototype-poisoning safe), behind a nesting limit. No API body of the shop nests more than
 * a few levels, and a 50,000-deep body would otherwise crash whatever walks it recursively
 * (better-auth's bridge re-serializes it) with a 500. Too deep answers 400 in the standard shape,
 * and so does a body that is not UTF-8.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';

export const MAX_JSON_DEPTH = 32;

/**
 * Bytes that are not UTF-8 are refused, not read as U+FFFD: a name or a note would otherwise be
 * stored with characters the sender never wrote.
 */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The deepest nesting of arrays and objects in a JSON text, scanning strings correctly. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : STRICT_UTF8.decode(body);
    } catch {
      done(badRequest('The JSON body is not valid UTF-8 text'), undefined);
      return;
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(
        badRequest(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
});

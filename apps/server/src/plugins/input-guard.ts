/**
 * The first half of the rule for every string the shop accepts (packages/shared's
 * schemas/text.ts): before a route validates anything, every path parameter, query field, body
 * field and header is checked for NUL and other control characters and for lone surrogates.
 * Tab and newlines pass only in fields whose schema is marked multi-line. A refusal is a 400 in
 * the standard shape naming the field, so no such string ever reaches a query (PostgreSQL
 * refuses NUL in text with an error that would otherwise be a 500). The second half, each
 * field's type and length, is the route's own zod schema.
 *
 * It also records the route table (method, url, access, schema) for the tests generated from it.
 */
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { badTextReason, multiLineTexts } from '@shop/shared/schemas/text';
import { AppError } from '../lib/app-error.ts';
import { hooksOf } from './route-hooks.ts';

/** Longer than any URL the shop builds; a path or query value over it is refused as is. */
export const MAX_URL_VALUE_LENGTH = 2048;

type Location = 'params' | 'query' | 'body' | 'headers';
const LABEL: Record<Location, string> = {
  params: 'path parameter',
  query: 'query parameter',
  body: 'field',
  headers: 'header',
};

type ZodInternals = { _zod: { def: Record<string, unknown> & { type: string } } };

/** The schema under optional, nullable, default, pipe and the like. */
export function unwrapSchema(schema: unknown): ZodInternals | undefined {
  let current = schema as ZodInternals | undefined;
  for (let i = 0; current?._zod && i < 20; i++) {
    const def = current._zod.def;
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as
      ZodInternals | undefined;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** The names of the keys, at any depth, whose strings are multi-line text. */
export function multiLineKeys(schema: unknown, into = new Set<string>()): Set<string> {
  const visit = (node: unknown, key: string | undefined, depth: number) => {
    if (!node || depth > 10) return;
    let current = node as ZodInternals | undefined;
    // Check each link of the wrapping chain: the mark sits on the string, under optional().
    for (let i = 0; current?._zod && i < 20; i++) {
      if (key && multiLineTexts.has(current as unknown as z.ZodType)) into.add(key);
      const def = current._zod.def;
      if (def.type === 'object') {
        for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) {
          visit(v, k, depth + 1);
        }
        return;
      }
      if (def.type === 'array') return visit(def.element, key, depth + 1);
      if (def.type === 'union') {
        for (const option of def.options as unknown[]) visit(option, key, depth + 1);
        return;
      }
      if (def.type === 'pipe') visit(def.out, key, depth + 1);
      current = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as
        ZodInternals | undefined;
    }
  };
  visit(schema, undefined, 0);
  return into;
}

/**
 * The query parser leaves a value as sent when its percent-escapes decode to bytes that are not
 * UTF-8 (`%ED%A0%80`, a lone surrogate's bytes): such a value was meant as text that has no
 * Unicode form. Text that merely holds a `%` (`100%`, `%ZZ`) is kept as it is.
 */
function undecodable(value: string): boolean {
  if (!/%[0-9a-f]{2}/i.test(value)) return false;
  try {
    decodeURIComponent(value);
    return false;
  } catch {
    return true;
  }
}

type Refusal = { name: string; reason: string };

type Rule = { multi: Set<string>; maxLength: number; isQuery?: boolean };

function check(value: unknown, name: string, rule: Rule, key?: string): Refusal | null {
  if (typeof value === 'string') {
    name ||= 'body';
    if (value.length > rule.maxLength) return { name, reason: 'Too long' };
    const reason =
      badTextReason(value, { multiLine: key !== undefined && rule.multi.has(key) }) ??
      (rule.isQuery && undecodable(value) ? 'Must be valid Unicode text' : null);
    return reason ? { name, reason } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const refusal = check(value[i], `${name}.${i}`, rule, key);
      if (refusal) return refusal;
    }
    return null;
  }
  // A raw body (the payment webhook's bytes) is checked by its own signature, not here.
  if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
    for (const [k, v] of Object.entries(value)) {
      const inner = name ? `${name}.${k}` : k;
      const keyRefusal = check(k, inner, rule);
      if (keyRefusal) return keyRefusal;
      const refusal = check(v, inner, rule, k);
      if (refusal) return refusal;
    }
  }
  return null;
}

function refuse(location: Location, { name, reason }: Refusal) {
  return new AppError(400, 'validation_failed', `Invalid ${LABEL[location]}: ${name}`, {
    [name]: reason,
  });
}

/** Header values may carry tab (RFC 9110) but no other control character. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HEADER_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

const PAGE_QUERY_RULE: Rule = { multi: new Set(), maxLength: MAX_URL_VALUE_LENGTH, isQuery: true };

/**
 * The same rule for requests no route matched: the storefront's pages, which the not-found
 * handler renders from the path and query (a product, a post, a search), and the API's 404.
 */
export const unmatchedInputGuard: preValidationHookHandler = (request, _reply, done) => {
  const pathname = request.url.split('?')[0]!;
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return done(refuse('params', { name: 'path', reason: 'Must be valid Unicode text' }));
  }
  const inPath = check(path, 'path', { ...PAGE_QUERY_RULE, isQuery: false });
  if (inPath) return done(refuse('params', inPath));
  const inQuery = check(request.query, '', PAGE_QUERY_RULE);
  if (inQuery) return done(refuse('query', inQuery));
  done();
};

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeTable', []);

  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, access: route.config?.access, schema });
    }
    const rules = {
      params: { multi: multiLineKeys(schema?.params), maxLength: MAX_URL_VALUE_LENGTH },
      query: {
        multi: multiLineKeys(schema?.querystring),
        maxLength: MAX_URL_VALUE_LENGTH,
        isQuery: true,
      },
      body: { multi: multiLineKeys(schema?.body), maxLength: Infinity },
    };
    const guard: preValidationHookHandler = (request, _reply, done) => {
      for (const [key, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && HEADER_CONTROL.test(value)) {
          return done(
            refuse('headers', { name: key, reason: 'Must not contain control characters' }),
          );
        }
      }
      const inParams = check(request.params, '', rules.params);
      if (inParams) return done(refuse('params', inParams));
      const inQuery = check(request.query, '', rules.query);
      if (inQuery) return done(refuse('query', inQuery));
      const inBody = check(request.body, '', rules.body);
      if (inBody) return done(refuse('body', inBody));
      done();
    };
    route.preValidation = [guard, ...hooksOf(route.preValidation)];
  });
});

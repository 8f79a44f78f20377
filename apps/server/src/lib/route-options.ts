/**
 * The options of an /api route in one call: who may call it (`config.access`, which every route
 * must declare), the schemas of its request and of its answer, and its limits.
 *   app.put('/x/:id', routeOptions({ access: 'admin', params, body, response: xSchema }), handler)
 * stands for `{ config: { access: 'admin' }, schema: { params, body, response: { 200: xSchema } } }`
 * (`created` is the answer with 201). The schemas keep their types, so the zod type provider still
 * types `request.params`, `request.query`, `request.body` and the handler's answer.
 */
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../context.ts';

type RequestPart = 'params' | 'querystring' | 'body';

export type RouteSpec = { access: Access } & { [part in RequestPart]?: z.ZodType } & {
  /** The answer with 200 OK. */
  response?: z.ZodType;
  /** The answer with 201 Created. */
  created?: z.ZodType;
  rateLimit?: FastifyContextConfig['rateLimit'];
  /** The answer is the same for every visitor: kept in the public answer cache. */
  publicCache?: true;
  /** The most bytes the request's body may have. */
  bodyLimit?: number;
  /** Turns the answer into JSON (Fastify's own, checked against `response`, when not given). */
  serializerCompiler?: () => (data: unknown) => string;
};

type Answers<S> = (S extends { response: infer R } ? { 200: R } : unknown) &
  (S extends { created: infer C } ? { 201: C } : unknown);

type SchemaOf<S extends RouteSpec> = Pick<S, Extract<keyof S, RequestPart>> &
  (Extract<keyof S, 'response' | 'created'> extends never ? unknown : { response: Answers<S> });

export type RouteOptionsOf<S extends RouteSpec> = {
  config: Pick<S, Extract<keyof S, 'access' | 'rateLimit' | 'publicCache'>>;
  schema: SchemaOf<S>;
} & Pick<S, Extract<keyof S, 'bodyLimit' | 'serializerCompiler'>>;

export function routeOptions<const S extends RouteSpec>(spec: S): RouteOptionsOf<S> {
  const {
    access,
    rateLimit,
    publicCache,
    bodyLimit,
    serializerCompiler,
    response,
    created,
    ...request
  } = spec;
  const answers = { ...(response && { 200: response }), ...(created && { 201: created }) };
  return {
    config: {
      access,
      ...(rateLimit !== undefined && { rateLimit }),
      ...(publicCache && { publicCache }),
    },
    ...(bodyLimit !== undefined && { bodyLimit }),
    ...(serializerCompiler && { serializerCompiler }),
    schema: { ...request, ...((response || created) && { response: answers }) },
  } as unknown as RouteOptionsOf<S>;
}

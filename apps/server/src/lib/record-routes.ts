/**
 * Two kinds of route that many modules declare alike:
 * - a setting (the shop's or a shopper's own) read with `GET <url>` and replaced with `PUT <url>`,
 *   its body checked by `input` (by the answer's schema when there is no `input`), both answered
 *   with the setting as `schema` describes it;
 * - `DELETE <url>` of one record: `remove` runs for the `:id` in the path, answered 204.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../context.ts';
import { routeOptions, type RouteSpec } from './route-options.ts';

export function settingRoutes<Schema extends z.ZodType, Input extends z.ZodType = Schema>(
  app: FastifyInstance,
  url: string,
  options: {
    access: Access;
    schema: Schema;
    input?: Input;
    rateLimit?: RouteSpec['rateLimit'];
    read: (request: FastifyRequest) => Promise<z.input<Schema>>;
    save: (input: z.output<Input>, request: FastifyRequest) => Promise<z.input<Schema>>;
  },
) {
  const { access, schema, input = schema, rateLimit, read, save } = options;
  // Checked against `schema` here, where the answers are typed; the routes see any zod schema.
  const response: z.ZodType = schema;
  app.get(url, routeOptions({ access, response }), read);
  app.put(url, routeOptions({ access, rateLimit, body: input, response }), (request) =>
    save(request.body as z.output<Input>, request),
  );
}

export function deleteRoute(
  app: FastifyInstance,
  url: string,
  options: { access: Access; params: z.ZodType<{ id: string }> },
  remove: (id: string) => Promise<unknown>,
) {
  app.delete(url, routeOptions(options), async (request, reply) => {
    await remove((request.params as { id: string }).id);
    return reply.status(204).send();
  });
}

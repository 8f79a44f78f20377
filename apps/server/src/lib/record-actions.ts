/**
 * Declares the writes on one record of a kind that all look alike: `METHOD <base>/:id/<action>`,
 * with or without a body, answered with the record as `response` describes it. The answer is
 * what the action returns, or, when `answer` is given, that record loaded again after it.
 *   const action = recordActions(app, { base: '/admin/reviews', access: 'admin', response });
 *   action('POST', 'approve', undefined, (id) => approveReview(db, { reviewId: id }));
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../context.ts';

export function recordActions(
  app: FastifyInstance,
  {
    base,
    access,
    params = z.object({ id: z.string().max(100) }),
    response,
    answer,
  }: {
    base: string;
    access: Access;
    params?: z.ZodObject<{ id: z.ZodType<string> }>;
    response: z.ZodType;
    answer?: (id: string) => Promise<unknown>;
  },
) {
  return function action<Body extends z.ZodType>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: Body | undefined,
    run: (id: string, body: z.infer<Body>) => Promise<unknown>,
  ) {
    app.route({
      method,
      url: `${base}/:id/${path}`,
      config: { access },
      schema: { params, ...(body && { body }), response: { 200: response } },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const result = await run(id, request.body as z.infer<Body>);
        return answer ? answer(id) : result;
      },
    });
  };
}

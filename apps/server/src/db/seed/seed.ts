/** First-start seeding of an empty database: the demo catalog (and, later, the demo admin). */
import type { FastifyInstance } from 'fastify';

export async function seedIfEmpty(app: FastifyInstance): Promise<void> {
  if (!app.ctx.config.seedDemo) return;
}

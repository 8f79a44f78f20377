/** First-start seeding of an empty database: the demo catalog (and, later, the demo admin). */
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { seedDemoCatalog } from './seed-catalog.ts';

export async function seedIfEmpty(app: FastifyInstance): Promise<void> {
  if (!app.ctx.config.seedDemo) return;
  const startedAt = performance.now();
  const seeded = await seedDemoCatalog(app.ctx.db, app.ctx.storage);
  if (seeded) {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    app.log.info(
      `Seeded the demo catalog: ${seeded.products} products, ${seeded.images} images in ${seconds} s`,
    );
  }
}

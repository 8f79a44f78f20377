/**
 * First-start seeding of an empty database: the demo shop. The seed stands above the modules,
 * like app.ts: it fills each module through that module's public face (products through the
 * catalog, past sales through the ordering core…) and writes no table itself.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { hasEverHadProducts } from '../modules/catalog/index.ts';

export async function seedIfEmpty(app: FastifyInstance): Promise<void> {
  if (!app.ctx.config.seedDemo) return;
  if (await hasEverHadProducts(app.ctx.db)) return;
  // Loaded only when there is something to seed: the art and its data are not needed on
  // every start, and every module costs start-up time.
  const { seedDemoCatalog } = await import('./seed-catalog.ts');
  const startedAt = performance.now();
  const seeded = await seedDemoCatalog(app.ctx.db, app.ctx.storage);
  if (seeded) {
    // The demo shop charges the shipping its policy page states.
    const { DEMO_SHIPPING, replaceShippingRates } = await import('../modules/shipping/index.ts');
    await replaceShippingRates(app.ctx.db, DEMO_SHIPPING);
    // …and offers gift wrap, so the cart shows the add-on.
    const { DEMO_GIFT_WRAP, saveGiftWrapSettings } = await import('../modules/gift-wrap/index.ts');
    await saveGiftWrapSettings(app.ctx.db, DEMO_GIFT_WRAP);
    // …and has a code to try in the cart.
    const { DEMO_DISCOUNT, createDiscount } = await import('../modules/discounts/index.ts');
    await createDiscount(app.ctx.db, DEMO_DISCOUNT);
    // …and a gift card with $50 on it, printed once here and kept in the data directory.
    const { seedDemoGiftCard } = await import('../modules/gift-cards/index.ts');
    const card = await seedDemoGiftCard(app.ctx.db, app.ctx.config);
    const { formatGiftCardCode } = await import('@shop/shared/schemas/gift-card');
    app.log.warn(
      { file: card.file },
      `Demo gift card — code ${formatGiftCardCode(card.code)}, balance $50.00 (also in ${card.file})`,
    );
    // …and sells three of its patterns as PDF downloads.
    const { seedDemoPatterns } = await import('./seed-patterns.ts');
    await seedDemoPatterns(app.ctx);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    app.log.info(
      `Seeded the demo catalog: ${seeded.products} products, ${seeded.images} images in ${seconds} s`,
    );
  }
}

/**
 * Seeds the demo catalog into a shop that never had products: renders every product's pictures,
 * then, in one transaction, adds the products through the catalog, the demo reviewers through
 * accounts, their stars through ratings, and a few approved reviews, each behind a past sale the
 * ordering core records. An advisory lock and a second check inside the transaction keep two
 * replicas starting at once from seeding twice; the loser removes the images it rendered.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { LOCK_KEYS } from '../db/lock-keys.ts';
import { variantGrid } from '@shop/shared/schemas/admin-product';
import type { ProductImage } from '@shop/shared/schemas/product';
import { SHOP } from '@shop/shared/shop';
import { createAccountsWithoutSignIn } from '../modules/accounts/index.ts';
import { addProducts, hasEverHadProducts, type NewProduct } from '../modules/catalog/index.ts';
import { type Storage, removeImageVariants } from '../modules/media/index.ts';
import { recordPastSale } from '../modules/orders/index.ts';
import { recordRatings } from '../modules/ratings/index.ts';
import { addApprovedReview } from '../modules/reviews/index.ts';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.ts';
import { DEMO_REVIEWS } from './demo-reviews.ts';
import { mapWithLimit, renderProductImage, type ImageJob } from './render-product-images.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedResult = { products: number; images: number } | null;

/** Seeds the demo catalog unless the shop ever had products; null when it did nothing. */
export async function seedDemoCatalog(
  db: Db,
  storage: Storage,
  catalog: DemoProduct[] = DEMO_PRODUCTS,
): Promise<SeedResult> {
  if (await hasEverHadProducts(db)) return null;

  const jobs = catalog.map((product, seed) => imageJobs(product, seed));
  // sharp already spreads each image over its own threads: a couple of lanes keep every core busy.
  const concurrency = Math.max(2, Math.min(4, os.availableParallelism()));
  const images = await mapWithLimit(jobs.flat(), concurrency, (job) =>
    renderProductImage(storage, job),
  );
  let offset = 0;
  const imagesOf = jobs.map((own) => images.slice(offset, (offset += own.length)));

  const now = Date.now();
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.seed})`);
    if (await hasEverHadProducts(tx)) return false;
    const productIds = await addProducts(
      tx,
      catalog.map((product, index) => demoProduct(product, index, imagesOf[index]!, now)),
    );
    const reviewers = await seedDemoRatings(tx, catalog, productIds);
    await seedDemoReviews(tx, { catalog, productIds, reviewers, now });
    return true;
  });
  if (!inserted) {
    await Promise.all(images.map((image) => removeImageVariants(storage, image)));
    return null;
  }
  return { products: catalog.length, images: images.length };
}

/** A demo product as the catalog adds it, its variants showing their colourways' pictures. */
function demoProduct(
  product: DemoProduct,
  index: number,
  images: ProductImage[],
  now: number,
): NewProduct {
  return {
    name: product.name,
    description: product.description,
    priceCents: product.priceCents,
    category: product.category,
    featured: product.featured ?? false,
    images,
    stock: product.stock,
    options: product.options ?? [],
    variants: demoVariants(product, images),
    personalisation: product.personalisation ?? null,
    // Spread over the past weeks; the index keeps two products of one day apart.
    createdAt: new Date(now - product.daysAgo * DAY_MS - index * 60_000),
  };
}

/** The pictures of a product: its views, or one front view per colourway. */
function imageJobs(product: DemoProduct, seed: number): ImageJob[] {
  if (product.colourways) {
    return Object.entries(product.colourways).map(([colour, colors]) => ({
      name: product.name,
      art: { ...product.art, colors },
      seed,
      view: 0,
      alt: `${product.name} in ${colour}`,
    }));
  }
  return Array.from({ length: product.imageCount }, (_, view) => ({
    name: product.name,
    art: product.art,
    seed,
    view,
  }));
}

/** Every combination of a demo product's options, each showing its colourway's picture. */
function demoVariants(product: DemoProduct, images: ProductImage[]) {
  const options = product.options ?? [];
  if (options.length === 0) return [];
  const colourIndex = options.findIndex((option) => option.name === 'Colour');
  const colours = Object.keys(product.colourways ?? {});
  const soldOut = new Set((product.soldOut ?? []).map((values) => JSON.stringify(values)));
  return variantGrid(options).map((optionValues) => {
    const colour = colourIndex >= 0 ? optionValues[colourIndex] : undefined;
    const image = colour ? images[colours.indexOf(colour)] : undefined;
    const price = optionValues
      .map((value) => product.pricesByValue?.[value])
      .find((cents) => cents !== undefined);
    return {
      optionValues,
      stock: soldOut.has(JSON.stringify(optionValues)) ? 0 : (product.variantStock ?? 3),
      priceCents: price ?? null,
      sku: `${product.name
        .split(/\s+/)
        .map((word) => word[0])
        .join('')
        .toUpperCase()}-${optionValues
        .map((v) =>
          v
            .replace(/[^A-Za-z0-9]/g, '')
            .slice(0, 4)
            .toUpperCase(),
        )
        .join('-')}`,
      imageSrc: image?.src ?? null,
    };
  });
}

/**
 * The star ratings behind each demo product's rating, as integers 1-5 whose average is the
 * product's rating: real rows, so the first shopper's rating is averaged in, not a reset.
 */
function demoStars(product: Pick<DemoProduct, 'rating' | 'reviewsCount'>): number[] {
  const count = product.reviewsCount ?? 0;
  if (!count || !product.rating) return [];
  const total = Math.min(5 * count, Math.max(count, Math.round(product.rating * count)));
  const base = Math.floor(total / count);
  const higher = total - base * count;
  return Array.from({ length: count }, (_, i) => (i < higher ? base + 1 : base));
}

/**
 * The demo reviewers, who cannot sign in, and their stars: reviewer i gives product p the i-th of
 * its demo stars.
 */
async function seedDemoRatings(tx: Db, catalog: DemoProduct[], productIds: string[]) {
  const perProduct = catalog.map(demoStars);
  const count = Math.max(0, ...perProduct.map((values) => values.length));
  const reviewers = await createAccountsWithoutSignIn(
    tx,
    Array.from({ length: count }, (_, i) => ({
      name: `Demo reviewer ${i + 1}`,
      email: `reviewer-${i + 1}@demo.${SHOP.domain}.invalid`,
    })),
  );
  await recordRatings(
    tx,
    perProduct.flatMap((values, index) =>
      values.map((rating, i) => ({
        productId: productIds[index]!,
        userId: reviewers[i]!.id,
        rating,
      })),
    ),
  );
  return reviewers;
}

/**
 * Approved reviews by the demo reviewers who rated the product (their rating is the review's
 * stars), each behind a past sale, paid and completed, that makes it a verified purchase.
 */
async function seedDemoReviews(
  tx: Db,
  {
    catalog,
    productIds,
    reviewers,
    now,
  }: {
    catalog: DemoProduct[];
    productIds: string[];
    reviewers: { id: string; email: string }[];
    now: number;
  },
) {
  for (const [index, product] of catalog.entries()) {
    const reviews = DEMO_REVIEWS[product.name] ?? [];
    const stars = demoStars(product);
    for (const [i, review] of reviews.slice(0, stars.length).entries()) {
      const reviewer = reviewers[i]!;
      const productId = productIds[index]!;
      const daysAgo = 60 + index * 3 + i * 5;
      const boughtAt = new Date(now - daysAgo * DAY_MS);
      await recordPastSale(tx, {
        userId: reviewer.id,
        customer: { email: reviewer.email, name: review.author },
        provider: 'test',
        lines: [{ productId, quantity: 1 }],
        at: boughtAt,
      });
      const writtenAt = new Date(boughtAt.getTime() + 9 * DAY_MS);
      await addApprovedReview(tx, {
        userId: reviewer.id,
        productId,
        stars: stars[i]!,
        title: review.title,
        text: review.text,
        writtenAt,
        ...(review.reply
          ? { reply: { text: review.reply, at: new Date(writtenAt.getTime() + DAY_MS) } }
          : {}),
      });
    }
  }
}

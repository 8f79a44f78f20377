/**
 * Seeds the demo catalog into an empty products table: renders every product's pictures, then
 * inserts all products in one transaction. An advisory lock and a second emptiness check inside
 * the transaction keep two replicas starting at once from seeding twice; the loser removes the
 * images it rendered.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { variantGrid } from '@shop/shared/schemas/admin-product';
import type { ProductImage } from '@shop/shared/schemas/product';
import {
  orderItems,
  orders,
  productRatings,
  productReviews,
  products,
  productVariants,
  reviewRequests,
  user,
} from '../schema.ts';
import { type Storage, removeImageVariants } from '../../modules/media/index.ts';
import { LOCK_KEYS } from '../lock-keys.ts';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.ts';
import { DEMO_REVIEWS } from './demo-reviews.ts';
import { mapWithLimit, renderProductImage, type ImageJob } from './render-product-images.ts';
import { SHOP } from '@shop/shared/shop';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Any row counts, deleted ones too: a shop that has had products is never re-seeded. */
async function hasProducts(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

export type SeedResult = { products: number; images: number } | null;

/** Seeds the demo catalog unless the table already holds products; null when it did nothing. */
export async function seedDemoCatalog(
  db: Db,
  storage: Storage,
  catalog: DemoProduct[] = DEMO_PRODUCTS,
): Promise<SeedResult> {
  if (await hasProducts(db)) return null;

  const jobs: ImageJob[] = catalog.flatMap((product, seed) => imageJobs(product, seed));
  // sharp already spreads each image over its own threads: a couple of lanes keep every core busy.
  const concurrency = Math.max(2, Math.min(4, os.availableParallelism()));
  const images = await mapWithLimit(jobs, concurrency, (job) => renderProductImage(storage, job));

  const now = Date.now();
  let offset = 0;
  const rows = catalog.map((product, index) => {
    const count = imageJobs(product, index).length;
    const own = images.slice(offset, offset + count);
    offset += count;
    const ratings = demoRatings(product);
    return {
      name: product.name,
      description: product.description,
      priceCents: product.priceCents,
      // With options the variants hold the units (a trigger adds them up).
      stock: product.options ? 0 : product.stock,
      options: product.options ?? [],
      personalisation: product.personalisation ?? null,
      category: product.category,
      featured: product.featured ?? false,
      rating: ratings.average,
      reviewsCount: ratings.values.length,
      images: own,
      // Spread over the past weeks; the index keeps two products of one day apart.
      createdAt: new Date(now - product.daysAgo * DAY_MS - index * 60_000),
    };
  });

  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.seed})`);
    if (await hasProducts(tx)) return false;
    const created = await tx.insert(products).values(rows).returning({ id: products.id });
    const variants = catalog.flatMap((product, index) =>
      demoVariants(product, created[index]!.id, rows[index]!.images),
    );
    if (variants.length) await tx.insert(productVariants).values(variants);
    const reviewers = await seedDemoRatings(
      tx,
      catalog,
      created.map((row) => row.id),
    );
    await seedDemoReviews(tx, {
      catalog,
      productIds: created.map((row) => row.id),
      images,
      reviewers,
      now,
    });
    return true;
  });
  if (!inserted) {
    await Promise.all(images.map((image) => removeImageVariants(storage, image)));
    return null;
  }
  return { products: rows.length, images: images.length };
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
function demoVariants(product: DemoProduct, productId: string, images: ProductImage[]) {
  const options = product.options ?? [];
  if (options.length === 0) return [];
  const colourIndex = options.findIndex((option) => option.name === 'Colour');
  const colours = Object.keys(product.colourways ?? {});
  const soldOut = new Set((product.soldOut ?? []).map((values) => JSON.stringify(values)));
  return variantGrid(options).map((optionValues, position) => {
    const colour = colourIndex >= 0 ? optionValues[colourIndex] : undefined;
    const image = colour ? images[colours.indexOf(colour)] : undefined;
    const price = optionValues
      .map((value) => product.pricesByValue?.[value])
      .find((cents) => cents !== undefined);
    return {
      productId,
      position,
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
export function demoRatings(product: Pick<DemoProduct, 'rating' | 'reviewsCount'>) {
  const count = product.reviewsCount ?? 0;
  if (!count || !product.rating) return { values: [] as number[], average: 0 };
  const total = Math.min(5 * count, Math.max(count, Math.round(product.rating * count)));
  const base = Math.floor(total / count);
  const higher = total - base * count;
  const values = Array.from({ length: count }, (_, i) => (i < higher ? base + 1 : base));
  return { values, average: Math.round((total / count) * 100) / 100 };
}

/** Demo reviewers cannot sign in (no account row); they only own the demo ratings. */
async function seedDemoRatings(
  tx: Db,
  catalog: DemoProduct[],
  productIds: string[],
): Promise<{ id: string; email: string }[]> {
  const perProduct = catalog.map((product) => demoRatings(product).values);
  const reviewers = Math.max(0, ...perProduct.map((values) => values.length));
  if (!reviewers) return [];
  const users = await tx
    .insert(user)
    .values(
      Array.from({ length: reviewers }, (_, i) => ({
        name: `Demo reviewer ${i + 1}`,
        email: `reviewer-${i + 1}@demo.${SHOP.domain}.invalid`,
      })),
    )
    .returning({ id: user.id, email: user.email });
  const rows = perProduct.flatMap((values, index) =>
    values.map((rating, i) => ({ productId: productIds[index]!, userId: users[i]!.id, rating })),
  );
  await tx.insert(productRatings).values(rows);
  return users;
}

/**
 * Approved reviews by the demo reviewers who rated the product (their rating is the review's
 * stars), each with the paid, completed order that makes it a verified purchase.
 */
async function seedDemoReviews(
  tx: Db,
  {
    catalog,
    productIds,
    images,
    reviewers,
    now,
  }: {
    catalog: DemoProduct[];
    productIds: string[];
    images: { src: string }[];
    reviewers: { id: string; email: string }[];
    now: number;
  },
) {
  let imageOffset = 0;
  for (const [index, product] of catalog.entries()) {
    const firstImage = images[imageOffset]?.src ?? null;
    imageOffset += product.imageCount;
    const reviews = DEMO_REVIEWS[product.name] ?? [];
    const raters = demoRatings(product).values.length;
    for (const [i, review] of reviews.slice(0, raters).entries()) {
      const reviewer = reviewers[i]!;
      const daysAgo = 60 + index * 3 + i * 5;
      const at = new Date(now - daysAgo * DAY_MS);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: reviewer.id,
          customerEmail: reviewer.email,
          customerName: review.author,
          status: 'completed',
          paymentStatus: 'paid',
          totalCents: product.priceCents,
          paymentProvider: 'test',
          stockReserved: false,
          paidAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values({
        orderId: order!.id,
        productId: productIds[index]!,
        productName: product.name,
        productImage: firstImage,
        quantity: 1,
        priceCents: product.priceCents,
      });
      await tx.insert(reviewRequests).values({ orderId: order!.id });
      const [first, ...rest] = review.author.split(' ');
      const written = new Date(at.getTime() + 9 * DAY_MS);
      await tx.insert(productReviews).values({
        productId: productIds[index]!,
        userId: reviewer.id,
        productName: product.name,
        orderId: order!.id,
        authorName: rest.length ? `${first} ${rest.at(-1)![0]}.` : first!,
        authorEmail: reviewer.email,
        title: review.title,
        body: review.text,
        state: 'approved',
        reply: review.reply ?? null,
        repliedAt: review.reply ? new Date(written.getTime() + DAY_MS) : null,
        createdAt: written,
        updatedAt: written,
      });
    }
  }
}

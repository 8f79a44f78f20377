/**
 * Adds many products at once, each with its variants: a catalog brought in whole (the demo shop's
 * on a first start, the benchmark's thousands) rather than typed into the admin's form one by
 * one. The caller is the server's own code, not a visitor: image records are stored as given (a
 * brought-in catalog may share records between products) and a product may carry the day it was
 * listed. Rows go in by the batch, a few statements each, in one transaction.
 */
import { sql } from 'drizzle-orm';
import type { CategoryId } from '@shop/shared/categories';
import {
  DEFAULT_DOWNLOAD_LIMIT,
  PATTERN_STOCK,
  type ProductKind,
} from '@shop/shared/schemas/pattern';
import type { Personalisation, ProductImage, ProductOption } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from './schema.ts';

export type NewVariant = {
  /** One value of each option, in the options' order. */
  optionValues: string[];
  stock: number;
  /** Null or left out: the product's price. */
  priceCents?: number | null;
  sku?: string | null;
  /** One of the product's image sources; null or left out: its first. */
  imageSrc?: string | null;
};

export type NewProduct = {
  name: string;
  description: string;
  priceCents: number;
  category: CategoryId;
  images: ProductImage[];
  featured?: boolean;
  /** A finished piece (the default) or a digital pattern, which holds PATTERN_STOCK. */
  kind?: ProductKind;
  /** A pattern's downloads per order line (DEFAULT_DOWNLOAD_LIMIT when left out). */
  downloadLimit?: number;
  /** The units of a product without options (with options, its variants hold them). */
  stock?: number;
  options?: ProductOption[];
  /** With options: the combinations on sale, in the order the storefront lists them. */
  variants?: NewVariant[];
  personalisation?: Personalisation | null;
  /** When it was listed; now when left out. */
  createdAt?: Date;
  /**
   * A rating summed up without rating rows (the benchmark's synthetic figures); the first real
   * rating replaces it. A catalog with real ratings records them through the ratings module.
   */
  ratingSummary?: { rating: number; reviewsCount: number };
};

const BATCH_SIZE = 500;
/** From this many products on, the planner's statistics are refreshed after the insert. */
const ANALYZE_FROM = 1000;

function checkVariants(product: NewProduct): void {
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  if (options.length === 0 && variants.length > 0) {
    throw new Error(`${product.name}: variants need options`);
  }
  for (const variant of variants) {
    const fits =
      variant.optionValues.length === options.length &&
      variant.optionValues.every((value, i) => options[i]!.values.includes(value));
    if (!fits) throw new Error(`${product.name}: ${variant.optionValues.join(' / ')} is no option`);
    if (variant.imageSrc && !product.images.some((image) => image.src === variant.imageSrc)) {
      throw new Error(`${product.name}: a variant shows a picture the product does not have`);
    }
  }
}

function productRow(id: string, product: NewProduct): typeof products.$inferInsert {
  const isPattern = product.kind === 'pattern';
  const hasOptions = (product.options ?? []).length > 0;
  return {
    id,
    name: product.name,
    description: product.description,
    priceCents: product.priceCents,
    category: product.category,
    images: product.images,
    featured: product.featured ?? false,
    kind: product.kind ?? 'physical',
    downloadLimit: isPattern ? (product.downloadLimit ?? DEFAULT_DOWNLOAD_LIMIT) : null,
    // With options the variants hold the units (a trigger adds them up); without, the product's
    // default variant is made by a trigger with the stock given here.
    stock: hasOptions ? 0 : isPattern ? PATTERN_STOCK : (product.stock ?? 0),
    options: product.options ?? [],
    personalisation: product.personalisation ?? null,
    ...(product.ratingSummary ?? {}),
    ...(product.createdAt ? { createdAt: product.createdAt } : {}),
  };
}

/** Adds the products with their variants; returns their ids, in the order given. */
export async function addProducts(db: Db, items: readonly NewProduct[]): Promise<string[]> {
  items.forEach(checkVariants);
  const ids = items.map(() => crypto.randomUUID());
  await db.transaction(async (tx) => {
    for (let start = 0; start < items.length; start += BATCH_SIZE) {
      const batch = items.slice(start, start + BATCH_SIZE);
      await tx.insert(products).values(batch.map((item, i) => productRow(ids[start + i]!, item)));
      const variants = batch.flatMap((item, i) =>
        (item.variants ?? []).map((variant, position) => ({
          productId: ids[start + i]!,
          position,
          optionValues: variant.optionValues,
          stock: item.kind === 'pattern' ? PATTERN_STOCK : variant.stock,
          priceCents: variant.priceCents ?? null,
          sku: variant.sku ?? null,
          imageSrc: variant.imageSrc ?? null,
        })),
      );
      if (variants.length) await tx.insert(productVariants).values(variants);
    }
    if (items.length >= ANALYZE_FROM) {
      // Fresh statistics, so the planner picks the listing indexes at once (PGlite has no
      // autovacuum to notice thousands of new rows).
      await tx.execute(sql`analyze products`);
      await tx.execute(sql`analyze product_variants`);
    }
  });
  return ids;
}

/** Whether the shop has ever had a product (deleted ones count): a demo is seeded only once. */
export async function hasEverHadProducts(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

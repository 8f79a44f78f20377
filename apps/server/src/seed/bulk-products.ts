/**
 * Synthetic catalog rows in bulk, for the benchmark and load tests: believable names, spread
 * prices, stock, ratings and dates, a handful of shared image records, added through the catalog
 * in batches. One product in five has options (three sizes, the largest dearer), each size its
 * own stock.
 */
import { CATEGORY_IDS, type CategoryId } from '@shop/shared/categories';
import type { ProductImage } from '@shop/shared/schemas/product';
import type { Db } from '../db/client.ts';
import { addProducts, type NewProduct } from '../modules/catalog/index.ts';
import { createRandom } from './random.ts';

const SIZES = ['S', 'M', 'L'];
/** How much more the largest size of a product with options costs. */
const LARGE_EXTRA_CENTS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

const ADJECTIVES = [
  'Cozy',
  'Chunky',
  'Soft',
  'Little',
  'Sunny',
  'Dreamy',
  'Rustic',
  'Classic',
  'Meadow',
  'Velvet',
  'Cloud',
  'Autumn',
];
const COLOURS = [
  'Sage',
  'Blush',
  'Oatmeal',
  'Lavender',
  'Mustard',
  'Terracotta',
  'Sky Blue',
  'Cream',
  'Mint',
  'Rose',
  'Charcoal',
  'Peach',
];
const NOUNS: Record<CategoryId, string[]> = {
  baby: ['Baby Booties', 'Baby Rattle', 'Baby Cardigan', 'Bonnet', 'Teething Ring'],
  amigurumi: ['Bunny', 'Teddy Bear', 'Octopus', 'Whale', 'Fox', 'Dinosaur'],
  accessories: ['Scrunchie Set', 'Ear Warmer', 'Fingerless Gloves', 'Keychain', 'Hair Clip'],
  hats: ['Beanie', 'Bucket Hat', 'Beret', 'Pom-Pom Hat', 'Sun Hat'],
  bags: ['Market Tote', 'Crossbody Bag', 'Mini Pouch', 'Bucket Bag', 'Granny Square Bag'],
  blankets: ['Throw Blanket', 'Baby Blanket', 'Granny Square Afghan', 'Ripple Blanket'],
  scarfs: ['Infinity Scarf', 'Ribbed Scarf', 'Fringe Scarf', 'Bandana Cowl'],
  'home-decor': ['Plant Hanger', 'Coaster Set', 'Storage Basket', 'Cushion Cover', 'Wall Hanging'],
};
const PRICE_RANGES: Record<CategoryId, [number, number]> = {
  baby: [1200, 4500],
  amigurumi: [1500, 6500],
  accessories: [800, 3500],
  hats: [2200, 5500],
  bags: [2800, 9500],
  blankets: [7500, 25000],
  scarfs: [2500, 7500],
  'home-decor': [900, 6000],
};

/** Image records shared by the synthetic products (the files need not exist). */
export function placeholderImages(count = 6): ProductImage[] {
  return Array.from({ length: count }, (_, i) => ({
    src: `/uploads/products/bulk-${i}-1200.webp`,
    variants: [400, 800, 1200].map((width) => ({
      width,
      src: `/uploads/products/bulk-${i}-${width}.webp`,
    })),
  }));
}

export type SeedBulkOptions = {
  /** Image records to reuse (1-4 per product); defaults to placeholders. */
  images?: ProductImage[];
  /** Seed of the pseudo-random generator. */
  seed?: number;
  /** Products are spread over this many past days. */
  spreadDays?: number;
};

/** Adds `count` synthetic products; returns how many were added. */
export async function seedBulkProducts(
  db: Db,
  count: number,
  { images = placeholderImages(), seed = 42, spreadDays = 365 }: SeedBulkOptions = {},
): Promise<number> {
  const random = createRandom(seed);
  const now = Date.now();
  const items: NewProduct[] = [];
  for (let i = 0; i < count; i++) {
    const category = random.pick(CATEGORY_IDS);
    const noun = random.pick(NOUNS[category]);
    const colour = random.pick(COLOURS);
    const [minPrice, maxPrice] = PRICE_RANGES[category];
    const isRated = random.next() < 0.6;
    const imageCount = random.int(1, 4);
    const firstImage = random.int(0, images.length - 1);
    const hasOptions = random.next() < 0.2;
    const sizeStocks = hasOptions
      ? SIZES.map(() => (random.next() < 0.25 ? 0 : random.int(1, 8)))
      : [];
    const name = `${random.pick(ADJECTIVES)} ${colour} ${noun}`;
    // Whole or .50 dollar amounts, like a real shop's price tags.
    const priceCents = Math.round(random.int(minPrice, maxPrice) / 50) * 50;
    items.push({
      name,
      description: `A ${colour.toLowerCase()} ${noun.toLowerCase()} crocheted by hand in soft cotton yarn. Each piece is made to order and finished with care.`,
      priceCents,
      images: Array.from(
        { length: imageCount },
        (_, k) => images[(firstImage + k) % images.length]!,
      ),
      stock: hasOptions ? 0 : random.next() < 0.15 ? 0 : random.int(1, 25),
      options: hasOptions ? [{ name: 'Size', values: SIZES }] : [],
      variants: SIZES.filter(() => hasOptions).map((size, position) => ({
        optionValues: [size],
        stock: sizeStocks[position]!,
        priceCents: size === 'L' ? priceCents + LARGE_EXTRA_CENTS : null,
      })),
      ratingSummary: isRated
        ? {
            rating: Math.round((3.5 + random.next() * 1.5) * 10) / 10,
            reviewsCount: random.int(1, 80),
          }
        : { rating: 0, reviewsCount: 0 },
      category,
      featured: random.next() < 0.01,
      createdAt: new Date(now - random.next() * spreadDays * DAY_MS),
    });
  }
  await addProducts(db, items);
  return count;
}

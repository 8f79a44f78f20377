/**
 * The demo catalog a fresh shop opens with: handmade crochet goods in all eight categories,
 * with prices, stock, ratings and the art each product's pictures are drawn from.
 */
import type { CategoryId } from '@shop/shared/categories';
import type { Personalisation, ProductOption } from '@shop/shared/schemas/product';
import type { ArtSpec } from './draw-product-art.ts';

export type DemoProduct = {
  name: string;
  description: string;
  priceCents: number;
  stock: number;
  category: CategoryId;
  featured?: boolean;
  rating?: number;
  reviewsCount?: number;
  /** How long ago it was listed. */
  daysAgo: number;
  /** 1-4 pictures (with colourways: one per colourway instead). */
  imageCount: number;
  art: ArtSpec;
  /** Sold in variants: every combination of these options' values. */
  options?: ProductOption[];
  /** One picture per value of the "Colour" option, drawn in its yarns; its variants show it. */
  colourways?: Record<string, [string, string]>;
  /** Units of each variant (default 3); the combinations in `soldOut` have none. */
  variantStock?: number;
  soldOut?: string[][];
  /** A variant price by one of its values (the product's price otherwise). */
  pricesByValue?: Record<string, number>;
  personalisation?: Personalisation;
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ── baby ────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Little Lamb Baby Booties',
    description:
      'Soft cotton booties with a ribbed cuff that stays on wriggly feet. Each pair is finished with a tiny crocheted flower and sized for 0-6 months.',
    priceCents: 2400,
    stock: 6,
    category: 'baby',
    rating: 4.8,
    reviewsCount: 12,
    daysAgo: 3,
    imageCount: 2,
    art: { shape: 'booties', colors: ['#f3e6d3', '#9cc5a1'] },
    options: [
      { name: 'Size', values: ['0-6 months', '6-12 months'] },
      { name: 'Colour', values: ['Cream', 'Mint', 'Blush'] },
    ],
    colourways: {
      Cream: ['#f3e6d3', '#9cc5a1'],
      Mint: ['#bfe3cf', '#f3e6d3'],
      Blush: ['#f4c6cf', '#f3e6d3'],
    },
    soldOut: [['6-12 months', 'Blush']],
    variantStock: 2,
  },
  {
    name: 'Rainbow Teething Rattle',
    description:
      'A bunny-eared rattle on a smooth beechwood ring, perfect for little hands to grab. Stuffed with washable fibre and a gentle jingle inside.',
    priceCents: 1600,
    stock: 12,
    category: 'baby',
    rating: 4.6,
    reviewsCount: 9,
    daysAgo: 11,
    imageCount: 2,
    art: { shape: 'rattle', colors: ['#f4b6c2', '#8fc1d4'] },
  },
  {
    name: 'Sleepy Cloud Baby Bonnet',
    description:
      'A vintage-style bonnet with a scalloped brim and long ties that knot into a bow. Worked in breathable merino-cotton, so it is snug without overheating.',
    priceCents: 2800,
    stock: 4,
    category: 'baby',
    daysAgo: 19,
    imageCount: 1,
    art: { shape: 'bonnet', colors: ['#dcd2f0', '#f6d38b'] },
  },
  {
    name: 'Honeycomb Baby Blanket',
    description:
      'A pram-sized blanket of granny squares in honey and cream tones. Heirloom-soft and machine washable, it grows from stroller to nursery chair.',
    priceCents: 6800,
    stock: 0,
    category: 'baby',
    rating: 5,
    reviewsCount: 6,
    daysAgo: 33,
    imageCount: 2,
    art: { shape: 'granny-blanket', colors: ['#f2c57c', '#fbe7b5'] },
    options: [{ name: 'Colour', values: ['Honey', 'Sky', 'Blush'] }],
    colourways: {
      Honey: ['#f2c57c', '#fbe7b5'],
      Sky: ['#a9cfe6', '#eaf4fb'],
      Blush: ['#f4c6cf', '#fdeef2'],
    },
    soldOut: [['Honey']],
    variantStock: 2,
    personalisation: { label: 'Name to stitch', maxLength: 12, required: false, priceCents: 800 },
  },
  // ── amigurumi ───────────────────────────────────────────────────────────────────────────
  {
    name: 'Clover the Bunny',
    description:
      'Clover has floppy ears, a little ribbed scarf and the sweetest stitched smile. She stands 22 cm tall and is made with safety eyes, so she is ready for cuddles.',
    priceCents: 3400,
    stock: 5,
    category: 'amigurumi',
    featured: true,
    rating: 4.9,
    reviewsCount: 27,
    daysAgo: 1,
    imageCount: 4,
    art: { shape: 'bunny', colors: ['#f4c7d0', '#9cc5a1'] },
  },
  {
    name: 'Bramble Bear',
    description:
      'A round-bellied teddy with a felt-soft muzzle and a bow tie in contrasting yarn. Bramble is worked in tight stitches so no stuffing peeks through.',
    priceCents: 3800,
    stock: 4,
    category: 'amigurumi',
    rating: 4.7,
    reviewsCount: 18,
    daysAgo: 8,
    imageCount: 2,
    art: { shape: 'bear', colors: ['#c9a27e', '#f2a07b'] },
  },
  {
    name: 'Ollie the Octopus',
    description:
      'Eight curly legs made for little fingers to explore. Ollie is stuffed firm and sized to fit in a hand, a favourite for car rides and naps.',
    priceCents: 2200,
    stock: 9,
    category: 'amigurumi',
    rating: 4.5,
    reviewsCount: 14,
    daysAgo: 15,
    imageCount: 2,
    art: { shape: 'octopus', colors: ['#9cc5a1', '#f2a07b'] },
  },
  {
    name: 'Pip the Little Whale',
    description:
      'A chubby whale with a striped belly and a yarn water spout. Pip floats happily on a shelf or in a toy basket and fits in the palm of your hand.',
    priceCents: 2600,
    stock: 7,
    category: 'amigurumi',
    daysAgo: 26,
    imageCount: 1,
    art: { shape: 'whale', colors: ['#f2c57c', '#7d9bc7'] },
  },
  {
    name: 'Moonlight Bunny Lovey',
    description:
      'A softer, slimmer sister of Clover in dreamy lilac with a tiny heart button. Made in plush chenille that only gets cosier with every hug.',
    priceCents: 2900,
    stock: 0,
    category: 'amigurumi',
    rating: 4.8,
    reviewsCount: 21,
    daysAgo: 40,
    imageCount: 2,
    art: { shape: 'bunny', colors: ['#cdb9e6', '#f6d38b'] },
  },
  // ── accessories ─────────────────────────────────────────────────────────────────────────
  {
    name: 'Daisy Scrunchie Set',
    description:
      'Three ruffled scrunchies in coordinating spring colours. Gentle on hair, they hold a ponytail all day and look lovely on a wrist too.',
    priceCents: 1200,
    stock: 20,
    category: 'accessories',
    rating: 4.4,
    reviewsCount: 31,
    daysAgo: 5,
    imageCount: 1,
    art: { shape: 'scrunchie', colors: ['#f6d38b', '#f4b6c2'] },
  },
  {
    name: 'Cozy Twist Ear Warmer',
    description:
      'A ribbed headband with a knotted twist at the front that keeps ears warm on frosty walks. Fits over a ponytail and sits comfortably under a hood.',
    priceCents: 1900,
    stock: 8,
    category: 'accessories',
    daysAgo: 22,
    imageCount: 1,
    art: { shape: 'ear-warmer', colors: ['#e8b4a0', '#f3e6d3'] },
  },
  {
    name: 'Berry Fingerless Mitts',
    description:
      'Textured mitts that leave your fingers free for typing, sketching or sipping tea. The deep ribbed cuffs tuck neatly into coat sleeves.',
    priceCents: 2600,
    stock: 0,
    category: 'accessories',
    rating: 4.2,
    reviewsCount: 5,
    daysAgo: 37,
    imageCount: 2,
    art: { shape: 'mittens', colors: ['#c56b8a', '#f3e6d3'] },
  },
  {
    name: 'Strawberry Keychain',
    description:
      'A plump little strawberry with stitched seeds, hanging from a sturdy silver ring. Small enough for keys, big enough to find at the bottom of a bag.',
    priceCents: 800,
    stock: 25,
    category: 'accessories',
    rating: 4.9,
    reviewsCount: 44,
    daysAgo: 12,
    imageCount: 1,
    art: { shape: 'strawberry', colors: ['#e8707e', '#fde9a9'] },
  },
  // ── hats ────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Chunky Pom-Pom Beanie',
    description:
      'A slouchy beanie in squishy chunky yarn, topped with a generous pom-pom. The folded brim doubles over the ears for the coldest days.',
    priceCents: 4200,
    stock: 6,
    category: 'hats',
    featured: true,
    rating: 4.8,
    reviewsCount: 23,
    daysAgo: 2,
    imageCount: 4,
    art: { shape: 'beanie', colors: ['#f2c57c', '#7d9bc7'] },
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Sage', 'Rust', 'Oat'] },
    ],
    colourways: {
      Sage: ['#9cc5a1', '#f3e6d3'],
      Rust: ['#c8643b', '#f2c57c'],
      Oat: ['#e9dcc3', '#a8825c'],
    },
    soldOut: [['M', 'Rust']],
    pricesByValue: { L: 3400 },
    personalisation: {
      label: 'Initials on the tag',
      maxLength: 3,
      required: false,
      priceCents: 300,
    },
  },
  {
    name: 'Sunday Market Bucket Hat',
    description:
      'A breezy cotton bucket hat with a wide, shady brim and a contrast band. It folds flat into a tote and springs back into shape.',
    priceCents: 4800,
    stock: 3,
    category: 'hats',
    rating: 4.6,
    reviewsCount: 8,
    daysAgo: 9,
    imageCount: 2,
    art: { shape: 'bucket-hat', colors: ['#9cc5a1', '#f2a07b'] },
  },
  {
    name: 'Ribbed Fisherman Beanie',
    description:
      'A close-fitting fisherman beanie worked in deep ribs that hug without squeezing. Finished with a little woven label on the cuff.',
    priceCents: 3600,
    stock: 0,
    category: 'hats',
    daysAgo: 28,
    imageCount: 1,
    art: { shape: 'plain-beanie', colors: ['#d98e73', '#f3e6d3'] },
  },
  {
    name: 'Little Bear Ear Beanie',
    description:
      'A toddler beanie with two round bear ears that make every outing a little sillier. Soft acrylic-free yarn, gentle on sensitive skin.',
    priceCents: 3200,
    stock: 5,
    category: 'hats',
    rating: 5,
    reviewsCount: 11,
    daysAgo: 17,
    imageCount: 2,
    art: { shape: 'ear-beanie', colors: ['#c8a2c8', '#f6d38b'] },
  },
  // ── bags ────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Sunset Market Tote',
    description:
      'A sturdy striped tote that carries a whole farmers-market haul. The cotton handles are double-stitched and the base is worked tight so nothing slips through.',
    priceCents: 5800,
    stock: 4,
    category: 'bags',
    featured: true,
    rating: 4.7,
    reviewsCount: 15,
    daysAgo: 4,
    imageCount: 3,
    art: { shape: 'tote', colors: ['#f2a07b', '#f6d38b'] },
  },
  {
    name: 'Granny Square Shoulder Bag',
    description:
      'Sixteen granny squares joined into a roomy shoulder bag with a cheerful vintage feel. Fully lined with cotton and closed with a wooden toggle.',
    priceCents: 7200,
    stock: 2,
    category: 'bags',
    rating: 4.9,
    reviewsCount: 10,
    daysAgo: 14,
    imageCount: 2,
    art: { shape: 'granny-tote', colors: ['#7d9bc7', '#f2c57c'] },
  },
  {
    name: 'Seashell Round Crossbody',
    description:
      'A round little crossbody worked in spiralling rows, just big enough for a phone and keys. The long strap adjusts with a simple knot.',
    priceCents: 4500,
    stock: 5,
    category: 'bags',
    rating: 4.3,
    reviewsCount: 7,
    daysAgo: 24,
    imageCount: 2,
    art: { shape: 'round-bag', colors: ['#f3e6d3', '#8fc1d4'] },
  },
  {
    name: 'Mini Coin Pouch',
    description:
      'A zippered two-tone pouch for coins, earbuds or lip balm. Finished with a swishy tassel on the zip pull.',
    priceCents: 1400,
    stock: 15,
    category: 'bags',
    daysAgo: 30,
    imageCount: 1,
    art: { shape: 'pouch', colors: ['#f4b6c2', '#8fc1d4'] },
    options: [{ name: 'Colour', values: ['Peony', 'Lagoon', 'Lemon'] }],
    colourways: {
      Peony: ['#f4b6c2', '#8fc1d4'],
      Lagoon: ['#8fc1d4', '#f4b6c2'],
      Lemon: ['#f6e08a', '#9cc5a1'],
    },
    variantStock: 5,
    personalisation: { label: 'Initial to stitch', maxLength: 1, required: true, priceCents: 0 },
  },
  // ── blankets ────────────────────────────────────────────────────────────────────────────
  {
    name: 'Meadow Stripe Throw',
    description:
      'A generous sofa throw in bands of sage, cream and honey, finished with a scalloped border. Light enough for summer evenings, warm enough for winter films.',
    priceCents: 18500,
    stock: 2,
    category: 'blankets',
    rating: 4.8,
    reviewsCount: 9,
    daysAgo: 6,
    imageCount: 2,
    art: { shape: 'striped-blanket', colors: ['#9cc5a1', '#f2c57c'] },
  },
  {
    name: 'Vintage Granny Square Afghan',
    description:
      'Over a hundred hand-joined granny squares in a warm vintage palette. This is a true heirloom piece that takes weeks to make, and it is signed with a stitched tag.',
    priceCents: 25000,
    stock: 1,
    category: 'blankets',
    featured: true,
    rating: 5,
    reviewsCount: 4,
    daysAgo: 10,
    imageCount: 4,
    art: { shape: 'granny-blanket', colors: ['#e8707e', '#7d9bc7'] },
  },
  {
    name: 'Ocean Ripple Blanket',
    description:
      'Rolling chevron waves in sea blues and sandy neutrals. The ripple stitch gives it a lovely drape over the end of a bed.',
    priceCents: 16500,
    stock: 0,
    category: 'blankets',
    rating: 4.6,
    reviewsCount: 12,
    daysAgo: 35,
    imageCount: 2,
    art: { shape: 'ripple-blanket', colors: ['#7d9bc7', '#f3e6d3'] },
  },
  {
    name: 'Oatmeal Waffle Lap Blanket',
    description:
      'A cosy lap blanket in a thick waffle texture and calm oatmeal stripes. Just the right size for a reading chair or a chilly desk.',
    priceCents: 12000,
    stock: 3,
    category: 'blankets',
    daysAgo: 20,
    imageCount: 1,
    art: { shape: 'striped-blanket', colors: ['#d9c7a7', '#c8a2c8'] },
  },
  // ── scarfs ──────────────────────────────────────────────────────────────────────────────
  {
    name: 'Autumn Leaves Fringe Scarf',
    description:
      'A long striped scarf in rust and mustard with playful fringe at both ends. Wraps twice around the neck with plenty left to tie.',
    priceCents: 5400,
    stock: 5,
    category: 'scarfs',
    rating: 4.7,
    reviewsCount: 13,
    daysAgo: 7,
    imageCount: 2,
    art: { shape: 'scarf', colors: ['#d98e73', '#f2c57c'] },
  },
  {
    name: 'Cloud Soft Infinity Scarf',
    description:
      'A seamless loop of airy stitches that drapes beautifully without any fuss. Loop it once for a cowl or twice for extra warmth.',
    priceCents: 4600,
    stock: 6,
    category: 'scarfs',
    daysAgo: 16,
    imageCount: 1,
    art: { shape: 'infinity-scarf', colors: ['#cfe6f2', '#f4b6c2'] },
    options: [
      { name: 'Length', values: ['Regular', 'Long'] },
      { name: 'Colour', values: ['Cloud', 'Rose'] },
    ],
    colourways: { Cloud: ['#cfe6f2', '#f4b6c2'], Rose: ['#f4b6c2', '#cfe6f2'] },
    pricesByValue: { Long: 4200 },
  },
  {
    name: 'Candy Stripe Skinny Scarf',
    description:
      'A skinny scarf in sugary pink and mint stripes, fun tied at the neck or through a belt loop. Lightweight cotton for spring.',
    priceCents: 3800,
    stock: 0,
    category: 'scarfs',
    rating: 4.1,
    reviewsCount: 6,
    daysAgo: 31,
    imageCount: 1,
    art: { shape: 'scarf', colors: ['#f4b6c2', '#b6e0c8'] },
  },
  {
    name: 'Forest Moss Chunky Scarf',
    description:
      'A thick, textured scarf in deep moss green that feels like a hug on windy days. Worked in a wool blend for real warmth.',
    priceCents: 6200,
    stock: 3,
    category: 'scarfs',
    rating: 4.9,
    reviewsCount: 17,
    daysAgo: 13,
    imageCount: 2,
    art: { shape: 'scarf', colors: ['#7fa37a', '#f3e6d3'] },
  },
  // ── home décor ──────────────────────────────────────────────────────────────────────────
  {
    name: 'Sage Plant Pot Cozy',
    description:
      'A stretchy cover that turns a plain nursery pot into something special. Fits pots from 12 to 15 cm and wipes clean easily.',
    priceCents: 1800,
    stock: 10,
    category: 'home-decor',
    rating: 4.5,
    reviewsCount: 19,
    daysAgo: 18,
    imageCount: 2,
    art: { shape: 'plant-pot', colors: ['#c8a2c8', '#9cc5a1'] },
  },
  {
    name: 'Sunflower Coaster Set',
    description:
      'Four cheerful sunflower coasters with thick cotton centres that soak up every drip. They brighten a coffee table even without a mug on top.',
    priceCents: 2200,
    stock: 12,
    category: 'home-decor',
    featured: true,
    rating: 4.8,
    reviewsCount: 29,
    daysAgo: 21,
    imageCount: 3,
    art: { shape: 'coasters', colors: ['#f6d38b', '#b98a5e'] },
  },
  {
    name: 'Nesting Storage Basket',
    description:
      'A sturdy basket worked in chunky cotton cord, perfect for yarn stashes, toys or bathroom rolls. Two side handles make it easy to carry.',
    priceCents: 3900,
    stock: 6,
    category: 'home-decor',
    rating: 4.6,
    reviewsCount: 10,
    daysAgo: 25,
    imageCount: 2,
    art: { shape: 'basket', colors: ['#e8dcc6', '#8fc1d4'] },
  },
  {
    name: 'Boho Wall Hanging',
    description:
      'A textured pennant on a driftwood-toned dowel with long swaying fringe. It adds warmth to a blank wall above a bed or desk.',
    priceCents: 6400,
    stock: 2,
    category: 'home-decor',
    daysAgo: 38,
    imageCount: 1,
    art: { shape: 'wall-hanging', colors: ['#f2c57c', '#d98e73'] },
  },
  {
    name: 'Lavender Sachet Hearts',
    description:
      'Two puffy hearts filled with dried lavender from a local farm. Tuck them in a drawer or hang them in a wardrobe for a calm, fresh scent.',
    priceCents: 1200,
    stock: 0,
    category: 'home-decor',
    rating: 3.8,
    reviewsCount: 5,
    daysAgo: 42,
    imageCount: 1,
    art: { shape: 'hearts', colors: ['#cdb9e6', '#f4b6c2'] },
  },
];

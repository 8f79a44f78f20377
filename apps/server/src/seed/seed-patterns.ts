/**
 * The demo catalog's three digital patterns, seeded after the products: each gets its picture
 * (drawn like the finished pieces) and a PDF drawn here with pdf-lib — a cover page with that
 * picture, a materials list and rows of instructions. The catalog adds the product and the
 * patterns module its file (in private storage), in one transaction.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { AppContext } from '../context.ts';
import { addProducts } from '../modules/catalog/index.ts';
import { addPatternFile, patternStorage } from '../modules/patterns/index.ts';
import type { ArtSpec } from './draw-product-art.ts';
import { drawProductArt } from './draw-product-art.ts';
import { renderProductImage } from './render-product-images.ts';

type DemoPattern = {
  name: string;
  description: string;
  priceCents: number;
  category: 'hats' | 'blankets' | 'amigurumi';
  art: ArtSpec;
  materials: string[];
  rows: string[];
};

const DEMO_PATTERNS: DemoPattern[] = [
  {
    name: 'Sunday Beanie pattern',
    description:
      'The PDF pattern for our ribbed Sunday Beanie, in three sizes (baby, child, adult). Worked bottom up in the round with a folded brim; suited to a confident beginner.',
    priceCents: 800,
    category: 'hats',
    art: { shape: 'plain-beanie', colors: ['#c98b6b', '#f3e6d3'] },
    materials: ['Worsted weight yarn, 180 m', '5 mm hook', 'Stitch marker', 'Tapestry needle'],
    rows: [
      'Round 1: ch 60, join with a sl st, taking care not to twist.',
      'Rounds 2-8: *fpdc, bpdc* around for the ribbed brim.',
      'Round 9: ch 2, hdc in each st around (60 sts).',
      'Rounds 10-24: repeat round 9.',
      'Round 25: *hdc 8, hdc2tog* around (54 sts).',
      'Rounds 26-30: keep decreasing by 6 each round; close the top and weave in ends.',
    ],
  },
  {
    name: 'Meadow Granny Blanket pattern',
    description:
      'The PDF pattern for the Meadow Granny Blanket: a classic granny square, a joining method that lies flat, and a layout chart for a throw or a cot blanket. Three pages, ready to print.',
    priceCents: 1000,
    category: 'blankets',
    art: { shape: 'granny-blanket', colors: ['#9cc5a1', '#f4b6c2'] },
    materials: ['DK cotton in 4 colours, 1200 m', '4 mm hook', 'Tapestry needle'],
    rows: [
      'Round 1: magic ring, ch 3, 2 dc, *ch 2, 3 dc* three times, ch 2, join.',
      'Round 2: sl st to the corner, (3 dc, ch 2, 3 dc) in each corner.',
      'Round 3: corners as round 2, 3 dc in each side space.',
      'Round 4: change colour; work as round 3.',
      'Joining: hold two squares together and sl st through the back loops.',
      'Border: 2 rounds of dc, 3 dc in each corner.',
    ],
  },
  {
    name: 'Little Whale amigurumi pattern',
    description:
      'The PDF pattern for the Little Whale: a palm-sized amigurumi worked in continuous rounds, with notes on the tail and the safety eyes. Three pages, ready to print.',
    priceCents: 850,
    category: 'amigurumi',
    art: { shape: 'whale', colors: ['#8fc1d4', '#f3e6d3'] },
    materials: ['Cotton yarn, 60 m', '3 mm hook', '8 mm safety eyes', 'Toy stuffing'],
    rows: [
      'Round 1: 6 sc in a magic ring (6).',
      'Round 2: inc in each st (12).',
      'Round 3: *sc, inc* around (18).',
      'Rounds 4-10: sc around (18); place the eyes between rounds 7 and 8.',
      'Round 11: *sc, dec* around (12); stuff firmly.',
      'Tail: ch 6, turn, sc back, sew to the last round and close.',
    ],
  },
];

function heading(page: PDFPage, font: PDFFont, text: string, y: number) {
  page.drawText(text, { x: 56, y, size: 20, font, color: rgb(0.42, 0.2, 0.12) });
}

async function drawPatternPdf(pattern: DemoPattern, seed: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(drawProductArt(pattern.art, seed, 0, 800)))
    .png()
    .toBuffer();
  const document = await PDFDocument.create();
  document.setTitle(pattern.name);
  const serif = await document.embedFont(StandardFonts.TimesRomanBold);
  const sans = await document.embedFont(StandardFonts.Helvetica);
  const picture = await document.embedPng(png);

  const cover = document.addPage([595, 842]);
  heading(cover, serif, pattern.name, 770);
  cover.drawText('Loop & Lantern crochet pattern', { x: 56, y: 745, size: 12, font: sans });
  cover.drawImage(picture, { x: 98, y: 250, width: 400, height: 400 });

  const materials = document.addPage([595, 842]);
  heading(materials, serif, 'Materials', 770);
  pattern.materials.forEach((item, index) => {
    materials.drawText(`•  ${item}`, { x: 56, y: 730 - index * 24, size: 12, font: sans });
  });

  const instructions = document.addPage([595, 842]);
  heading(instructions, serif, 'Instructions', 770);
  pattern.rows.forEach((row, index) => {
    instructions.drawText(row, { x: 56, y: 730 - index * 24, size: 11, font: sans });
  });
  return Buffer.from(await document.save());
}

export async function seedDemoPatterns(ctx: Pick<AppContext, 'db' | 'storage' | 'config'>) {
  const storage = patternStorage(ctx);
  let seed = 100;
  for (const pattern of DEMO_PATTERNS) {
    seed += 1;
    const image = await renderProductImage(ctx.storage, {
      name: pattern.name,
      art: pattern.art,
      seed,
      view: 0,
    });
    const pdf = await drawPatternPdf(pattern, seed);
    // One transaction per pattern: each is listed at its own moment, the last one the newest.
    await ctx.db.transaction(async (tx) => {
      const [productId] = await addProducts(tx, [
        {
          name: pattern.name,
          description: pattern.description,
          priceCents: pattern.priceCents,
          category: pattern.category,
          images: [image],
          kind: 'pattern',
          downloadLimit: 5,
        },
      ]);
      await addPatternFile(
        { db: tx, storage },
        {
          productId: productId!,
          optionValues: null,
          file: {
            fileName: `${pattern.name
              .replace(/ pattern$/, '')
              .toLowerCase()
              .replace(/\s+/g, '-')}-pattern.pdf`,
            bytes: pdf,
          },
        },
      );
    });
  }
  return DEMO_PATTERNS.length;
}

/**
 * Turns the demo products' SVG art into stored images: each view is rendered by sharp and
 * then goes through the same pipeline as an upload (storeImageVariants: WebP variants on disk).
 */
import type { ProductImage } from '@shop/shared/schemas/product';
import { storeImageVariants, type Storage } from '../modules/media/index.ts';
import { drawProductArt, VIEW_NAMES, type ArtSpec } from './draw-product-art.ts';

/**
 * The first picture (cards, quick view, zoom) is drawn at full size; the other views at 800 px,
 * which still covers the gallery thumbnails and halves the seed's time (WebP encoding of the
 * 1200 px variant is most of the cost, and the seed runs on a shop's first start).
 */
const PRIMARY_SIZE = 1200;
const EXTRA_VIEW_SIZE = 800;

export type ImageJob = { name: string; art: ArtSpec; seed: number; view: number; alt?: string };

export async function renderProductImage(storage: Storage, job: ImageJob): Promise<ProductImage> {
  const svg = drawProductArt(
    job.art,
    job.seed,
    job.view,
    job.view === 0 ? PRIMARY_SIZE : EXTRA_VIEW_SIZE,
  );
  // storeImageVariants takes JPEG, PNG or WebP bytes. A high-quality JPEG without chroma
  // subsampling is the cheapest to encode here and to decode there (shrink-on-load).
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp(Buffer.from(svg))
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
  const image = await storeImageVariants(
    storage,
    jpeg,
    'products',
    'Could not render a demo image',
  );
  return { ...image, alt: job.alt ?? `${job.name}, ${VIEW_NAMES[job.view] ?? 'view'}` };
}

/** Runs `worker` over `items` with at most `limit` at a time, keeping the order of results. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * The images a product may carry: records made by this shop's upload endpoint (never arbitrary
 * URLs), or the product's own current images kept as they are. When images leave a product,
 * their files are deleted unless a past order still shows them.
 */
import { and, ne, sql } from 'drizzle-orm';
import type { ProductImage } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { removeImageVariants, type Storage } from '../media/index.ts';
import type { CatalogDependents } from './dependents.ts';

const UPLOADED_VARIANT = /^\/uploads\/products\/([0-9a-f-]{36})-(\d+)\.webp$/;
const INVALID_IMAGES = 'Please upload the product images again';

/** True for a record exactly as the upload endpoint makes it. */
function isUploadedRecord(image: ProductImage): boolean {
  if (image.variants.length === 0 || image.variants.length > 3) return false;
  let id: string | undefined;
  for (const variant of image.variants) {
    const match = UPLOADED_VARIANT.exec(variant.src);
    if (!match || Number(match[2]) !== variant.width) return false;
    if (id !== undefined && match[1] !== id) return false;
    id = match[1];
  }
  return image.src === image.variants.at(-1)!.src;
}

/**
 * The images to store: kept ones are taken from `current` (so their records cannot be altered
 * but for the alt text), new ones must be fresh uploads. Throws 400 otherwise.
 */
export function checkProductImages(
  images: ProductImage[],
  current: ProductImage[] = [],
): ProductImage[] {
  const seen = new Set<string>();
  return images.map((image) => {
    if (seen.has(image.src)) throw badRequest(INVALID_IMAGES, { images: 'Duplicate image' });
    seen.add(image.src);
    const kept = current.find((c) => c.src === image.src);
    if (kept) return { ...kept, ...(image.alt !== undefined ? { alt: image.alt } : {}) };
    if (!isUploadedRecord(image)) throw badRequest(INVALID_IMAGES, { images: INVALID_IMAGES });
    return {
      src: image.src,
      ...(image.alt !== undefined ? { alt: image.alt } : {}),
      variants: image.variants.map(({ width, src }) => ({ width, src })),
    };
  });
}

/**
 * Deletes the files of images product `productId` no longer uses, except those past orders still
 * show and those another product also carries (seeded catalogs may share image records).
 */
export async function removeDroppedImages(
  db: Db,
  { storage, imagesInUse }: { storage: Storage } & Pick<CatalogDependents, 'imagesInUse'>,
  productId: string,
  dropped: ProductImage[],
): Promise<void> {
  if (dropped.length === 0) return;
  const urlsOf = (image: ProductImage) => [image.src, ...image.variants.map((v) => v.src)];
  const shown = await imagesInUse(db, dropped.flatMap(urlsOf));
  for (const image of dropped) {
    if (urlsOf(image).some((url) => shown.has(url))) continue;
    if (await isUsedByAnotherProduct(db, productId, image.src)) continue;
    await removeImageVariants(storage, image);
  }
}

async function isUsedByAnotherProduct(db: Db, productId: string, src: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        ne(products.id, productId),
        sql`${products.images} @> ${JSON.stringify([{ src }])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Turns untrusted image bytes into clean WebP renditions. The content decides the type (magic
 * bytes, then a full decode by sharp), never the file name or declared type; everything is
 * re-encoded, so nothing appended to or embedded in the original survives.
 */
import sharp from 'sharp';
import type { ProductImage } from '@shop/shared/schemas/product';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from './storage.ts';

export const VARIANT_WIDTHS = [400, 800, 1200] as const;
/** Refuse decompression bombs: 40 megapixels is far beyond any product photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type DetectedType = 'jpeg' | 'png' | 'webp';

export function detectImageType(bytes: Buffer): DetectedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('ascii') === 'RIFF' &&
    bytes.subarray(8, 12).toString('ascii') === 'WEBP'
  )
    return 'webp';
  return null;
}

export class InvalidImageError extends AppError {
  constructor(message: string) {
    super(415, 'unsupported_media_type', message);
  }
}

/**
 * Decodes, checks and re-encodes one image into WebP variants stored under
 * `<folder>/<random>-<width>.webp`. Returns the image record the catalog stores.
 */
export async function storeImageVariants(
  storage: Storage,
  bytes: Buffer,
  folder: string,
  invalidMessage: string,
): Promise<ProductImage> {
  if (!detectImageType(bytes)) throw new InvalidImageError(invalidMessage);
  let width: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error('too many pixels');
    width = meta.width;
  } catch {
    throw new InvalidImageError(invalidMessage);
  }
  const id = crypto.randomUUID();
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (widths.length < VARIANT_WIDTHS.length) widths.push(Math.min(width, VARIANT_WIDTHS.at(-1)!));
  const variants: ProductImage['variants'] = [];
  try {
    for (const w of widths) {
      const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      const src = await storage.put(`${folder}/${id}-${w}.webp`, out, 'image/webp');
      variants.push({ width: w, src });
    }
  } catch (error) {
    await removeImageVariants(storage, { src: variants[0]?.src ?? '', variants });
    if (error instanceof AppError) throw error;
    throw new InvalidImageError(invalidMessage);
  }
  return { src: variants.at(-1)!.src, variants };
}

/** Deletes the stored files of an image record (foreign URLs are left alone). */
export async function removeImageVariants(storage: Storage, image: ProductImage): Promise<void> {
  const urls = new Set([image.src, ...image.variants.map((v) => v.src)]);
  await Promise.all(
    [...urls].map((url) => {
      const key = storage.keyOf(url);
      return key ? storage.remove(key) : undefined;
    }),
  );
}

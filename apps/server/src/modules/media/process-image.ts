/**
 * Turns untrusted image bytes into clean WebP renditions. The content decides the type (magic
 * bytes, then a full decode by sharp), never the file name or declared type; everything is
 * re-encoded, so nothing appended to or embedded in the original (scripts, HTML, EXIF with GPS)
 * survives. Work happens in two phases so a batch is all-or-nothing: `prepareImage` decodes and
 * encodes in memory (any bad file fails before anything is written), `storePreparedImage` writes.
 */
import type { ProductImage } from '@shop/shared/schemas/product';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from './storage.ts';

export const VARIANT_WIDTHS = [400, 800, 1200] as const;
/** Refuse decompression bombs: 40 megapixels is far beyond any product photo. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

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

/** The widths to render for an image `width` pixels wide: never upscaled, largest last. */
export function variantWidthsFor(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

export type PreparedImage = { variants: { width: number; bytes: Buffer }[] };

/**
 * Checks and re-encodes one image in memory. Throws InvalidImageError with `invalidMessage` for
 * anything that is not a decodable JPEG, PNG or WebP within the pixel limit.
 */
export async function prepareImage(bytes: Buffer, invalidMessage: string): Promise<PreparedImage> {
  const type = detectImageType(bytes);
  if (!type) throw new InvalidImageError(invalidMessage);
  // limitInputPixels makes libvips refuse a bomb before allocating; failOn 'error' refuses
  // corrupt or truncated pixel data instead of rendering half an image.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  // Loaded on the first upload, not at start: libvips is a large native library.
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(bytes, options).metadata();
    // The decoder must agree with the magic bytes (a PNG signature on other data is not a PNG).
    if (meta.format !== type) throw new Error(`decoded as ${meta.format}`);
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height || width * height > MAX_INPUT_PIXELS) throw new Error('pixel limit');
    const variants: PreparedImage['variants'] = [];
    for (const w of variantWidthsFor(width)) {
      const out = await sharp(bytes, options)
        .autoOrient()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ width: w, bytes: out });
    }
    return { variants };
  } catch {
    throw new InvalidImageError(invalidMessage);
  }
}

/** Writes a prepared image as `<folder>/<random>-<width>.webp`; on failure nothing remains. */
export async function storePreparedImage(
  storage: Storage,
  prepared: PreparedImage,
  folder: string,
): Promise<ProductImage> {
  const id = crypto.randomUUID();
  const variants: ProductImage['variants'] = [];
  try {
    for (const { width, bytes } of prepared.variants) {
      const src = await storage.put(`${folder}/${id}-${width}.webp`, bytes, 'image/webp');
      variants.push({ width, src });
    }
  } catch (error) {
    await removeImageVariants(storage, { src: variants[0]?.src ?? '', variants });
    throw error;
  }
  return { src: variants.at(-1)!.src, variants };
}

/** Decodes, checks, re-encodes and stores one image; returns the record the catalog keeps. */
export async function storeImageVariants(
  storage: Storage,
  bytes: Buffer,
  folder: string,
  invalidMessage: string,
): Promise<ProductImage> {
  return storePreparedImage(storage, await prepareImage(bytes, invalidMessage), folder);
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

const UPLOADED_NAME = /^(.*\/[0-9a-f-]{36})-(\d+)\.webp$/;

/**
 * The image record of a URL that only names the largest rendition (a monthly drop keeps one
 * image_url): its smaller renditions follow from the naming scheme of `storePreparedImage`.
 * Foreign URLs get a record without variants.
 */
export function imageFromUploadedUrl(storage: Storage, url: string): ProductImage {
  const key = storage.keyOf(url);
  const match = key ? UPLOADED_NAME.exec(url) : null;
  if (!match) return { src: url, variants: [] };
  const [, base, widthText] = match;
  const width = Number(widthText);
  const widths = [...VARIANT_WIDTHS.filter((w) => w < width), width];
  return { src: url, variants: widths.map((w) => ({ width: w, src: `${base}-${w}.webp` })) };
}

/**
 * A buyer's review photos: uploaded through the shop's image pipeline (checked by content,
 * re-encoded, resized) into the `reviews` folder, then named in the review by URL. A review only
 * accepts URLs of that folder, rebuilt into image records from the storage naming scheme.
 */
import type { FastifyRequest } from 'fastify';
import type { ProductImage } from '@shop/shared/schemas/product';
import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX } from '@shop/shared/schemas/review';
import { badRequest } from '../../lib/app-error.ts';
import { imageFromUploadedUrl } from '../media/index.ts';
import type { Storage } from '../media/index.ts';
import { readImageParts, storeUploadedImages } from '../media/index.ts';

export const REVIEW_PHOTO_FOLDER = 'reviews' as const;
const REVIEW_PHOTO_KEY = /^reviews\/[0-9a-f-]{36}-\d+\.webp$/;

export async function uploadReviewPhotos(
  storage: Storage,
  request: FastifyRequest,
): Promise<ProductImage[]> {
  const files = await readImageParts(request, { isSingle: false });
  if (files.length > REVIEW_PHOTOS_MAX) throw badRequest(REVIEW_MESSAGES.tooManyPhotos);
  return storeUploadedImages(storage, files, {
    isSingle: false,
    folder: REVIEW_PHOTO_FOLDER,
  });
}

/** The image records of the photo URLs a review names; anything else is refused. */
export function reviewPhotoRecords(storage: Storage, urls: string[]): ProductImage[] {
  const unique = [...new Set(urls)];
  return unique.map((url) => {
    const key = storage.keyOf(url);
    if (!key || !REVIEW_PHOTO_KEY.test(key)) {
      throw badRequest(REVIEW_MESSAGES.photoUnknown, { photos: REVIEW_MESSAGES.photoUnknown });
    }
    return imageFromUploadedUrl(storage, url);
  });
}

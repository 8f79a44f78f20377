/**
 * A request's reference photos: uploaded through the shop's image pipeline (checked by content,
 * re-encoded, resized) into the `custom-orders` folder before the form is sent, then named in
 * the request by URL. A request only accepts URLs of that folder.
 */
import type { FastifyRequest } from 'fastify';
import { CUSTOM_ORDER_MESSAGES, CUSTOM_PHOTOS_MAX } from '@shop/shared/schemas/custom-order';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Storage } from '../media/index.ts';
import { readImageParts, storeUploadedImages, uploadMessages } from '../media/index.ts';

export const CUSTOM_PHOTO_FOLDER = 'custom-orders' as const;
const CUSTOM_PHOTO_KEY = /^custom-orders\/[0-9a-f-]{36}-\d+\.webp$/;

export async function uploadCustomPhotos(
  storage: Storage,
  request: FastifyRequest,
): Promise<string[]> {
  const files = await readImageParts(request, {
    isSingle: false,
    maxFiles: CUSTOM_PHOTOS_MAX,
  }).catch((error: unknown) => {
    // The pipeline's own count message names the admin's batch size; this form has its own.
    if (error instanceof AppError && error.message === uploadMessages(false).tooMany) {
      throw badRequest(CUSTOM_ORDER_MESSAGES.tooManyPhotos, {
        photos: CUSTOM_ORDER_MESSAGES.tooManyPhotos,
      });
    }
    throw error;
  });
  const images = await storeUploadedImages(storage, files, {
    isSingle: false,
    folder: CUSTOM_PHOTO_FOLDER,
  });
  return images.map((image) => image.src);
}

/** The photo URLs a request names, each an upload of this form; anything else is refused. */
export function checkCustomPhotos(storage: Storage, urls: string[]): string[] {
  const unique = [...new Set(urls)];
  for (const url of unique) {
    const key = storage.keyOf(url);
    if (!key || !CUSTOM_PHOTO_KEY.test(key)) {
      throw badRequest(CUSTOM_ORDER_MESSAGES.photoUnknown, {
        photos: CUSTOM_ORDER_MESSAGES.photoUnknown,
      });
    }
  }
  return unique;
}

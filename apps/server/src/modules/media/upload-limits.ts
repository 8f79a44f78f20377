/**
 * Limits of an image upload request: how many files, how big, and the request size
 * beyond which the body is not even read. Shared by the multipart registration and the route.
 */
import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@shop/shared/constants';

/** Room for multipart boundaries and part headers around the files themselves. */
const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

export function maxUploadFiles(isSingle: boolean): number {
  return isSingle ? 1 : MAX_PRODUCT_IMAGES;
}

/** The largest request an upload of at most `maxFiles` valid files can be. */
export function maxUploadRequestBytes(maxFiles: number): number {
  return maxFiles * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES;
}

/**
 * @fastify/multipart (busboy) limits. One file more than allowed is let through so that a fifth
 * image is told apart (and answered with the shop's message) rather than silently dropped.
 */
export const multipartOptions = {
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_PRODUCT_IMAGES + 1,
    fields: 4,
    fieldSize: 1024,
    fieldNameSize: 100,
    parts: MAX_PRODUCT_IMAGES + 5,
    headerPairs: 20,
  },
  // Hand over file names as sent (busboy would strip paths) so crafted ones can be refused.
  preservePath: true,
};

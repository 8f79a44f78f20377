/**
 * The upload use case: read the image parts of a multipart request, check each by content,
 * re-encode all of them, and only then store them. A batch is all-or-nothing: if any file is
 * refused, nothing is written; if writing fails midway, what was written is removed.
 */
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@shop/shared/messages';
import type { ProductImage } from '@shop/shared/schemas/product';
import { UPLOAD_FIELD, type UploadFolder } from '@shop/shared/schemas/upload';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { prepareImage, removeImageVariants, storePreparedImage } from './process-image.ts';
import type { Storage } from './storage.ts';
import { maxUploadFiles } from './upload-limits.ts';

/**
 * `folder`: an admin upload folder, `reviews` for the photos of a buyer's review, or
 * `custom-orders` for the reference photos of a commission request.
 */
export type UploadOptions = {
  isSingle: boolean;
  folder: UploadFolder | 'reviews' | 'custom-orders';
};

export function uploadMessages(isSingle: boolean) {
  return isSingle
    ? {
        invalid: MESSAGES.invalidImageType,
        tooLarge: MESSAGES.imageTooLarge,
        tooMany: MESSAGES.invalidImageType,
        missing: MESSAGES.invalidImageType,
      }
    : {
        invalid: MESSAGES.invalidImageTypes,
        tooLarge: MESSAGES.imagesTooLarge,
        tooMany: MESSAGES.tooManyImages,
        missing: MESSAGES.productImageRequired,
      };
}

export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);

/**
 * A client file name is never used for storage; one that tries to name a path (`../x`, `a/b`,
 * `C:\x`) or carries control characters only comes from a crafted request, which is refused.
 */
export function isSuspiciousFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[/\\\x00-\x1f\x7f]/.test(name) || name.split(/[/\\]/).some((s) => s === '..');
}

/** What a multipart body that cannot be read (cut short, no or a wrong boundary) is told. */
export const MALFORMED_UPLOAD_MESSAGE =
  'The upload could not be read: the form data is incomplete or malformed. Please try again.';

/**
 * The refusal of a multipart body that failed while it was being read. Reading only parses what
 * the client sent (busboy's "Unexpected end of multipart data", "Multipart: Boundary not found",
 * a part cut short), so whatever fails here is the client's malformed body: a 400, never a 500.
 * The parser's limits keep their own answers.
 */
export function multipartReadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('Too many form fields');
  }
  return badRequest(MALFORMED_UPLOAD_MESSAGE);
}

/**
 * Refuses, before the body is read, a request to an upload route that is not a multipart form
 * with a boundary: any other content type, JSON included, is the client's mistake (400).
 */
export function refuseNonMultipart(request: FastifyRequest, message: string) {
  const type = String(request.headers['content-type'] ?? '');
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(type)) throw badRequest(message);
}

/** Reads the files of the request into memory, enforcing count and size as they stream in. */
export async function readImageParts(
  request: FastifyRequest,
  {
    isSingle,
    maxFiles = maxUploadFiles(isSingle),
  }: Pick<UploadOptions, 'isSingle'> & {
    /** More than the admin's batch (a form with its own limit, registered with room for it). */
    maxFiles?: number;
  },
): Promise<Buffer[]> {
  const messages = uploadMessages(isSingle);
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles + 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        throw badRequest(`Send the images in the "${UPLOAD_FIELD}" field`);
      }
      if (files.length === maxFiles) throw badRequest(messages.tooMany);
      if (isSuspiciousFileName(part.filename)) throw badRequest(messages.invalid);
      files.push(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(messages.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(messages.tooMany);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(messages.missing);
    throw multipartReadError(error);
  }
  if (files.length === 0) throw badRequest(messages.missing);
  return files;
}

/** Checks and re-encodes every file, then stores them all; returns their image records. */
export async function storeUploadedImages(
  storage: Storage,
  files: Buffer[],
  { isSingle, folder }: UploadOptions,
): Promise<ProductImage[]> {
  const { invalid } = uploadMessages(isSingle);
  const prepared = [];
  // One at a time: decoding is CPU- and memory-heavy, and a bad file stops the batch early.
  for (const bytes of files) prepared.push(await prepareImage(bytes, invalid));
  const stored: ProductImage[] = [];
  try {
    for (const image of prepared) stored.push(await storePreparedImage(storage, image, folder));
  } catch (error) {
    await Promise.all(stored.map((image) => removeImageVariants(storage, image)));
    throw error;
  }
  return stored;
}

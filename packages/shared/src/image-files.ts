/**
 * The image upload rules as a browser checks them before uploading (the server checks the
 * same limits again, on the bytes themselves). Returns the shop's message for the first violation.
 */
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from './constants.ts';
import { MESSAGES } from './messages.ts';

export type ImageFileLike = { type: string; size: number };

export type ImageFilesOptions = {
  /** One image only (blog post, monthly drop): singular messages, at most one file. */
  single?: boolean;
  /** Images already chosen, which count towards the limit of MAX_PRODUCT_IMAGES. */
  alreadyChosen?: number;
};

export function isAllowedImageType(type: string): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}

export function imageFilesProblem(
  files: readonly ImageFileLike[],
  { single = false, alreadyChosen = 0 }: ImageFilesOptions = {},
): string | null {
  if (files.some((f) => !isAllowedImageType(f.type))) {
    return single ? MESSAGES.invalidImageType : MESSAGES.invalidImageTypes;
  }
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) {
    return single ? MESSAGES.imageTooLarge : MESSAGES.imagesTooLarge;
  }
  if (!single && alreadyChosen + files.length > MAX_PRODUCT_IMAGES) return MESSAGES.tooManyImages;
  return null;
}

/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

/**
 * Media: image uploads, their variants and storage (disk or a bucket).
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { imageFromUploadedUrl, removeImageVariants, storeImageVariants } from './process-image.ts';
export { uploadLimitHooks, uploadRoutes } from './routes.ts';
export { uploadFileRoutes } from './serve-uploads.ts';
export { createStorage } from './select-storage.ts';
export { createLocalStorage } from './storage.ts';
export type { Storage } from './storage.ts';
export { STORED_IMAGE_FOLDERS, unattachedUploadSweep } from './sweep-unattached-uploads.ts';
export type { ImageOwner } from './sweep-unattached-uploads.ts';
export { multipartReadError, readImageParts, refuseNonMultipart } from './upload-images.ts';
export { storeUploadedImages } from './upload-images.ts';
export { payloadTooLarge } from './upload-images.ts';
export { uploadMessages } from './upload-images.ts';
export { maxUploadRequestBytes } from './upload-limits.ts';
export { multipartOptions } from './upload-limits.ts';

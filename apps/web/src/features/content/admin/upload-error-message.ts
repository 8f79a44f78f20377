/** What to tell the admin when an image upload fails (SPEC §8: the message, or the fallback). */
import { MESSAGES } from '@shop/shared/messages';
import { ApiError } from '@/lib/api-client';

export function uploadErrorMessage(error: unknown): string {
  // The server answers refused files with SPEC's own texts (type, size); anything else is ours.
  if (error instanceof ApiError && [400, 413, 415].includes(error.status)) return error.message;
  return MESSAGES.uploadFailedSingle;
}

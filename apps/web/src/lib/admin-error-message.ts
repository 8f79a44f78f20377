/**
 * What an admin sees when a call fails: the server's own message when it explains the
 * refusal (a field message first), otherwise the shop's fallback text for that action.
 */
import { ApiError } from './api-client';

export function adminErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  const fieldMessages = Object.values(error.fields ?? {});
  if (error.code === 'validation_failed' && fieldMessages.length > 0) {
    return [...new Set(fieldMessages)].join(' ');
  }
  return error.message || fallback;
}

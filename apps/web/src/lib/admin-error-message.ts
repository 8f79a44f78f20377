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

/**
 * Runs an admin action after clearing the last error; a failure is shown through `showError` as
 * `adminErrorMessage` words it.
 */
export async function runAdminAction(
  action: () => Promise<unknown>,
  { fallback, showError }: { fallback: string; showError: (message: string | null) => void },
): Promise<void> {
  showError(null);
  try {
    await action();
  } catch (error) {
    showError(adminErrorMessage(error, fallback));
  }
}

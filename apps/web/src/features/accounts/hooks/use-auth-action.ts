/**
 * The state of one auth form: idle → loading → success or error (e.g. the magic link
 * form). Errors carry the backend's own message, or a plain one when the shop could
 * not be reached at all.
 */
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { withoutPath } from '../auth-field-errors';

export type AuthStatus = 'idle' | 'loading' | 'success' | 'error';

export const NETWORK_ERROR = 'Could not reach the shop. Check your connection and try again.';

export const UNKNOWN_ERROR = 'Something went wrong. Please try again.';

export function errorMessage(error: unknown, fallback = NETWORK_ERROR): string {
  if (error instanceof ApiError) return withoutPath(error.message) || UNKNOWN_ERROR;
  if (error instanceof Error && error.message && !(error instanceof TypeError)) {
    return error.message;
  }
  return fallback;
}

export function useAuthAction() {
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    setStatus('loading');
    setError(null);
    try {
      await action();
      setStatus('success');
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      setStatus('error');
      return false;
    }
  }, []);

  const fail = useCallback((message: string) => {
    setError(message);
    setStatus('error');
  }, []);

  const reset = useCallback(() => {
    setError(null);
    setStatus('idle');
  }, []);

  return { status, error, isLoading: status === 'loading', run, fail, reset };
}

/**
 * Mounted once at the app root: checks the session at load (then the guards may decide) and
 * re-checks when the tab comes back into view, so a session ended elsewhere (sign-out in another
 * tab, password reset) is noticed.
 */
import { useEffect } from 'react';
import { useSessionStore } from '@/features/accounts/store';
import { refreshSession } from '../session';

const RECHECK_AFTER_MS = 60_000;

export function SessionBootstrap() {
  useEffect(() => {
    let lastCheck = Date.now();
    refreshSession()
      .catch((error: unknown) => console.error('Session check failed', error))
      .finally(() => useSessionStore.getState().setAuthReady());

    const onVisible = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < RECHECK_AFTER_MS) {
        return;
      }
      lastCheck = Date.now();
      refreshSession().catch((error: unknown) => console.error('Session check failed', error));
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return null;
}

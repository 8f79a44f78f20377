import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once React runs the page in the browser. Forms
 * of the signed-in areas wait for it: typed into server-rendered HTML before the scripts take
 * over, a field would look filled while the form's state never heard of it.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

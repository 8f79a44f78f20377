/**
 * One zustand store per concern (cart, session, preferences), each owned by its feature, all
 * built the same way here.
 *
 * One store per render: the server creates a fresh store for every request and hands it down
 * through the concern's `Provider`, so no user, admin flag or cart can leak from one request into
 * another. The browser has exactly one page and one user, so it keeps one store per concern
 * (`browserStore()`, or the one `setBrowserStore` installs with the state the server rendered
 * with); code outside components reaches it through `useX.getState()`, `.setState()` and
 * `.subscribe()`.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

export type ScopedStore<S, A extends StoreApi<S>> = {
  /** Hands this render's store to the components below (server renders, the app). */
  Provider: (props: { store: A; children: ReactNode }) => ReactNode;
  /** The store of this render: the provider's or, without one, the browser's. */
  useApi: () => A;
  /** `useX(selector)` in components; `useX.getState()` etc. reach the browser's store. */
  useSelect: (<T>(selector: (state: S) => T) => T) & {
    getState: () => S;
    setState: (partial: Partial<S>) => void;
    subscribe: (listener: (state: S, previous: S) => void) => () => void;
  };
  browserStore: () => A;
  setBrowserStore: (store: A) => A;
};

export function scopedStore<S, A extends StoreApi<S>>(
  concern: string,
  create: () => A,
): ScopedStore<S, A> {
  let inBrowser: A | undefined;
  const Context = createContext<A | null>(null);

  const browserStore = () => {
    if (typeof window === 'undefined') {
      throw new Error(
        `The browser's ${concern} store was used on the server: render inside its Provider.`,
      );
    }
    inBrowser ??= create();
    return inBrowser;
  };
  const setBrowserStore = (store: A) => {
    inBrowser = store;
    return store;
  };
  const Provider = ({ store, children }: { store: A; children: ReactNode }) =>
    createElement(Context.Provider, { value: store }, children);
  const useApi = () => useContext(Context) ?? browserStore();

  function useSelectHook<T>(selector: (state: S) => T): T {
    return useStore(useApi(), selector);
  }
  const useSelect = Object.assign(useSelectHook, {
    getState: () => browserStore().getState(),
    setState: (partial: Partial<S>) => browserStore().setState(partial),
    subscribe: (listener: (state: S, previous: S) => void) => browserStore().subscribe(listener),
  });

  return { Provider, useApi, useSelect, browserStore, setBrowserStore };
}

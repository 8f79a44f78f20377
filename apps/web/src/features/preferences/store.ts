/**
 * The visitor's preferences: dark mode, saved in the `darkMode` cookie (the server renders
 * <html class="dark"> from it, so nothing flashes, with or without scripts) and under localStorage
 * `darkMode`; the page's first script (theme-init) keeps the two in step. A server render starts
 * from the cookie; the browser's store starts from the page's class.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DARK_MODE_COOKIE_ATTRIBUTES, DARK_MODE_KEY } from '@shop/shared/theme-init';
import { scopedStore } from '@/lib/scoped-store';

export type PreferencesState = {
  darkMode: boolean;
  setDarkMode: (isDark: boolean) => void;
  toggleDarkMode: () => void;
};

export type PreferencesStore = StoreApi<PreferencesState>;

export { DARK_MODE_KEY };

/** Saves the preference where the server (cookie) and the spec's key (localStorage) read it. */
function saveDarkMode(isDark: boolean) {
  document.cookie = `${DARK_MODE_KEY}=${String(isDark)}; ${DARK_MODE_COOKIE_ATTRIBUTES}`;
  try {
    localStorage.setItem(DARK_MODE_KEY, String(isDark));
  } catch {
    // Private mode: the cookie still carries it.
  }
}

export function applyDarkMode(isDark: boolean) {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', isDark);
}

export function createPreferencesStore(initialDarkMode = false): PreferencesStore {
  return createStore<PreferencesState>()((set, get) => ({
    darkMode: initialDarkMode,
    setDarkMode: (darkMode) => set({ darkMode }),
    toggleDarkMode: () => {
      const darkMode = !get().darkMode;
      saveDarkMode(darkMode);
      applyDarkMode(darkMode);
      set({ darkMode });
    },
  }));
}

const scoped = scopedStore<PreferencesState, PreferencesStore>(
  'preferences',
  createPreferencesStore,
);

export const PreferencesStoreProvider = scoped.Provider;
export const usePreferencesStore = scoped.useSelect;

/**
 * The browser's preferences store: created as the server rendered the page (hydration reads a
 * store's initial state, zustand's server snapshot, so the page's words hydrate alike), then set
 * to what theme-init.js applied to <html> (which may differ: a localStorage flag saved before the
 * cookie existed, or a page put back from the browser's cache after a switch in another tab);
 * the app then re-renders with it. Without a server render (`npm run dev`) it starts from the
 * page's class.
 */
export function initBrowserPreferencesStore(renderedDark?: boolean): PreferencesStore {
  const isDark = document.documentElement.classList.contains('dark');
  const store = scoped.setBrowserStore(createPreferencesStore(renderedDark ?? isDark));
  store.getState().setDarkMode(isDark);
  return store;
}

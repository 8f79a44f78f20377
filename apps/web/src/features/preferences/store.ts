/**
 * The visitor's preferences kept in this browser: dark mode (saved under localStorage
 * `darkMode`; `theme-init.js` applies it to <html> before first paint, so nothing flashes).
 * Renders start light (the server cannot know); the browser entry takes the page's class over
 * before hydrating (`takeOverPreferences`), and React re-renders right after.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { scopedStore } from '@/lib/scoped-store';

export type PreferencesState = {
  darkMode: boolean;
  setDarkMode: (isDark: boolean) => void;
  toggleDarkMode: () => void;
};

export type PreferencesStore = StoreApi<PreferencesState>;

export const DARK_MODE_KEY = 'darkMode';

export function applyDarkMode(isDark: boolean) {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', isDark);
}

export function createPreferencesStore(): PreferencesStore {
  return createStore<PreferencesState>()((set, get) => ({
    darkMode: false,
    setDarkMode: (darkMode) => set({ darkMode }),
    toggleDarkMode: () => {
      const darkMode = !get().darkMode;
      try {
        localStorage.setItem(DARK_MODE_KEY, String(darkMode));
      } catch {
        // Private mode: the toggle still works for this visit.
      }
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

/** The browser's preferences store, seeded from what theme-init.js already applied to <html>. */
export function initBrowserPreferencesStore(): PreferencesStore {
  const store = scoped.setBrowserStore(createPreferencesStore());
  store.getState().setDarkMode(document.documentElement.classList.contains('dark'));
  return store;
}

import { afterEach, describe, expect, it } from 'vitest';
import { initBrowserPreferencesStore } from './store';

describe('the browser preferences store', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('hydrates as the server rendered a dark page (the hydration snapshot is the initial state)', () => {
    document.documentElement.classList.add('dark');
    const store = initBrowserPreferencesStore(true);
    expect(store.getInitialState().darkMode).toBe(true);
    expect(store.getState().darkMode).toBe(true);
  });

  it('hydrates a page rendered light as light, then takes the dark theme the first script applied', () => {
    // A visitor whose dark flag was in localStorage before the cookie existed: the server drew
    // the page light, theme-init made it dark before the first paint.
    document.documentElement.classList.add('dark');
    const store = initBrowserPreferencesStore(false);
    expect(store.getInitialState().darkMode).toBe(false);
    expect(store.getState().darkMode).toBe(true);
  });

  it('starts from the page theme without a server render', () => {
    document.documentElement.classList.add('dark');
    expect(initBrowserPreferencesStore().getInitialState().darkMode).toBe(true);
    document.documentElement.classList.remove('dark');
    expect(initBrowserPreferencesStore().getInitialState().darkMode).toBe(false);
  });
});

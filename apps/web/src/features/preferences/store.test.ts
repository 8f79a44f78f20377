import { afterEach, describe, expect, it } from 'vitest';
import { initBrowserPreferencesStore } from './store';

describe('the browser preferences store', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('starts from the page theme, so a dark page hydrates dark (the hydration snapshot is the initial state)', () => {
    document.documentElement.classList.add('dark');
    const store = initBrowserPreferencesStore();
    expect(store.getInitialState().darkMode).toBe(true);
    expect(store.getState().darkMode).toBe(true);
  });

  it('starts light on a light page', () => {
    const store = initBrowserPreferencesStore();
    expect(store.getInitialState().darkMode).toBe(false);
  });
});

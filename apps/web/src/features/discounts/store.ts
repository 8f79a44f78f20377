/**
 * The discount code the shopper applied in the cart, kept in this tab's sessionStorage so it
 * survives the trip through sign-in or sign-up (and a reload) until the checkout takes it or
 * the shopper removes it. The server decides what it is worth each time (the cart's quote).
 *
 * Read with `useSyncExternalStore`: the server render and hydration see no code, then React
 * re-renders with the saved one, so the first paint never mismatches.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'discount-code';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAppliedCode(code: string | null) {
  try {
    if (code) window.sessionStorage.setItem(KEY, code);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the code lasts for this page only.
    memory = code;
  }
  for (const listener of listeners) listener();
}

let memory: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppliedCode(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read() ?? memory,
    () => null,
  );
}

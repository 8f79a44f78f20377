/**
 * The current time, ticking once a second while any component shows it. One shared timer for
 * every countdown on the page. A server render gets the moment it renders at (the server's
 * clock), and so does the browser while it hydrates that page; then the browser's clock ticks.
 * Null only for a page the browser renders without a server render.
 */
import { use, useSyncExternalStore } from 'react';
import { RenderClockContext } from '@/lib/render-clock';

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): number | null {
  const renderedAt = use(RenderClockContext);
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt,
  );
}

import type { MouseEvent } from 'react';

/**
 * A left click with no key held. A link the app enhances (Load more, Quick View, Clear filters)
 * does its in-page work only then; other clicks open the link's page as the browser would (a new
 * tab, a new window), which is also what the link does before the app runs.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

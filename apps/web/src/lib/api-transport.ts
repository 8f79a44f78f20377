/**
 * How `api()` reaches the server. In the browser: `fetch` on the page's own origin. A server
 * render installs its own (one per request, kept in async context) before rendering, so route
 * loaders can reuse the very query functions the browser uses.
 */
import type { ApiFetch } from '@shop/shared/storefront-render';

export type { ApiFetch };

// Looked up at call time, so test doubles that patch `fetch` (MSW) are seen.
const browserFetch: ApiFetch = (url, init) => fetch(url, init);

let resolveApiFetch: () => ApiFetch = () => browserFetch;

/** For the server entry only: where each call finds the fetch of the request being rendered. */
export function setApiFetchResolver(resolver: () => ApiFetch) {
  resolveApiFetch = resolver;
}

export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return resolveApiFetch()(url, init);
}

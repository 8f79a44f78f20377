/**
 * What a server render hands to the browser, as JSON in non-executable script elements (the
 * page's Content-Security-Policy allows no inline scripts): the query cache, the router's loader
 * state, and the session the page was rendered for.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { SessionSnapshot } from '@shop/shared/storefront-render';

export const RENDER_STATE_ID = 'render-state';

export type RenderState = {
  queries: DehydratedState;
  router: HydrationState;
  session: SessionSnapshot;
  /** When the server rendered the page (ms, its clock): the browser hydrates at that moment. */
  renderedAt: number;
};

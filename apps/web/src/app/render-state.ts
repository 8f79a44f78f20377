/**
 * What a server render hands to the browser, as JSON in non-executable script elements (the
 * page's Content-Security-Policy allows no inline scripts): the query cache, the router's loader
 * state, the session the page was rendered for and a posted form's flash.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { SessionSnapshot } from '@shop/shared/storefront-render';
import type { FormFlash } from '@shop/shared/form-flash';
import type { SavedCart } from '@shop/shared/schemas/cart';

export const RENDER_STATE_ID = 'render-state';

export type RenderState = {
  queries: DehydratedState;
  router: HydrationState;
  session: SessionSnapshot;
  /** When the server rendered the page (ms, its clock): the browser hydrates at that moment. */
  renderedAt: number;
  /** The form flash this page was rendered with (errors and typed values of a form posted). */
  flash: FormFlash | null;
  /** The visitor's cart as the server keeps it (null: none). */
  cart: SavedCart | null;
  /** Whether the page was rendered dark (the visitor's `darkMode` cookie). */
  darkMode: boolean;
};

/**
 * The contract between the shop's server and the storefront's server render (apps/web's
 * `entry-server`, built into a bundle the server imports at run time): what the server passes
 * for each page request and what it gets back. The web build ships no type declarations, so
 * both sides take these types from here instead of each writing its own copy.
 */

import type { FormFlash } from './form-flash.ts';
import type { SavedCart } from './schemas/cart.ts';

/** The signed-in visitor as a render knows them. */
export type SessionUser = { id: string; email: string; createdAt: string };

/** What a server render knows of the visitor; also the seed of the browser's session state. */
export type SessionSnapshot = {
  user: SessionUser | null;
  isAdmin: boolean;
  /** The visitor's saved product ids (empty when signed out). */
  wishlist: string[];
  /** True when the server already knows the session (signed in); else the browser checks. */
  isAuthReady: boolean;
};

/** A visitor without a session (or a browser page rendered without a server state). */
export const SIGNED_OUT: SessionSnapshot = {
  user: null,
  isAdmin: false,
  wishlist: [],
  isAuthReady: false,
};

/** How a render's loaders reach the API (the server injects into itself). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export type RenderRequest = {
  /** The page's path and query string, e.g. `/products?category=hats`. */
  path: string;
  /** The shop's public origin: canonical links and absolute image addresses use it. */
  origin: string;
  session: SessionSnapshot;
  /** What the form posted just before asks this page to show (its errors, typed values). */
  flash: FormFlash | null;
  /** The visitor's cart as the server keeps it (a guest's or a shopper's); null: none. */
  cart: SavedCart | null;
  apiFetch: ApiFetch;
  /** The visitor's `darkMode` cookie: the page is rendered in the dark theme. */
  darkMode?: boolean;
  /** The server's clock (ms): what depends on the time (monthly drops) is rendered at it. */
  now?: number;
};

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string };

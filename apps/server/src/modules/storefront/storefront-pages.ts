/**
 * Every page address that is not a file or an API route is rendered on the server: the first
 * HTML carries the page's content, metadata and the state the browser hydrates from. The
 * visitor's session (when there is a cookie) is rendered in, so the header is right at once,
 * and so are the visitor's cart (a guest's by their cookie: the cart page, its totals and the
 * header's count come from it) and a form's flash (its errors and typed values,
 * lib/form-flash.ts); such a page is private to that visitor and never cached. Anonymous pages are stored by the
 * public answer cache (public-cache.ts) until a write or its age retires them. Pages are not
 * routes (the not-found handler renders them), so those it does not take are compressed here
 * (page-compression.ts) rather than by @fastify/compress. Loaders reach the API by
 * injecting into this same server, through the very routes (and caches) the browser uses.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listWishlist } from '../wishlist/index.ts';
import { readVisitorCart } from '../carts/index.ts';
import type { SessionUser } from '../../context.ts';
import { readSessionUser } from '../../plugins/access.ts';
import { compressPage } from '../../plugins/page-compression.ts';
import { now } from '../../lib/clock.ts';
import { isDarkModeCookie } from '@shop/shared/theme-init';
import { takeFormFlash } from '../../lib/form-flash.ts';
import { SIGNED_OUT, type ApiFetch, type SessionSnapshot } from '@shop/shared/storefront-render';
import type { StorefrontRenderer } from './storefront-renderer.ts';

async function readSessionSnapshot(
  app: FastifyInstance,
  user: SessionUser | null,
): Promise<SessionSnapshot> {
  if (!user) return SIGNED_OUT;
  return {
    user: { id: user.id, email: user.email, createdAt: user.createdAt.toISOString() },
    isAdmin: user.role === 'admin',
    wishlist: await listWishlist(app.ctx.db, user.id),
    isAuthReady: true,
  };
}

/**
 * The API reads a page of the shopper's own makes on the server (the payment page, the order's
 * confirmation, My Orders, the empty cart's "Restore cart" offer): these alone carry the visitor's cookie, so the signed-in pages that
 * must work without scripts are rendered whole, while the catalog's reads stay anonymous and
 * keep coming from the public answer cache.
 */
const OWN_API_READS = ['/api/test-checkout/', '/api/orders', '/api/cart/restore-offer'];
const isOwnRead = (url: string) =>
  OWN_API_READS.some((prefix) => url === prefix || url.startsWith(prefix));

/**
 * Reads the API answers to a POST because their question is a body, without writing anything
 * (the cart's totals: its lines, a code, gift wrap; what the cart's gift cards pay of them). A
 * render asks nothing else by POST.
 */
const POSTED_READS = new Set(['/api/cart/quote', '/api/cart/gift-cards/quote']);

/** A fetch that answers from this server without a network hop (the visitor's cookie only for their own reads). */
function injectFetch(
  app: FastifyInstance,
  cookie: string | undefined,
  clientAddress: string,
): ApiFetch {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const isPostedRead = method === 'POST' && POSTED_READS.has(url);
    if (method !== 'GET' && !isPostedRead) {
      throw new Error(`A page render does not write: ${method} ${url}`);
    }
    // The totals depend on who asks (a code's once-per-customer limit): the visitor's own read.
    const withCookie = cookie !== undefined && (isPostedRead || isOwnRead(url));
    const response = await app.inject({
      method: isPostedRead ? 'POST' : 'GET',
      url,
      // The visitor's address: a throttled read counts against them, not against the shop.
      remoteAddress: clientAddress,
      headers: {
        accept: 'application/json',
        ...(withCookie && { cookie }),
        // The shop's own page asks, as the browser's would (writes' origin check).
        ...(isPostedRead && {
          'content-type': 'application/json',
          origin: new URL(app.ctx.config.publicUrl).origin,
        }),
      },
      ...(isPostedRead && typeof init.body === 'string' && { payload: init.body }),
    });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

export async function renderStorefrontPage(
  app: FastifyInstance,
  renderer: StorefrontRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const user = await readSessionUser(app, request);
  const session = await readSessionSnapshot(app, user);
  const savedCart = await readVisitorCart(app, request, user);
  const cart = savedCart
    ? { lines: savedCart.lines, gift: savedCart.gift, version: savedCart.version }
    : null;
  const flash = takeFormFlash(request, reply, {
    authSecret: app.ctx.authSecret,
    secure: app.ctx.config.isProduction,
  });
  const darkMode = isDarkModeCookie(request.headers.cookie);
  const result = await renderer.render({
    path: request.url,
    origin: app.ctx.config.publicUrl,
    session,
    flash,
    cart,
    // A guest's cookie too once they have a cart (its gift cards are read by it): such a page is
    // private to them anyway.
    apiFetch: injectFetch(app, user || savedCart ? request.headers.cookie : undefined, request.ip),
    darkMode,
    now: now().getTime(),
  });
  if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
  const html = Buffer.from(renderer.toDocument(result, darkMode));
  reply.status(result.status).type('text/html; charset=utf-8');
  const isPublic =
    session.user === null && flash === null && cart === null && !reply.hasHeader('set-cookie');
  if (isPublic) {
    // The public cache stores it, compresses it and sets its caching headers (onSend).
    request.isPublicPage = true;
    if (app.canUsePublicCache(request)) return reply.send(html);
  }
  const { body, encoding } = await compressPage(html, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('cache-control', isPublic ? 'no-cache' : 'private, no-cache')
    .header('vary', 'Cookie, Accept-Encoding')
    .send(body);
}

/**
 * The guest's cart cookie, `shop_cart`: the id of their row in `guest_carts`, signed (HMAC under
 * a key of its own), valid 30 days from the last change (each change sends it again), HttpOnly
 * and SameSite=Lax. A tampered, expired or unknown id reads as no cart: the visitor starts an
 * empty one; an id is a random UUID, so no visitor can name another's cart.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appendSetCookie, readCookie, serializeCookie } from '../../lib/cookies.ts';
import { readSignedValue, signValue } from '../../lib/signed-value.ts';
import type { SessionUser } from '../../context.ts';
import { readSessionUser } from '../../plugins/access.ts';
import type { CartOwner } from './cart-row.ts';

export const GUEST_CART_COOKIE = 'shop_cart';
const PURPOSE = 'guest-cart-v1';
/** A cart left this long is forgotten (the cookie expires, the sweep deletes the row). */
export const GUEST_CART_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

type Keys = { authSecret: string; isProduction: boolean };
const keysOf = (app: FastifyInstance): Keys => ({
  authSecret: app.ctx.authSecret,
  isProduction: app.ctx.config.isProduction,
});

/** The guest cart id this request's cookie names, when its signature and age hold. */
export function readGuestCartId(app: FastifyInstance, request: FastifyRequest): string | null {
  return readSignedValue(
    app.ctx.authSecret,
    PURPOSE,
    readCookie(request.headers, GUEST_CART_COOKIE),
  );
}

export function setGuestCartCookie(app: FastifyInstance, reply: FastifyReply, guestId: string) {
  const { authSecret, isProduction } = keysOf(app);
  const signed = signValue(authSecret, PURPOSE, guestId, new Date(Date.now() + GUEST_CART_IDLE_MS));
  appendSetCookie(
    reply,
    serializeCookie(GUEST_CART_COOKIE, signed, {
      maxAge: GUEST_CART_IDLE_MS / 1000,
      secure: isProduction,
    }),
  );
}

export function clearGuestCartCookie(app: FastifyInstance, reply: FastifyReply) {
  appendSetCookie(
    reply,
    serializeCookie(GUEST_CART_COOKIE, '', { maxAge: 0, secure: keysOf(app).isProduction }),
  );
}

/**
 * Whose cart a request reads: the signed-in shopper's, else the guest's by the cookie; null for
 * a guest without one (an empty cart, nothing to read).
 */
export async function readCartOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  user?: SessionUser | null,
): Promise<CartOwner | null> {
  const signedIn = user === undefined ? await readSessionUser(app, request) : user;
  if (signedIn) return { userId: signedIn.id };
  const guestId = readGuestCartId(app, request);
  return guestId ? { guestId } : null;
}

/**
 * Whose cart a change goes to: as readCartOwner, and a guest without a cart gets a new id. The
 * guest's cookie is (re)sent, so it stays valid 30 days from their last change.
 */
export async function cartOwnerForChange(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user?: SessionUser | null,
): Promise<CartOwner> {
  const owner = (await readCartOwner(app, request, user)) ?? { guestId: crypto.randomUUID() };
  if ('guestId' in owner) setGuestCartCookie(app, reply, owner.guestId);
  return owner;
}

/**
 * The cart of the visitor making a request, as the pages and the API read it: the signed-in
 * shopper's row, else the guest's by their cookie; undefined (the empty cart) for a visitor
 * with neither, or whose cookie names no row any more.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../context.ts';
import { readOwnerCart } from './cart-row.ts';
import { readCartOwner } from './guest-cart-cookie.ts';

export async function readVisitorCart(
  app: FastifyInstance,
  request: FastifyRequest,
  user?: SessionUser | null,
) {
  const owner = await readCartOwner(app, request, user);
  return owner ? readOwnerCart(app.ctx.db, owner) : undefined;
}

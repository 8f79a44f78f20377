/**
 * Guest carts left alone for 30 days are deleted (their cookie has expired by then too), by a
 * sweep that runs hourly on one replica at a time (advisory try-lock: the others skip the round).
 */
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { runEvery } from '../../lib/interval-task.ts';
import { GUEST_CART_IDLE_MS } from './guest-cart-cookie.ts';
import { guestCarts } from './schema.ts';

export const GUEST_CART_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the guest carts unchanged for 30 days; how many. */
export async function deleteIdleGuestCarts(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(guestCarts)
    .where(lt(guestCarts.changedAt, new Date(now.getTime() - GUEST_CART_IDLE_MS)))
    .returning({ id: guestCarts.id });
  return deleted.length;
}

export const guestCartSweep = fp(async (app: FastifyInstance) => {
  runEvery(app, {
    what: 'guest cart sweep',
    everyMs: GUEST_CART_SWEEP_INTERVAL_MS,
    lockKey: LOCK_KEYS.guestCartSweep,
    runAtStart: true,
    task: async () => {
      const deleted = await deleteIdleGuestCarts(app.ctx.db);
      if (deleted > 0) app.log.info({ deleted }, 'deleted idle guest carts');
    },
  });
});

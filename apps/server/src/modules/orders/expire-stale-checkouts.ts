/**
 * Gives back the stock of checkouts that will never be paid: demo payments sessions past their
 * 30 minutes, and orders whose provider session was never opened (the process stopped between
 * reserving and asking the provider). Stripe's own sessions are released by its
 * `checkout.session.expired` webhook. The same sweep retries refunds the provider refused
 * earlier (refund-order-payment.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHECKOUT_SESSION_TTL_MS } from '@shop/shared/constants';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import type { Db } from '../../db/client.ts';
import { findStaleReservations } from './open-checkouts.ts';
import { releaseOrderStock } from './release-order-stock.ts';
import { retryPendingRefunds } from './refund-order-payment.ts';

/** Longer than the provider call can take (80 s timeout, one retry). */
const ORPHANED_AFTER_MS = 15 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 1000;

export async function expireStaleCheckouts(db: Db, now = new Date()): Promise<number> {
  const expired = await findStaleReservations(db, {
    createdBefore: new Date(now.getTime() - CHECKOUT_SESSION_TTL_MS),
    statuses: ['awaiting_payment'],
    provider: 'test',
  });
  const orphaned = await findStaleReservations(db, {
    createdBefore: new Date(now.getTime() - ORPHANED_AFTER_MS),
    statuses: ['pending'],
  });
  let released = 0;
  for (const order of expired) {
    if (await releaseOrderStock(db, order.id, 'expired')) released++;
  }
  for (const order of orphaned) {
    if (await releaseOrderStock(db, order.id, 'failed')) released++;
  }
  return released;
}

/** Runs the sweep on an interval while the app is up; the timer never keeps the process alive. */
export const checkoutExpirySweep = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = async (log: FastifyBaseLogger) => {
    if (running) return;
    running = true;
    try {
      // One replica per round: the others skip it (each release is conditional anyway, but a
      // refund retry calls the provider and should not be sent twice).
      await withAdvisoryLock(
        app.ctx.db,
        LOCK_KEYS.checkoutExpirySweep,
        { wait: false },
        async () => {
          const released = await expireStaleCheckouts(app.ctx.db);
          if (released > 0) log.info({ released }, 'released the stock of expired checkouts');
          const refunded = await retryPendingRefunds({
            db: app.ctx.db,
            payments: app.ctx.payments,
            config: app.ctx.config,
            outbox: app.ctx.outbox,
            log,
          });
          if (refunded > 0) log.info({ refunded }, 'refunded late payments on retry');
        },
      );
    } catch (error) {
      log.error({ err: error }, 'checkout expiry sweep failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    // Nothing is swept before the database is there and migrated (a server starting without it).
    timer = setInterval(() => app.readiness.isReady && void sweep(app.log), SWEEP_INTERVAL_MS);
    timer.unref();
    void app.readiness.whenReady().then(() => sweep(app.log));
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});

/**
 * The outbox's delivery worker inside this process: `kick()` after a commit delivers new mails
 * within moments, a sweep every SWEEP_INTERVAL_MS picks up retries (and mails another replica
 * queued), and `flush()` runs a pass to the end (shutdown, tests). Passes never overlap here;
 * across replicas the row leases keep them apart.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { DeliveryResult, MailOutbox, Mailer } from '../../ports/mail.ts';
import { deliverDueMails } from './deliver-due-mails.ts';

export const OUTBOX_SWEEP_INTERVAL_MS = 30 * 1000;

export type { MailOutbox } from '../../ports/mail.ts';

type OutboxOptions = { db: Db; mailer: Mailer; log: FastifyBaseLogger };

export function createMailOutbox({ db, mailer, log }: OutboxOptions): MailOutbox {
  let running: Promise<DeliveryResult> = Promise.resolve({ sent: 0, retried: 0, failed: 0 });
  let isKickScheduled = false;
  let isClosed = false;

  const pass = (now?: () => Date) => {
    running = running
      .catch(() => undefined)
      .then(() => deliverDueMails({ db, mailer, log, now }))
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail outbox pass failed');
        return { sent: 0, retried: 0, failed: 0 };
      });
    return running;
  };

  return {
    kick() {
      if (isKickScheduled || isClosed) return;
      isKickScheduled = true;
      setImmediate(() => {
        isKickScheduled = false;
        if (!isClosed) void pass();
      });
    },
    flush: (now) => pass(now),
    async close() {
      isClosed = true;
      await running.catch(() => undefined);
    },
  };
}

/** Sweeps the outbox on an interval while the app is up; the timer never keeps the process alive. */
export const mailOutboxWorker = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Nothing is sent before the database is there and migrated (a server starting without it).
    timer = setInterval(
      () => app.readiness.isReady && app.ctx.outbox.kick(),
      OUTBOX_SWEEP_INTERVAL_MS,
    );
    timer.unref();
    void app.readiness.whenReady().then(() => app.ctx.outbox.kick());
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await app.ctx.outbox.close();
  });
});

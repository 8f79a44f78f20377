/**
 * Background work that runs on an interval while the app is up: sweeps and dispatchers.
 * Nothing runs before the database is there and migrated (a server may listen before it, see
 * readiness.ts), runs never overlap in this process, one with a lock key runs on one replica per
 * round (the others skip it), a failure is logged and the next round tries again, the timer never
 * keeps the process alive, and closing the app waits for a run in progress.
 */
import type { FastifyInstance } from 'fastify';
import { withAdvisoryLock } from '../db/advisory-lock.ts';

export type IntervalTask = {
  /** For the log: "<what> failed". */
  what: string;
  everyMs: number;
  /** A key from db/lock-keys.ts: one replica per round. Without it every replica runs it. */
  lockKey?: number;
  /** Also run once as soon as the app is ready, not only after the first interval. */
  runAtStart?: boolean;
  task: () => Promise<void>;
};

export function runEvery(
  app: FastifyInstance,
  { what, everyMs, lockKey, runAtStart, task }: IntervalTask,
) {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  const run = () => {
    if (current || !app.readiness.isReady) return;
    const locked =
      lockKey === undefined ? task() : withAdvisoryLock(app.ctx.db, lockKey, { wait: false }, task);
    current = locked
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        current = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
    if (runAtStart) void app.readiness.whenReady().then(run);
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await current;
  });
}

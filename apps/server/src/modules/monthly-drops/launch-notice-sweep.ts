/**
 * Runs `sendLaunchNotices` every LAUNCH_SWEEP_MS while the app is up, on one replica per round
 * (the advisory lock; the signups' own marking keeps each mail single even without it).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery } from '../../lib/interval-task.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { sendLaunchNotices } from './send-launch-notices.ts';

/** How late after a release its notices may go out at most. */
export const LAUNCH_SWEEP_MS = 5_000;

export const launchNoticeSweep = fp(async (app: FastifyInstance) => {
  runEvery(app, {
    what: 'drop launch notices',
    everyMs: LAUNCH_SWEEP_MS,
    lockKey: LOCK_KEYS.launchNoticeSweep,
    runAtStart: true,
    task: async () => {
      await sendLaunchNotices(app.ctx);
    },
  });
});

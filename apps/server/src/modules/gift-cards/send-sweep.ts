/**
 * Runs `sendDueGiftCards` every GIFT_CARD_SWEEP_MS while the app is up, on one replica per round
 * (the try-lock; the cards' own `for update skip locked` marking keeps each mail single without it).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery } from '../../lib/interval-task.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { sendDueGiftCards } from './send-due-cards.ts';

export const GIFT_CARD_SWEEP_MS = 60_000;

export const giftCardSendSweep = fp(async (app: FastifyInstance) => {
  runEvery(app, {
    what: 'gift card mails',
    everyMs: GIFT_CARD_SWEEP_MS,
    lockKey: LOCK_KEYS.giftCardSendSweep,
    runAtStart: true,
    task: async () => {
      const sent = await sendDueGiftCards(app.ctx);
      if (sent > 0) app.log.info({ sent }, 'gift cards mailed to their recipients');
    },
  });
});

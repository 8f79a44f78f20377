/**
 * Runs `dispatchCampaigns` every DISPATCH_INTERVAL_MS while the app is up, on every replica:
 * scheduled campaigns start on time and long ones go out batch by batch at the configured rate.
 * Passes on one replica never overlap; across replicas the campaign row lock keeps them apart.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dispatchCampaigns } from './campaigns.ts';

export const DISPATCH_INTERVAL_MS = 15 * 1000;

export const campaignDispatcher = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let isRunning = false;
  const tick = () => {
    if (isRunning) return;
    isRunning = true;
    running = dispatchCampaigns(app.ctx)
      .catch((error: unknown) => app.log.error({ err: error }, 'newsletter dispatch failed'))
      .finally(() => {
        isRunning = false;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, DISPATCH_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
});

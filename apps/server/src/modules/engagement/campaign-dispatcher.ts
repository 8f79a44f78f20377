/**
 * Runs `dispatchCampaigns` every DISPATCH_INTERVAL_MS while the app is up, on every replica:
 * scheduled campaigns start on time and long ones go out batch by batch at the configured rate.
 * Passes on one replica never overlap; across replicas the campaign row lock keeps them apart.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery } from '../../lib/interval-task.ts';
import { dispatchCampaigns } from './campaigns.ts';

export const DISPATCH_INTERVAL_MS = 15 * 1000;

export const campaignDispatcher = fp(async (app: FastifyInstance) => {
  runEvery(app, {
    what: 'newsletter dispatch',
    everyMs: DISPATCH_INTERVAL_MS,
    task: async () => {
      await dispatchCampaigns(app.ctx);
    },
  });
});

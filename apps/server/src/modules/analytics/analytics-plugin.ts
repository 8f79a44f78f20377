/**
 * Wires the recorder into the app: `app.analytics` for the modules that report their own events
 * (an add to cart, a checkout), an onResponse hook that counts pages rendered or answered from the public cache
 * inside Fastify (the raw cache path in app.ts counts its own hits), the write every few seconds
 * and at close, and the daily roll-up sweep.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { runEvery } from '../../lib/interval-task.ts';
import type { AnalyticsRecorder, ShopEvent } from './recorder.ts';
import { rollUpAndSweep } from './roll-up-days.ts';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: {
      recorder: AnalyticsRecorder;
      /** Reports one of the shop's events for this request's visitor (when it may be counted). */
      track: (request: FastifyRequest, event: ShopEvent) => void;
    };
  }
}

/** How often buffered events are written. */
export const ANALYTICS_WRITE_EVERY_MS = 5_000;
const SWEEP_EVERY_MS = 15 * 60_000;

const countedRequest = (request: FastifyRequest) => ({
  url: request.url,
  address: request.ip,
  headers: request.headers,
});

export const analyticsPlugin = fp<{ recorder: AnalyticsRecorder }>(
  async (app: FastifyInstance, { recorder }) => {
    recorder.log = app.log;
    app.decorate('analytics', {
      recorder,
      track: (request: FastifyRequest, event: ShopEvent) =>
        recorder.track(countedRequest(request), event),
    });
    if (recorder.isEnabled) {
      app.addHook('onResponse', (request, reply, done) => {
        const status = reply.statusCode;
        if (
          request.method === 'GET' &&
          (status === 200 || status === 304) &&
          String(reply.getHeader('content-type') ?? '').startsWith('text/html')
        ) {
          recorder.notePage(countedRequest(request));
        }
        done();
      });
    }
    runEvery(app, {
      what: 'analytics write',
      everyMs: ANALYTICS_WRITE_EVERY_MS,
      task: () => recorder.flush(),
    });
    runEvery(app, {
      what: 'analytics roll-up',
      everyMs: SWEEP_EVERY_MS,
      lockKey: LOCK_KEYS.analyticsSweep,
      runAtStart: true,
      task: () => rollUpAndSweep(app.ctx.db),
    });
    // After the interval tasks' own close hooks: what is still buffered is written last.
    app.addHook('onClose', async () => recorder.flush());
  },
  { name: 'analytics' },
);

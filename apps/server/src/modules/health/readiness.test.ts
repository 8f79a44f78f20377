import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { Readiness, retryWithBackoff } from '../../lib/readiness.ts';

describe('a server whose database is not ready yet', () => {
  it('answers liveness, says not ready, refuses the rest with 503 until it is ready', async () => {
    const readiness = new Readiness({ ready: false });
    const t = await buildTestApp({}, { readiness });

    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toMatchObject({ status: 'starting', error: { code: 'unavailable' } });
    const products = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(products.statusCode).toBe(503);
    expect(products.json()).toMatchObject({ error: { code: 'unavailable' } });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'early@example.com', password: 'long enough pw', name: 'e' },
    });
    expect(signUp.statusCode).toBe(503);

    readiness.markReady();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
  });

  it('retries a failing step with growing pauses until it succeeds', async () => {
    const readiness = new Readiness({ ready: false });
    const logged: string[] = [];
    const log = {
      warn: (_: object, m: string) => logged.push(`warn ${m}`),
      error: (_: object, m: string) => logged.push(`error ${m}`),
    };
    const attemptsAt: number[] = [];
    await retryWithBackoff(
      'opening',
      async () => {
        attemptsAt.push(Date.now());
        if (attemptsAt.length < 4) throw new Error(`refused ${attemptsAt.length}`);
      },
      { log, readiness, minMs: 10, maxMs: 40, isOutage: (e) => /refused 1/.test(String(e)) },
    );
    expect(attemptsAt).toHaveLength(4);
    const pauses = attemptsAt.slice(1).map((at, i) => at - attemptsAt[i]!);
    // 10, 20, then capped at 40 (timers never fire early).
    expect(pauses[0]).toBeGreaterThanOrEqual(9);
    expect(pauses[1]).toBeGreaterThanOrEqual(19);
    expect(pauses[2]).toBeGreaterThanOrEqual(39);
    expect(logged[0]).toMatch(/^warn opening: the database is not there yet/);
    expect(logged[1]).toMatch(/^error opening failed/);
    expect(readiness.lastError).toBe('refused 3');
  });

  it('gives up when the process is stopping', async () => {
    const log = { warn: () => {}, error: () => {} };
    await expect(
      retryWithBackoff('x', () => Promise.reject(new Error('down')), {
        log,
        isStopped: () => true,
      }),
    ).rejects.toThrow(/stopped/);
  });
});

/**
 * One origin list for the shop's guard and better-auth. Same-origin means
 * scheme, host and port; development also trusts the addresses the server listens on (the
 * first log line), production only PUBLIC_URL and TRUSTED_ORIGINS.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.ts';

async function listening(env: Record<string, string>) {
  const t = await buildTestApp(env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, port };
}

async function post(port: number, path: string, origin: string, body: object) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const account = (tag: string) => ({
  email: `origin-${tag}-${crypto.randomUUID().slice(0, 6)}@example.com`,
  password: 'long enough password',
  name: 'Origin Test',
});

describe('trusted origins', () => {
  it('signs up and in at the listen address with the default PUBLIC_URL in development', async () => {
    const { t, port } = await listening({ NODE_ENV: 'development', PUBLIC_URL: '' });
    expect(t.config.publicUrl).toBe('http://localhost:3000');
    const origin = `http://127.0.0.1:${port}`;
    const body = account('dev');
    expect((await post(port, '/api/auth/sign-up/email', origin, body)).status).toBe(200);
    const signIn = await post(port, '/api/auth/sign-in/email', origin, {
      email: body.email,
      password: body.password,
    });
    expect(signIn.status).toBe(200);
    expect(t.app.ctx.origins.list()).toContain(origin);
  });

  it('needs scheme, host and port to match, and says where to go', async () => {
    const { port } = await listening({ NODE_ENV: 'development', PUBLIC_URL: '' });
    for (const origin of [
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${port + 1}`,
      'http://evil.example',
      'null',
    ]) {
      const res = await post(port, '/api/auth/sign-in/email', origin, account('x'));
      expect(res.status).toBe(403);
      expect(res.json).toEqual({
        error: {
          code: 'forbidden',
          message:
            'Cross-origin request refused. Open the shop at http://localhost:3000 and try again.',
        },
      });
    }
  });

  it('trusts only PUBLIC_URL and TRUSTED_ORIGINS in production', async () => {
    const { t, port } = await listening({
      NODE_ENV: 'production',
      AUTH_SECRET: 'production-secret-production-secret-0123',
      PUBLIC_URL: 'https://shop.example',
      TRUSTED_ORIGINS: 'https://www.shop.example',
    });
    expect(t.app.ctx.origins.list().sort()).toEqual([
      'https://shop.example',
      'https://www.shop.example',
    ]);
    const atListen = await post(port, '/api/auth/sign-up/email', `http://127.0.0.1:${port}`, {
      ...account('prod'),
    });
    expect(atListen.status).toBe(403);
    const trusted = await post(port, '/api/auth/sign-up/email', 'https://www.shop.example', {
      ...account('prod'),
    });
    expect(trusted.status).toBe(200);
  });

  it('refuses a TRUSTED_ORIGINS entry that is not an origin', async () => {
    await expect(buildTestApp({ TRUSTED_ORIGINS: 'https://shop.example/path' })).rejects.toThrow(
      /TRUSTED_ORIGINS/,
    );
  });
});

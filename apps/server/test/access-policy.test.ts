/**
 * The access policy of every API route, walked as a table. The routes come from
 * the app itself (`app.accessPolicies`), so routes that modules add later are covered without
 * touching this file. Each is called as anonymous, a signed-in user, another user and an admin,
 * with random UUIDs for path parameters and `{}` bodies:
 *   - anonymous gets 401 on `user` and `admin` routes;
 *   - a plain user (either of them) gets 403 on `admin` routes;
 *   - callers the policy admits are never answered 401/403, and nobody gets a 5xx.
 * A route without a declared policy keeps the app from starting; the ownership table at the end
 * checks that another user never sees or changes what belongs to the first.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createProduct } from './factories.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN, type TestApp, type TestUser } from './helpers.ts';

type Caller = 'anonymous' | 'user' | 'otherUser' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'otherUser', 'admin'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

let t: TestApp;
let users: Record<Exclude<Caller, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await buildTestApp();
  users = {
    user: await t.signUp(),
    otherUser: await t.signUp(),
    admin: await t.signUp({ role: 'admin' }),
  };
});

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, () => crypto.randomUUID()).replace(/\*/g, 'x');
}

function call(caller: Caller, method: string, url: string) {
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    remoteAddress: nextClientIp(),
    headers: { origin: TEST_ORIGIN },
    ...(BODY_METHODS.has(method) ? { payload: {} } : {}),
  };
  return caller === 'anonymous' ? t.app.inject(options) : users[caller].inject(options);
}

/** Every route of the app's router as `METHOD /full/path`, read from Fastify's route tree. */
function routerRoutes(): Set<string> {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack.push(path);
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') found.add(`${method} ${path}`);
    }
  }
  return found;
}

describe('access policy table', () => {
  it('knows the routes of every module', () => {
    const keys = t.app.accessPolicies.map((p) => `${p.method} ${p.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'GET /api/wishlist',
        'PUT /api/products/:id/rating',
        'GET /api/health',
      ]),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a declared policy for every API route in the router', () => {
    const declared = new Set(t.app.accessPolicies.map((p) => `${p.method} ${p.url}`));
    const inRouter = [...routerRoutes()].filter(
      (r) => r.split(' ')[1]!.startsWith('/api/') && !r.split(' ')[1]!.startsWith('/api/auth/'),
    );
    // The tree parse must see what the policies list, or this test would prove nothing.
    expect(inRouter).toEqual(expect.arrayContaining([...declared]));
    expect(inRouter.filter((r) => !declared.has(r))).toEqual([]);
  });

  it('walks every route as anonymous, user, other user and admin', async () => {
    const failures: string[] = [];
    for (const { method, url, access } of t.app.accessPolicies) {
      for (const caller of CALLERS) {
        const res = await call(caller, method, concreteUrl(url));
        const where = `${caller} ${method} ${url} (${access}) → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where}: server error ${res.body}`);
        const isSignedIn = caller !== 'anonymous';
        const isAdmin = caller === 'admin';
        const expected =
          access === 'public'
            ? undefined
            : !isSignedIn
              ? 401
              : access === 'admin' && !isAdmin
                ? 403
                : undefined;
        if (expected !== undefined && res.statusCode !== expected) {
          failures.push(`${where}: expected ${expected}`);
        }
        if (expected === undefined && (res.statusCode === 401 || res.statusCode === 403)) {
          failures.push(`${where}: refused a caller the policy admits`);
        }
        if (expected !== undefined && res.statusCode === expected) {
          const code = expected === 401 ? 'unauthorized' : 'forbidden';
          if (res.json().error?.code !== code) failures.push(`${where}: error shape ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('undeclared access', () => {
  async function bareApp() {
    const database = await openDatabase({});
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
      PUBLIC_URL: TEST_ORIGIN,
    });
    const app = await buildApp({ config, database, authSecret: 'x'.repeat(40), logger: false });
    return {
      app,
      /** Adds one route under /api, then starts the app (where the access check runs). */
      startWith: async (route: (scope: FastifyInstance) => unknown) => {
        await app.register(async (scope) => void route(scope), { prefix: '/api' });
        await app.ready();
      },
      close: async () => {
        await app.close().catch(() => {});
        await database.close();
      },
    };
  }

  it('keeps the app from starting when a route declares no policy', async () => {
    const { app, startWith, close } = await bareApp();
    try {
      const start = startWith((scope) => scope.get('/throwaway', async () => ({ secret: true })));
      await expect(start).rejects.toThrow('Route GET /api/throwaway declares no access policy');
      expect(app.accessPolicies.some((p) => p.url === '/api/throwaway')).toBe(false);
    } finally {
      await close();
    }
  });

  it('refuses a policy that is not one of public, user, admin', async () => {
    const { startWith, close } = await bareApp();
    try {
      const start = startWith((scope) =>
        scope.post('/throwaway', { config: { access: 'everyone' as never } }, async () => ({})),
      );
      await expect(start).rejects.toThrow('Route POST /api/throwaway declares no access policy');
    } finally {
      await close();
    }
  });
});

describe('ownership: another user never reaches the first user’s things', () => {
  it('wishlist entries', async () => {
    const p = await createProduct(t.db);
    await users.user.inject({ method: 'POST', url: '/api/wishlist', payload: { productId: p.id } });
    const theirs = await users.otherUser.inject({ method: 'GET', url: '/api/wishlist' });
    expect(theirs.json().productIds).not.toContain(p.id);
    await users.otherUser.inject({ method: 'DELETE', url: `/api/wishlist/${p.id}` });
    const mine = await users.user.inject({ method: 'GET', url: '/api/wishlist' });
    expect(mine.json().productIds).toContain(p.id);
  });

  it('ratings', async () => {
    const p = await createProduct(t.db);
    await users.user.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/rating`,
      payload: { rating: 2 },
    });
    const theirs = await users.otherUser.inject({
      method: 'GET',
      url: `/api/products/${p.id}/rating`,
    });
    expect(theirs.json()).toEqual({ myRating: null });
    await users.otherUser.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/rating`,
      payload: { rating: 5 },
    });
    const mine = await users.user.inject({ method: 'GET', url: `/api/products/${p.id}/rating` });
    expect(mine.json()).toEqual({ myRating: 2 });
  });

  it('the account itself', async () => {
    const me = await users.otherUser.inject({ method: 'GET', url: '/api/me' });
    expect(me.json().id).toBe(users.otherUser.user.id);
    expect(me.json().id).not.toBe(users.user.user.id);
  });
});

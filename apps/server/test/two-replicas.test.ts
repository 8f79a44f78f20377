/**
 * Two shop processes (the compiled server, as production runs it) on one PostgreSQL
 * database and one S3-compatible store, behind a round-robin proxy written here. A session made
 * on one replica works on the other, an image uploaded through one is served by the other, the
 * last unit bought through both at once sells once, the start-up sweep releases each stale
 * reservation once, and a replica stopped with SIGTERM mid-traffic loses no order.
 * Runs when the suite runs on PostgreSQL (DATABASE_URL, as CI sets it); skipped on PGlite.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING } from './order-factories.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { makeImage } from './images.ts';
import { imageParts, multipartBody } from './multipart.ts';
import { freePort } from './throwaway-postgres.ts';
import { databaseUrlNamed, withClient } from './pg-admin.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const compiledServer = path.join(serverDir, 'dist', 'server.js');
const baseUrl = process.env.DATABASE_URL;
const dbName = `shop_replicas_${process.pid}`;
const dbUrl = baseUrl ? databaseUrlNamed(baseUrl, dbName) : '';
const ADMIN = { email: 'maker@example.com', password: 'maker password 123' };
const STALE_ORDERS = 5;
// Product ids are UUIDs (the checkout refuses anything else as unknown).
const LAST_ONE = crypto.randomUUID();
const PLENTY = crypto.randomUUID();

type Replica = { name: string; port: number; url: string; child: ChildProcess; log: string };
let s3: LocalS3 | undefined;
let sql: pg.Pool | undefined;
let proxy: http.Server | undefined;
let proxyUrl = '';
const replicas: Replica[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-replicas-'));

async function startReplica(name: string): Promise<Replica> {
  const port = await freePort();
  const replica: Replica = { name, port, url: `http://127.0.0.1:${port}`, child: null!, log: '' };
  replica.child = spawn(process.execPath, [compiledServer], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...s3!.env,
      NODE_ENV: 'development',
      DATABASE_URL: dbUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: proxyUrl,
      DATA_DIR: path.join(dataDir, name),
      SEED_DEMO: 'false',
      // Every replica signs and checks sessions with the same secret (README: required).
      AUTH_SECRET: 'replica-test-secret-replica-test-secret',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '10000',
      // The proxy below is the one hop in front; it passes on the client address it was given.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  replica.child.stdout!.on('data', (chunk: Buffer) => (replica.log += chunk.toString()));
  replica.child.stderr!.on('data', (chunk: Buffer) => (replica.log += chunk.toString()));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (replica.child.exitCode !== null) {
      throw new Error(`${name} exited (${replica.child.exitCode})\n${replica.log.slice(-3000)}`);
    }
    const ok = await fetch(`${replica.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return replica;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not start\n${replica.log.slice(-3000)}`);
}

/**
 * Round robin over the replicas, like a load balancer with passive health checks: a replica
 * that refuses the connection is skipped (the request, buffered, goes to the next one).
 */
function startProxy(port: number): Promise<http.Server> {
  let next = 0;
  // A connection per request, as a balancer that checks upstreams: a stopped replica refuses
  // new connections (and the request goes elsewhere) instead of dropping a reused one.
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const first = next++;
    for (let attempt = 0; attempt < replicas.length; attempt++) {
      const replica = replicas[(first + attempt) % replicas.length]!;
      try {
        await new Promise<void>((resolve, reject) => {
          const upstream = http.request(
            `${replica.url}${req.url}`,
            {
              method: req.method,
              agent,
              headers: {
                ...req.headers,
                // Test clients name their own address, standing in for distinct machines.
                'x-forwarded-for': req.headers['x-forwarded-for'] ?? req.socket.remoteAddress,
              },
            },
            (answer) => {
              res.writeHead(answer.statusCode!, { ...answer.headers, 'x-replica': replica.name });
              answer.pipe(res);
              answer.on('end', resolve);
            },
          );
          upstream.on('error', reject);
          upstream.end(body);
        });
        return;
      } catch (error) {
        // Refused, or closed before any answer on a fresh connection (a stopping server closes
        // connections whose request it has not started): the request never ran, so it is safe
        // to send it to the next replica, as balancers do. Anything else is a real failure.
        const code = (error as NodeJS.ErrnoException).code;
        const neverRan = code === 'ECONNREFUSED' || code === 'ECONNRESET';
        if (!neverRan || res.headersSent) {
          if (!res.headersSent) res.writeHead(502).end();
          return;
        }
      }
    }
    res.writeHead(502).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

type Answer = { status: number; json: Record<string, unknown>; replica: string | null };

async function call(
  base: string,
  method: string,
  url: string,
  { cookie, body, ip }: { cookie?: string; body?: unknown; ip?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      origin: proxyUrl,
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON (a proxy error page)
  }
  return { status: res.status, json, replica: res.headers.get('x-replica') };
}

async function signUp(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: proxyUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name: email.split('@')[0] }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return cookieOf(res);
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

beforeAll(async () => {
  if (!baseUrl) return;
  if (!fs.existsSync(compiledServer)) {
    // CI builds before the server suite; a developer's first run compiles here.
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: serverDir,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('could not compile the server');
  }
  s3 = await startLocalS3();
  await withClient(baseUrl!, async (c) => {
    await c.query(`drop database if exists ${dbName}`);
    await c.query(`create database ${dbName}`);
  });
  // Stale reservations made before the replicas start: both sweep at start, each is released once.
  const handle = await openDatabase({ databaseUrl: dbUrl });
  await migrateDatabase(handle);
  await handle.close();
  sql = new pg.Pool({ connectionString: dbUrl, max: 3 });
  await sql.query(
    `insert into "user" (id, email, name) values ('stale-shopper', 'stale@example.com', 'Stale')`,
  );
  await sql.query(
    `insert into products (id, name, description, price_cents, stock, category)
     values ('stale-product', 'Stale Fox', 'Held by abandoned checkouts', 1000, 0, 'amigurumi')`,
  );
  for (let i = 0; i < STALE_ORDERS; i++) {
    await sql.query(
      `insert into orders (id, user_id, customer_email, customer_name, total_cents, payment_provider, created_at)
       values ($1, 'stale-shopper', 'stale@example.com', 'Stale', 1000, 'test', now() - interval '20 minutes')`,
      [`stale-${i}`],
    );
    await sql.query(
      `insert into order_items (id, order_id, product_id, product_name, quantity, price_cents)
       values ($1, $1, 'stale-product', 'Stale Fox', 1, 1000)`,
      [`stale-${i}`],
    );
  }

  const proxyPort = await freePort();
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  proxy = await startProxy(proxyPort);
  // Both at once: migrations, admin bootstrap and the first sweep race for real.
  replicas.push(...(await Promise.all([startReplica('a'), startReplica('b')])));
}, 90_000);

afterAll(async () => {
  for (const replica of replicas) {
    if (replica.child.exitCode === null) {
      replica.child.kill('SIGTERM');
      await new Promise((r) => replica.child.once('exit', r));
    }
  }
  await new Promise((r) => (proxy ? proxy.close(r) : r(undefined)));
  await sql?.end();
  if (baseUrl)
    await withClient(baseUrl, (c) => c.query(`drop database if exists ${dbName} with (force)`));
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!baseUrl)('two replicas on one PostgreSQL and one S3-compatible store', () => {
  it('share sessions, images, stock and sweeps, and drain on SIGTERM without losing an order', async () => {
    const [a, b] = replicas as [Replica, Replica];

    // Both started at once with the same ADMIN_EMAIL: one admin account, no crash.
    const { rows: admins } = await sql!.query(`select 1 from "user" where email = $1`, [
      ADMIN.email,
    ]);
    expect(admins).toHaveLength(1);

    // The start-up sweep released each stale reservation once, whichever replica ran it.
    await expect
      .poll(
        async () =>
          (await sql!.query(`select stock from products where id = 'stale-product'`)).rows[0].stock,
        {
          timeout: 10_000,
        },
      )
      .toBe(STALE_ORDERS);
    // The sweep logs its count after its last release commits, and the line then crosses the
    // child's stdout pipe: it can arrive after the stock is visible here, so wait for it too.
    const releasedLogged = () =>
      [a, b]
        .flatMap((r) => [...r.log.matchAll(/"released":(\d+)/g)].map((m) => Number(m[1])))
        .reduce((sum, n) => sum + n, 0);
    await expect.poll(releasedLogged, { timeout: 10_000 }).toBe(STALE_ORDERS);

    // Signed in on one replica, signed in on the other.
    const shopper = await signUp(a.url, 'shopper@example.com');
    for (const replica of [a, b]) {
      const me = await call(replica.url, 'GET', '/api/me', { cookie: shopper });
      expect(me.status, `${replica.name}: ${JSON.stringify(me.json)}`).toBe(200);
      expect(JSON.stringify(me.json)).toContain('shopper@example.com');
    }

    // An image uploaded through one replica is served by the other (from the shared bucket).
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: proxyUrl, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const maker = cookieOf(signIn);
    const form = multipartBody(imageParts([{ bytes: await makeImage('png', 640, 480) }]));
    const upload = await fetch(`${a.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...form.headers, origin: proxyUrl, cookie: maker },
      body: form.payload,
    });
    expect(upload.status).toBe(200);
    const [image] = ((await upload.json()) as { images: { src: string }[] }).images;
    const served = await fetch(`${b.url}${image!.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');

    // A public form's limit (5 a minute per client) holds across replicas: the sixth
    // subscription from one address is refused, whichever replica it reaches.
    const subscriptions = [];
    for (let i = 0; i < 6; i++) {
      subscriptions.push(
        (
          await call([a, b][i % 2]!.url, 'POST', '/api/newsletter/subscribe', {
            ip: '10.13.0.1',
            body: { email: `reader${i}@example.com` },
          })
        ).status,
      );
    }
    expect(
      subscriptions.slice(0, 5).every((s) => s < 400),
      String(subscriptions),
    ).toBe(true);
    expect(subscriptions[5]).toBe(429);

    // The last unit, bought through both replicas at once, sells once.
    await sql!.query(
      `insert into products (id, name, description, price_cents, stock, category)
       values ($1, 'Last Bear', 'Only one left', 2500, 1, 'amigurumi')`,
      [LAST_ONE],
    );
    const rival = await signUp(b.url, 'rival@example.com');
    const race = await Promise.all(
      [
        [a, shopper],
        [b, rival],
      ].map(([replica, cookie]) =>
        call((replica as Replica).url, 'POST', '/api/checkout', {
          cookie: cookie as string,
          body: { items: [{ productId: LAST_ONE, quantity: 1 }] },
        }),
      ),
    );
    expect(race.map((r) => r.status).sort(), JSON.stringify(race)).toEqual([200, 409]);
    const { rows: lastOne } = await sql!.query(
      `select (select stock from products where id = $1) as stock,
              (select count(*)::int from order_items where product_id = $1) as orders`,
      [LAST_ONE],
    );
    expect(lastOne[0]).toEqual({ stock: 0, orders: 1 });

    // Traffic through the proxy while replica b is stopped: nothing accepted is lost.
    await sql!.query(
      `insert into products (id, name, description, price_cents, stock, category)
       values ($1, 'Plenty Owl', 'Many of them', 1200, 1000, 'amigurumi')`,
      [PLENTY],
    );
    const buyers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signUp(proxyUrl, `buyer${i}@example.com`)),
    );
    const accepted: string[] = [];
    const paid: string[] = [];
    const statuses: number[] = [];
    let running = true;
    const buy = async (cookie: string, i: number) => {
      const ip = `10.12.0.${i + 1}`;
      for (let round = 0; running && round < 8; round++) {
        const checkout = await call(proxyUrl, 'POST', '/api/checkout', {
          cookie,
          ip,
          body: { items: [{ productId: PLENTY, quantity: 1 }] },
        });
        statuses.push(checkout.status);
        if (checkout.status !== 200) continue;
        const sessionId = String(checkout.json.url).split('/').pop()!;
        accepted.push(sessionId);
        const pay = await call(proxyUrl, 'POST', `/api/test-checkout/${sessionId}/pay`, {
          cookie,
          ip,
          body: { shippingAddress: SHIPPING, billingSameAsShipping: true },
        });
        statuses.push(pay.status);
        if (pay.status === 200) paid.push(sessionId);
      }
    };
    const traffic = buyers.map((cookie, i) => buy(cookie, i));
    await new Promise((r) => setTimeout(r, 800));
    const stoppedAt = Date.now();
    b.child.kill('SIGTERM');
    const exitCode = await new Promise<number | null>((r) => b.child.once('exit', r));
    const drainMs = Date.now() - stoppedAt;
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await Promise.all(traffic);

    expect(exitCode, b.log.slice(-2000)).toBe(0);
    // Only successes, or a closing replica's 503 for a request it never started.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(accepted.length).toBeGreaterThan(4);
    const { rows: orders } = await sql!.query<{
      session: string;
      payment: string;
      status: string;
      reserved: boolean;
    }>(
      `select checkout_session_id as session, payment_status as payment, status,
              stock_reserved as reserved
         from orders o join order_items i on i.order_id = o.id where i.product_id = $1`,
      [PLENTY],
    );
    const bySession = new Map(orders.map((o) => [o.session, o.payment]));
    for (const session of accepted) expect(bySession.has(session)).toBe(true);
    for (const session of paid) expect(bySession.get(session)).toBe('paid');
    // Every unit is on the shelf or taken by one order: reserved by an open checkout or sold to a
    // paid one. A checkout whose payment met the closing replica's 503 stays open; the buyer's
    // next checkout supersedes it and gives its unit back (a cancelled, unpaid order remains).
    const holding = orders.filter((o) => o.reserved || o.payment === 'paid');
    for (const o of orders.filter((o) => !holding.includes(o))) {
      expect(o.status).toBe('cancelled');
      expect(['cancelled', 'expired', 'failed']).toContain(o.payment);
    }
    const { rows: owl } = await sql!.query(`select stock from products where id = $1`, [PLENTY]);
    expect(owl[0].stock + holding.length).toBe(1000);

    console.info(
      `two replicas: ${accepted.length} checkouts, ${paid.length} paid, statuses ${JSON.stringify(
        statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {}),
      )}; replica b drained and exited in ${drainMs} ms`,
    );
  }, 90_000);
});

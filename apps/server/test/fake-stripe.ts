/**
 * A local stand-in for Stripe's API (node http on 127.0.0.1, random port) that records exactly
 * what the official SDK sent, plus helpers to sign webhook events the way Stripe does.
 *   const stripe = await startFakeStripe();            // closes itself after the file
 *   const t = await buildTestApp(stripe.env);           // the shop's SDK now talks to it
 *   stripe.requests[0].body.line_items[0].price_data.unit_amount
 *   await postStripeEvent(t, stripe.event('checkout.session.completed', {...}));
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import { buildTestAppWithUsers, type TestApp } from './helpers.ts';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_key_for_tests';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_secret_for_tests';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form body decoded into nested objects and arrays, as Stripe reads it. */
  body: Record<string, unknown>;
  rawBody: string;
};

/** Decodes Stripe's bracketed form encoding (`line_items[0][price_data][currency]=usd`). */
export function decodeStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const isLast = index === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      if (isLast) {
        container[part] = value;
        return;
      }
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

type SessionRecord = Record<string, unknown> & { id: string; url: string; status: string };

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, SessionRecord>();
  /** Refunds the shop asked for (POST /v1/refunds), one per idempotency key. */
  const refunds: {
    id: string;
    payment_intent: unknown;
    amount: number;
    metadata: unknown;
    idempotencyKey: string;
  }[] = [];
  let failures: number[] = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: decodeStripeForm(raw),
        rawBody: raw,
      });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${counter}`,
        });
        res.end(JSON.stringify(body));
      };
      const failure = failures.shift();
      if (failure) {
        return reply(failure, {
          error: { type: 'api_error', message: 'The fake Stripe was told to fail' },
        });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const body = decodeStripeForm(raw);
        const id = `cs_test_${++counter}_${crypto.randomUUID().slice(0, 8)}`;
        const session: SessionRecord = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          metadata: body.metadata ?? {},
          customer_email: body.customer_email ?? null,
        };
        sessions.set(id, session);
        return reply(200, session);
      }
      const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (req.method === 'POST' && expire) {
        const session = sessions.get(decodeURIComponent(expire[1]!));
        if (!session || session.status !== 'open') {
          return reply(400, {
            error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' },
          });
        }
        session.status = 'expired';
        return reply(200, session);
      }
      if (req.method === 'POST' && path === '/v1/coupons') {
        const body = decodeStripeForm(raw);
        return reply(200, {
          id: `coupon_test_${++counter}`,
          object: 'coupon',
          amount_off: Number(body.amount_off),
          currency: body.currency,
          duration: body.duration,
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const body = decodeStripeForm(raw);
        const key = String(req.headers['idempotency-key'] ?? '');
        const earlier = key ? refunds.find((r) => r.idempotencyKey === key) : undefined;
        if (earlier) return reply(200, earlier);
        const refund = {
          id: `re_test_${++counter}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: body.payment_intent,
          amount: Number(body.amount),
          metadata: body.metadata ?? {},
          idempotencyKey: key,
        };
        refunds.push(refund);
        return reply(200, refund);
      }
      const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === 'GET' && retrieve) {
        const session = sessions.get(decodeURIComponent(retrieve[1]!));
        if (!session) return reply(404, { error: { type: 'invalid_request_error' } });
        return reply(200, { payment_intent: `pi_for_${session.id}`, ...session });
      }
      return reply(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const signer = new Stripe(FAKE_STRIPE_SECRET_KEY);

  return {
    port,
    requests,
    sessions,
    refunds,
    /** Environment for buildTestApp: the shop's Stripe provider, pointed at this fake. */
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
    /** The next `count` requests answer `status` (e.g. 500) instead of succeeding. */
    failNext(status: number, count = 1) {
      failures = [...failures, ...Array.from({ length: count }, () => status)];
    },
    sessionRequests: () =>
      requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions'),
    /** A checkout.session.* event as Stripe would send it. */
    event(
      type: string,
      session: Record<string, unknown> & { id: string },
      id = `evt_${crypto.randomUUID().replace(/-/g, '')}`,
    ) {
      return {
        id,
        object: 'event',
        api_version: '2026-08-26.dahlia',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: { object: 'checkout.session', ...session } },
      };
    },
    /** The Stripe-Signature header for a payload (timestamp in seconds; defaults to now). */
    sign(
      payload: string,
      { timestamp, secret = FAKE_WEBHOOK_SECRET }: { timestamp?: number; secret?: string } = {},
    ) {
      return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The usual start of a Stripe test: the fake, and a shop on it with an admin and a shopper. */
export async function buildStripeShop() {
  const stripe = await startFakeStripe();
  return { stripe, ...(await buildTestAppWithUsers({ env: stripe.env })) };
}

/** Posts an event to the shop's webhook, signed unless a signature is given (or null: none). */
export async function postStripeEvent(
  t: TestApp,
  stripe: FakeStripe,
  event: unknown,
  { signature }: { signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const header = signature === undefined ? stripe.sign(payload) : signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    payload,
  });
}

/** The order a checkout answer opened at Stripe: the session id ends the URL it answered. */
export async function orderOfCheckout(
  t: Pick<TestApp, 'db'>,
  res: { json: () => { url?: string } },
) {
  const sessionId = res.json().url!.split('/').at(-1)!;
  const order = (await t.db.query.orders.findFirst({
    where: (o, { eq }) => eq(o.checkoutSessionId, sessionId),
  }))!;
  return { sessionId, order };
}

/** What the line items of a session the shop sent to Stripe add up to, in cents. */
export function lineItemsTotal(sent: {
  line_items: { price_data: { unit_amount: string }; quantity: string }[];
}) {
  return sent.line_items.reduce(
    (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
    0,
  );
}

/** The addresses a paid session reports, as the shop stores them on the order. */
export const PAID_SESSION_ADDRESSES = {
  shipping: {
    name: 'Ada Receiver',
    line1: '22 Yarn Street',
    line2: 'Apt 3',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
  },
  billing: {
    name: 'Ada Buyer',
    line1: '1 Billing Way',
    line2: null,
    city: 'Portland',
    state: 'OR',
    postal_code: '97201',
    country: 'US',
  },
};

/** A paid, completed session as Stripe reports it, with US shipping and billing addresses. */
export function paidSession(
  sessionId: string,
  { orderId, userId, amountTotal }: { orderId: string; userId: string; amountTotal: number },
) {
  const { shipping, billing } = PAID_SESSION_ADDRESSES;
  // Stripe nests the postal address under the name: `{ name, address: { line1, ... } }`.
  const stripeAddress = ({ name, ...address }: typeof shipping | typeof billing) => ({
    name,
    address,
  });
  return {
    id: sessionId,
    status: 'complete',
    payment_status: 'paid',
    amount_total: amountTotal,
    currency: 'usd',
    metadata: { orderId, userId },
    customer_details: { email: 'buyer@example.com', ...stripeAddress(billing) },
    collected_information: { shipping_details: stripeAddress(shipping) },
  };
}

/** Posts Stripe's word that the session of `order` completed with `amountTotal` paid. */
export function postPaidAmount(
  t: TestApp,
  stripe: FakeStripe,
  paid: { sessionId: string; orderId: string; userId: string },
  amountTotal: number,
) {
  const { sessionId, ...rest } = paid;
  return postStripeEvent(
    t,
    stripe,
    stripe.event('checkout.session.completed', paidSession(sessionId, { ...rest, amountTotal })),
  );
}

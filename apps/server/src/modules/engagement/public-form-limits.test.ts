import { describe, expect, it } from 'vitest';
import { buildTestApp, nextClientIp, TEST_ORIGIN } from '../../../test/helpers.ts';
import { CONTACT_BODY_LIMIT, CONTACT_RATE_LIMIT } from './contact-routes.ts';
import { NEWSLETTER_BODY_LIMIT, NEWSLETTER_RATE_LIMIT } from './newsletter-routes.ts';

const t = await buildTestApp();

const post = (url: string, remoteAddress: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    remoteAddress,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const newsletterBody = () => ({ email: `reader-${crypto.randomUUID().slice(0, 8)}@example.com` });
const contactBody = () => ({ name: 'Gus', email: 'gus@example.com', message: 'Hello there' });

describe.each([
  {
    form: 'newsletter',
    url: '/api/newsletter/subscribe',
    rate: NEWSLETTER_RATE_LIMIT.max,
    bodyLimit: NEWSLETTER_BODY_LIMIT,
    body: newsletterBody,
    okStatus: 201,
  },
  {
    form: 'contact',
    url: '/api/contact',
    rate: CONTACT_RATE_LIMIT.max,
    bodyLimit: CONTACT_BODY_LIMIT,
    body: contactBody,
    okStatus: 201,
  },
])('$form form limits', ({ url, rate, bodyLimit, body, okStatus }) => {
  it('answers 429 past its rate for one client and keeps serving the others', async () => {
    const greedy = nextClientIp();
    for (let i = 0; i < rate; i++) {
      expect((await post(url, greedy, body())).statusCode).toBe(okStatus);
    }
    const limited = await post(url, greedy, body());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();

    const polite = await post(url, nextClientIp(), body());
    expect(polite.statusCode).toBe(okStatus);
  });

  it('answers 413 past its size and keeps serving the others', async () => {
    const padded = JSON.stringify({ ...body(), padding: 'x'.repeat(bodyLimit) });
    const tooBig = await post(url, nextClientIp(), padded);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('payload_too_large');

    const normal = await post(url, nextClientIp(), body());
    expect(normal.statusCode).toBe(okStatus);
  });
});

/**
 * One MSW server for every web test (started in setup.ts; unhandled requests fail the test) and
 * typed handlers: a resolver returns the body of the API's answer typed from packages/shared, or a
 * Response for errors and statuses (`apiError`).
 *   server.use(mockApi.get<ProductList>('/api/products', () => ({ items, nextPage: null })));
 */
import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach } from 'vitest';
import type { ErrorBody } from '@shop/shared/errors';

/**
 * The cart's changes (features/cart/store.ts sends each one): by default the server agrees with
 * the page, answering with the cart the page shows; a test about the cart's server replaces it.
 */
const agreeingCart = http.post('*/api/cart/changes', async () => {
  const { useCartStore } = await import('@/features/cart/store');
  const { cart, gift, version } = useCartStore.getState();
  return HttpResponse.json({ lines: cart, gift, version: version + 1 });
});

/** Analytics events are sent by any page and answered 204; a test may override it. */
const countedEvents = http.post(
  '*/api/analytics/events',
  () => new HttpResponse(null, { status: 204 }),
);

/**
 * The gift cards kept on the visitor's cart (the cart page asks what they pay): by default none;
 * a test about gift cards replaces it.
 */
const noKeptGiftCards = http.post('*/api/cart/gift-cards/quote', async ({ request }) => {
  const { dueCents } = (await request.json()) as { dueCents: number };
  return HttpResponse.json({ cards: [], appliedCents: 0, dueAfterCents: dueCents });
});

export const server = setupServer(agreeingCart, countedEvents, noKeptGiftCards);

type Info = Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0];
type Resolver<T> = (info: Info) => T | Response | Promise<T | Response>;

function typed(method: 'get' | 'post' | 'put' | 'patch' | 'delete') {
  return <T = unknown>(path: `/api/${string}`, resolve: Resolver<T>, status = 200) =>
    http[method](`*${path}`, async (info) => {
      const body = await resolve(info as Info);
      if (body instanceof Response) return body;
      return body === undefined
        ? new HttpResponse(null, { status: status === 200 ? 204 : status })
        : HttpResponse.json(body as never, { status });
    });
}

export const mockApi = {
  get: typed('get'),
  post: typed('post'),
  put: typed('put'),
  patch: typed('patch'),
  delete: typed('delete'),
};

/** The server's error answer `{ error: { code, message, fields? } }`. */
export function apiError(status: number, error: ErrorBody['error']) {
  return HttpResponse.json({ error } satisfies ErrorBody, { status });
}

/** The request's JSON body, typed as the shared schema says it is sent. */
export async function jsonBody<T>(info: Info): Promise<T> {
  return (await info.request.json()) as T;
}

/**
 * A POST endpoint a test sends to: each request's JSON body is kept in `received`, in order, and
 * `answer` makes the reply (a test may replace it; both are reset after each test).
 */
export function recordPosts<Body>(path: string, initialAnswer: () => Response) {
  const endpoint = { received: [] as Body[], answer: initialAnswer };
  beforeEach(() =>
    server.use(
      http.post(path, async ({ request }) => {
        endpoint.received.push((await request.json()) as Body);
        return endpoint.answer();
      }),
    ),
  );
  afterEach(() => {
    endpoint.received.length = 0;
    endpoint.answer = initialAnswer;
  });
  return endpoint;
}

/**
 * The sign-in library's endpoints under /api/auth, called by the account form routes as the
 * browser would have called them: with the visitor's address, origin and cookies, so the same
 * throttles, checks and audit apply as for the app.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnPath } from '@shop/shared/form-flash';
import { AppError } from '../../lib/app-error.ts';

export async function callAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  body: object,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of ['origin', 'cookie', 'user-agent', 'sec-fetch-site'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return app.inject({
    method: 'POST',
    url,
    headers,
    payload: JSON.stringify(body),
    remoteAddress: request.ip,
  });
}

export function cookiesOf(setCookie: string | string[] | undefined): string[] {
  return setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
}

/** Hands the library's cookies (the session it set or ended) on to the browser. */
export function passCookiesOn(
  answer: { headers: Record<string, string | string[] | number | undefined> },
  reply: FastifyReply,
) {
  const setCookie = answer.headers['set-cookie'];
  for (const cookie of cookiesOf(typeof setCookie === 'number' ? undefined : setCookie)) {
    void reply.header('set-cookie', cookie);
  }
}

/** Run once a form has signed a shopper in (the guest cart's merge into the account's). */
export type AfterSignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) => Promise<unknown>;

/**
 * The end of every way in by form (password, two-factor, one-time code, sign-up): the
 * `afterSignIn` step for the new session's shopper, then on to the form's safe `next`.
 */
export async function finishSignIn(
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  userId: string | undefined,
  next: string | undefined,
  afterSignIn: AfterSignIn | undefined,
) {
  if (userId && afterSignIn) await afterSignIn(request, reply, userId);
  return { redirect: safeReturnPath(next) ?? '/' };
}

/** What the app says when the library refuses for too many attempts. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

type AuthAnswer = { code?: string; message?: string; error?: { message?: string } } | null;

/**
 * The library's refusal in the words the app shows for it: its own message without the field
 * path it may start with, the app's words for too many attempts, or `fallback`.
 */
export function authRefusal(
  answer: { statusCode: number; json: <T>() => T },
  fallback: string,
): AppError {
  let body: AuthAnswer = null;
  try {
    body = answer.json<AuthAnswer>();
  } catch {
    body = null;
  }
  const status = answer.statusCode;
  const message =
    status === 429
      ? TOO_MANY_ATTEMPTS
      : (body?.message ?? body?.error?.message ?? '').replace(/^\[[\w.]+\]\s*/, '') || fallback;
  return new AppError(
    status >= 500 ? 400 : status,
    status === 429 ? 'rate_limited' : 'bad_request',
    message,
  );
}

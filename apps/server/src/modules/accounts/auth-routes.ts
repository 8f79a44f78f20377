/**
 * Mounts better-auth at /api/auth/*. The Fastify request is handed over as a fetch Request, with
 * the client IP (as Fastify resolved it, honouring TRUST_PROXY) in a header of our own so that
 * better-auth's rate limiter keys each client separately and cannot be spoofed.
 */
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@shop/shared/errors';
import { isDatabaseOutage } from '../../db/is-outage.ts';
import { AppError, badRequest, unavailable } from '../../lib/app-error.ts';
import { CLIENT_IP_HEADER, MAX_PASSWORD_LENGTH } from './auth-settings.ts';
import { EMAIL_MAX } from '@shop/shared/schemas/engagement';
import { recordAuthOutcome, refuseAbusiveAuthCall } from './auth-abuse-guard.ts';
import { toHeaders } from '../../plugins/access.ts';
import { codeForStatus, errorBody } from '../../plugins/errors.ts';
import { findAccountByEmail } from './find-account.ts';
import { isSignInPath, recordAdminSignIn } from '../audit/index.ts';

/** better-auth takes JSON objects only; anything else is refused here in the shop's shape. */
function refuseNonJsonBody(request: FastifyRequest) {
  if (request.method === 'GET' || request.body === undefined) return;
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON');
  }
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  const fields: Record<string, string> = {};
  for (const [name, max] of Object.entries(AUTH_TEXT_FIELDS)) {
    const value = (body as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') fields[name] = 'Must be text';
    else if (value.length > max) fields[name] = `Must be at most ${max} characters`;
  }
  const names = Object.keys(fields);
  if (names.length) {
    throw new AppError(
      400,
      'validation_failed',
      `Invalid field${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
      fields,
    );
  }
}

/**
 * The text fields better-auth's email and password routes read, with the longest value the shop
 * accepts: checked here so a wrong type or an over-long value is refused in the shop's shape,
 * like on every other route (the input guard has already refused control characters).
 */
const AUTH_TEXT_FIELDS: Record<string, number> = {
  email: EMAIL_MAX,
  name: 200,
  password: MAX_PASSWORD_LENGTH,
  currentPassword: MAX_PASSWORD_LENGTH,
  newPassword: MAX_PASSWORD_LENGTH,
  token: 1024,
  callbackURL: 2048,
  redirectTo: 2048,
};

/**
 * better-auth's refusal in the shop's shape, keeping its code (`INVALID_EMAIL_OR_PASSWORD`) and
 * its message; a validation message that names a field (`[body.email] Invalid email address`)
 * names it in `fields` too. An answer without a body (an unknown path's 404) gets the status's.
 */
export function authErrorBody(status: number, answer: unknown): ErrorBody {
  const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
  const text =
    typeof message === 'string' && message
      ? message
      : status === 404
        ? 'Not found'
        : (http.STATUS_CODES[status] ?? 'Request refused');
  const named = /^\[body\.(\w+)\]\s*(.*)$/.exec(text);
  return {
    error: {
      code: typeof code === 'string' && code ? code : codeForStatus(status),
      message: text,
      ...(named ? { fields: { [named[1]!]: named[2] || text } } : {}),
    },
  };
}

function parseAnswer(answer: Buffer | null): unknown {
  try {
    return answer ? (JSON.parse(answer.toString('utf8')) as unknown) : null;
  } catch {
    return null;
  }
}

export async function authRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimit: false },
    async handler(request, reply) {
      refuseNonJsonBody(request);
      const url = new URL(request.url, app.ctx.config.publicUrl);
      const refusal = await refuseAbusiveAuthCall(app.ctx.db, {
        path: url.pathname,
        body: request.body,
      });
      if (refusal) {
        return reply
          .status(refusal.status)
          .header('x-retry-after', String(refusal.retryAfterSeconds))
          .header('retry-after', String(refusal.retryAfterSeconds))
          .send(errorBody('rate_limited', refusal.message));
      }
      const headers = toHeaders(request);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await app.ctx.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      // better-auth turns a lost database into its own 500; say what it is, like every route.
      if (response.status >= 500 && (await isDatabaseOutage(app.ctx.db))) throw unavailable();
      await recordAuthOutcome(app.ctx.db, {
        path: url.pathname,
        body: request.body,
        status: response.status,
      });
      const answer = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      if (isSignInPath(url.pathname)) {
        await recordAdminSignIn(app.ctx.db, {
          findAccount: (email) => findAccountByEmail(app.ctx.db, email),
          path: url.pathname,
          body: request.body,
          status: response.status,
          answer: parseAnswer(answer),
          ip: request.ip,
        }).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not write the audit entry of an admin sign-in'),
        );
      }
      reply.status(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      const isRefusal = response.status >= 400;
      response.headers.forEach((value, key) => {
        if (key === 'set-cookie' || key === 'content-length') return;
        if (isRefusal && key === 'content-type') return;
        reply.header(key, value);
      });
      // Every answer of the shop is in one shape, better-auth's refusals included.
      if (isRefusal) return reply.send(authErrorBody(response.status, parseAnswer(answer)));
      return reply.send(answer);
    },
  });
}

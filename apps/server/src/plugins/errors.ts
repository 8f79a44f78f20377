/**
 * Every error leaves the API as `{ error: { code, message, fields? } }`. Validation errors name
 * the offending parameters; messages of unexpected (5xx) errors are never shown to callers.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@shop/shared/errors';
import { isDatabaseOutage } from '../db/is-outage.ts';
import { AppError, UNAVAILABLE_MESSAGE } from '../lib/app-error.ts';

const CONTEXT_LABEL: Record<string, string> = {
  querystring: 'query parameter',
  body: 'field',
  params: 'path parameter',
  headers: 'header',
};

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } } satisfies ErrorBody;
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (FST_ERR_BAD_URL) or a bad
 * content-type header is the client's mistake, answered 400 like any other.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Malformed request';
  void reply.status(status).send(errorBody(codeForStatus(status), message));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'unavailable') reply.header('retry-after', '5');
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        // Unknown keys have no path of their own; zod lists them in `keys`.
        const keys = (issue.params as { keys?: string[] }).keys;
        const names = keys?.length
          ? keys
          : [issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body'];
        for (const name of names)
          fields[name] ??= keys ? 'Unknown parameter' : (issue.message ?? 'Invalid value');
      }
      const label = CONTEXT_LABEL[error.validationContext ?? 'body'] ?? 'field';
      const names = Object.keys(fields);
      const message = `Invalid ${label}${names.length > 1 ? 's' : ''}: ${names.join(', ')}`;
      return reply.status(400).send(errorBody('validation_failed', message, fields));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // A library may wrap the driver's error and drop its cause (better-auth's session read
    // does): an unexpected failure during or just after database trouble is the outage too.
    if (status >= 500 && (await isDatabaseOutage(app.ctx.db, error))) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody('unavailable', UNAVAILABLE_MESSAGE));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send(errorBody('internal', 'Something went wrong. Please try again.'));
    }
    return reply.status(status).send(errorBody(codeForStatus(status), error.message));
  });
});

/**
 * Every error leaves the API as `{ error: { code, message, fields? } }`. Validation errors name
 * the offending parameters; messages of unexpected (5xx) errors are never shown to callers.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@shop/shared/errors';
import { AppError } from '../lib/app-error.ts';

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

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
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
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send(errorBody('internal', 'Something went wrong. Please try again.'));
    }
    return reply.status(status).send(errorBody(codeForStatus(status), error.message));
  });
});

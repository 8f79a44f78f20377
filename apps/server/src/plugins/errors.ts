/**
 * Every error leaves the API as `{ error: { code, message, fields? } }`. Validation errors name
 * the offending parameters; messages of unexpected (5xx) errors are never shown to callers.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
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

export function codeForStatus(status: number): ErrorCode {
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
    case 414:
      return 'uri_too_long';
    case 415:
      return 'unsupported_media_type';
    case 408:
      return 'timeout';
    case 431:
      return 'headers_too_large';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (FST_ERR_BAD_URL), a path part
 * longer than the router reads (414) or a bad content-type header is the client's mistake,
 * answered 4xx like any other.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = FRAMEWORK_MESSAGES[error.code] ?? 'Malformed request';
  void reply.status(status).send(errorBody(codeForStatus(status), message));
}

/**
 * PostgreSQL's "data exception" codes that only input can cause: text that is not a number or
 * a date, a number out of range, a string longer than its column, bytes that are not UTF-8, a
 * bad LIKE escape. The edge refuses such input first; should one slip past, it is still the
 * caller's mistake, answered 400, not a fault of the shop.
 */
const INPUT_DATA_EXCEPTIONS = new Set([
  '22P02', // invalid text representation
  '22003', // numeric value out of range
  '22001', // string data right truncation
  '22021', // character not in repertoire (invalid byte sequence, NUL)
  '22007', // invalid datetime format
  '22008', // datetime field overflow
  '22025', // invalid escape sequence
  '22P05', // untranslatable character
]);

/** The PostgreSQL error code of a driver error, looking through wrappers' `cause`. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: "The request headers are too large. Clearing this site's cookies may help.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'timeout', message: 'The request took too long' },
};

/**
 * Node's `clientError`: a request the HTTP parser refuses before Fastify sees it (headers over
 * the limit, a malformed request line, bytes that are not HTTP) is answered in the standard
 * shape on the raw socket, then the connection is closed, as Node itself would.
 */
export function clientErrorReply(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''];
  const status = known?.status ?? 400;
  const body = JSON.stringify(
    errorBody(known?.code ?? 'bad_request', known?.message ?? 'Malformed request'),
  );
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
      // A path parameter is an address, not a form field: one that is malformed (an id that
      // is not an id) names nothing the shop has, the same answer as an unknown one.
      if (error.validationContext === 'params') {
        return reply.status(404).send(errorBody('not_found', 'Not found', fields));
      }
      const label = CONTEXT_LABEL[error.validationContext ?? 'body'] ?? 'field';
      const names = Object.keys(fields);
      const message = `Invalid ${label}${names.length > 1 ? 's' : ''}: ${names.join(', ')}`;
      return reply.status(400).send(errorBody('validation_failed', message, fields));
    }
    const dbCode = databaseErrorCode(error);
    if (dbCode && INPUT_DATA_EXCEPTIONS.has(dbCode)) {
      request.log.info({ err: error, dbCode }, 'input refused by the database');
      return reply
        .status(400)
        .send(errorBody('bad_request', 'The request contains a value the shop cannot store'));
    }
    // The multipart parser answers a body that is not a form 406 (and a bad JSON field 406):
    // the shop answers every malformed request 400.
    const status =
      error.statusCode === 406
        ? 400
        : error.statusCode && error.statusCode >= 400
          ? error.statusCode
          : 500;
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
      // The request id ties the log line to the access log; the caller sees a generic message.
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply
        .status(status)
        .send(errorBody('internal', 'Something went wrong. Please try again.'));
    }
    return reply.status(status).send(errorBody(codeForStatus(status), error.message));
  });
});

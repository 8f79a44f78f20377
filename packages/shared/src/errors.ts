/** The API's error envelope: `{ error: { code, message, fields? } }`. */
import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** 410: the thing existed but is no longer available (an expired or revoked download link). */
  'gone',
  'payload_too_large',
  /** 414: the address (a path part of it) is longer than the shop reads. */
  'uri_too_long',
  'unsupported_media_type',
  /** 431: the request's headers (usually its cookies) are larger than the server reads. */
  'headers_too_large',
  /** 408: the request did not arrive in time. */
  'timeout',
  'rate_limited',
  'internal',
  /** 503: a dependency (the database) is briefly down; retrying shortly will work. */
  'unavailable',
  /** 403: the admin panel asks for two-factor sign-in (REQUIRE_ADMIN_2FA) and it is not set up. */
  'two_factor_required',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

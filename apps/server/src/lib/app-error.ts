/** A typed error that the error handler turns into `{ error: { code, message, fields? } }`. */
import type { ErrorCode } from '@shop/shared/errors';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Sign in required') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Access denied. Admin privileges required.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);

/** What a request sees while the database is restarting or failing over. */
export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
export const unavailable = () => new AppError(503, 'unavailable', UNAVAILABLE_MESSAGE);

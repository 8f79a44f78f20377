/**
 * Sign-in and sign-up field errors in the shop's own words, for the field they belong to. The
 * form checks what it can before asking (an address that cannot be one, a missing or short
 * password); an answer of the accounts server that names a field (`[body.email] Invalid email
 * address`, or `fields.email`) is put under that field in the same words, never as raw text.
 */
import { MESSAGES } from '@shop/shared/messages';
import {
  AUTH_FIELD_MESSAGES,
  EMAIL_SHAPE,
  PASSWORD_MIN_LENGTH,
} from '@shop/shared/schemas/account';
import { ApiError } from '@/lib/api-client';

export type AuthFieldErrors = { email?: string; password?: string };

export { AUTH_FIELD_MESSAGES };

export function checkAuthFields(
  email: string,
  password: string,
  { isNewPassword }: { isNewPassword: boolean },
): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  // Sign-up's own words for a missing address or password.
  const missing = isNewPassword ? MESSAGES.signUpMissingIdentity : null;
  if (!email) errors.email = missing ?? AUTH_FIELD_MESSAGES.emailMissing;
  else if (!EMAIL_SHAPE.test(email)) errors.email = AUTH_FIELD_MESSAGES.emailInvalid;
  if (!password) errors.password = missing ?? AUTH_FIELD_MESSAGES.passwordMissing;
  else if (isNewPassword && password.length < PASSWORD_MIN_LENGTH) {
    errors.password = AUTH_FIELD_MESSAGES.passwordShort;
  }
  return errors;
}

/** The field an answer is about, in the shop's words; null when it names none. */
export function fieldErrorsOf(error: unknown): AuthFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const fromFields = error.fields ?? {};
  const named = /^\[body\.(\w+)\]/.exec(error.message)?.[1];
  const code = error.code.toUpperCase();
  const errors: AuthFieldErrors = {};
  if (fromFields.email || named === 'email' || code === 'INVALID_EMAIL') {
    errors.email = AUTH_FIELD_MESSAGES.emailInvalid;
  }
  if (code === 'PASSWORD_TOO_SHORT') errors.password = AUTH_FIELD_MESSAGES.passwordShort;
  else if (code === 'PASSWORD_TOO_LONG') errors.password = AUTH_FIELD_MESSAGES.passwordLong;
  else if (fromFields.password || named === 'password') {
    errors.password = AUTH_FIELD_MESSAGES.passwordMissing;
  }
  return errors.email || errors.password ? errors : null;
}

/** A message with no internal path in front (`[body.name] …` reads as `…`). */
export const withoutPath = (message: string) => message.replace(/^\[[\w.]+\]\s*/, '');

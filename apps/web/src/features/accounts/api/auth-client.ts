/**
 * A light client for better-auth's endpoints under /api/auth (plain fetch, no auth SDK: the
 * session check runs on every page and must stay small). better-auth answers errors as
 * `{ code, message }`; they become an ApiError carrying that message, which the forms show as is.
 */
import { ApiError } from '@/lib/api-client';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

export type AuthUser = {
  id: string;
  email: string;
  createdAt: string;
  role?: string | null;
};

export async function authRequest<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const payload = (data ?? {}) as {
      code?: string;
      message?: string;
      error?: { code?: string; message?: string };
    };
    // No message of its own (a proxy error page, say): callers pick their fallback text.
    const message =
      response.status === 429 ? TOO_MANY : (payload.message ?? payload.error?.message ?? '');
    throw new ApiError(
      response.status,
      payload.code ?? payload.error?.code ?? 'auth_error',
      message,
    );
  }
  return data as T;
}

type SessionResponse = { user: AuthUser } | null;
type SignInResponse = { token: string | null; user: AuthUser };
/** A two-factor account's password sign-in: no session yet, the code comes next. */
export type TwoFactorPending = { twoFactorRedirect: true; twoFactorMethods?: string[] };

export const needsSecondFactor = (
  response: SignInResponse | TwoFactorPending,
): response is TwoFactorPending => 'twoFactorRedirect' in response && response.twoFactorRedirect;

/** The signed-in user, or null (no session, or it expired). */
export async function getSession(): Promise<AuthUser | null> {
  const session = await authRequest<SessionResponse>('/get-session');
  return session?.user ?? null;
}

/** Signs in; a two-factor account gets `{ twoFactorRedirect }` and needs a code next. */
export const signInWithPassword = (email: string, password: string) =>
  authRequest<SignInResponse | TwoFactorPending>('/sign-in/email', { email, password });

/** Signs up; `token` is null when the account needs confirming before a session exists. */
export const signUpWithPassword = (email: string, password: string) =>
  authRequest<SignInResponse>('/sign-up/email', {
    email,
    password,
    name: email.split('@')[0] ?? '',
  });

export const sendMagicLink = (email: string, callbackURL: string) =>
  authRequest<{ status: boolean }>('/sign-in/magic-link', {
    email,
    callbackURL,
    errorCallbackURL: '/signin?view=magic_link',
  });

export const requestPasswordReset = (email: string) =>
  authRequest<{ status: boolean }>('/request-password-reset', { email });

export const resetPassword = (token: string, newPassword: string) =>
  authRequest<{ status: boolean }>('/reset-password', { token, newPassword });

export const sendSignInCode = (email: string) =>
  authRequest<{ success: boolean }>('/email-otp/send-verification-otp', { email, type: 'sign-in' });

export const signInWithCode = (email: string, otp: string) =>
  authRequest<SignInResponse>('/sign-in/email-otp', { email, otp });

export const changePassword = (input: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}) => authRequest<{ token: string | null }>('/change-password', input);

export async function signOutSession(): Promise<void> {
  await authRequest<{ success: boolean }>('/sign-out', {});
}

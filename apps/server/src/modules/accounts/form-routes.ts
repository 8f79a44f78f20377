/**
 * Sign-in and sign-up with a password, the forgotten password's reset link and sign-out as HTML
 * forms (lib/form-route.ts; the views that go through a mail are in mail-sign-in-forms.ts), for
 * pages the app has not taken over yet and browsers without scripts. Each hands the request to the
 * sign-in library's own endpoint under /api/auth, injected with the visitor's address, origin
 * and cookies, so the same throttles, checks, audit and session cookie apply as for the app; the
 * library's cookies are passed on and the browser is sent on (303). A refusal goes back to the
 * form with its reason and the address typed (never the password): sign-up's under the field it
 * is about, in the same words as the app's own check. Once signed in, `afterSignIn` (given by
 * the app: the guest cart's merge) runs as the app's own sign-in does.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { safeReturnPath } from '@shop/shared/form-flash';
import { EMAIL_MAX } from '@shop/shared/schemas/engagement';
import { AUTH_FIELD_MESSAGES, signUpFormSchema } from '@shop/shared/schemas/account';
import { AppError } from '../../lib/app-error.ts';
import { formRoute } from '../../lib/form-route.ts';
import { MESSAGES } from '@shop/shared/messages';
import { MAX_PASSWORD_LENGTH } from './auth-settings.ts';
import { callAuth, finishSignIn, passCookiesOn, type AfterSignIn } from './auth-call.ts';
import { registerMailSignInForms } from './mail-sign-in-forms.ts';

const signInForm = z.object({
  email: z.string().trim().min(1, 'Please enter your email').max(EMAIL_MAX),
  password: z.string().min(1, 'Please enter your password').max(MAX_PASSWORD_LENGTH),
  /** Where to go once signed in (the page that asked for it). */
  next: z.string().max(2000).optional(),
});

/** The second step of a password sign-in for an account with two-factor sign-in. */
export const TWO_FACTOR_FORM = 'two-factor';
const twoFactorForm = z.object({
  code: z.string().trim().min(1, 'Enter the code.').max(64),
  /** A code from the authenticator app, or one of the recovery codes. */
  method: z.enum(['app', 'recovery']).default('app'),
  next: z.string().max(2000).optional(),
});

/** The sign-in page's two-factor view, which comes back to `next` once the code is right. */
function twoFactorStep(next: string | null): string {
  const query = new URLSearchParams({ view: 'two_factor' });
  if (next && next !== '/') query.set('returnTo', next);
  return `/signin?${query.toString()}`;
}

/** The forgotten-password view's form, and what it says once the link is on its way. */
export const FORGOT_PASSWORD_FORM = 'forgot-password';
export const PASSWORD_RESET_SENT =
  'Check your email for the password reset link. It works once and expires in an hour.';

type AuthAnswer = { code?: string; message?: string; error?: { message?: string } };

/** The sign-up library's refusal, under the field it is about in the shop's words. */
function signUpRefusal(status: number, body: AuthAnswer): AppError {
  const code = (body.code ?? '').toUpperCase();
  const message = body.message ?? body.error?.message ?? 'Could not create the account.';
  const fields: Record<string, string> = {};
  if (code === 'INVALID_EMAIL') fields.email = AUTH_FIELD_MESSAGES.emailInvalid;
  if (code === 'PASSWORD_TOO_SHORT') fields.password = AUTH_FIELD_MESSAGES.passwordShort;
  if (code === 'PASSWORD_TOO_LONG') fields.password = AUTH_FIELD_MESSAGES.passwordLong;
  return new AppError(
    status >= 500 ? 400 : status,
    status === 429 ? 'rate_limited' : 'bad_request',
    message.replace(/^\[[\w.]+\]\s*/, ''),
    fields,
  );
}

export type AccountFormOptions = {
  /** What follows a sign-in or sign-up by form (the guest cart's merge into the account's). */
  afterSignIn?: AfterSignIn;
};

export function accountFormRoutes({ afterSignIn }: AccountFormOptions = {}): FastifyPluginAsync {
  return async (app) => registerAccountForms(app, afterSignIn);
}

async function registerAccountForms(
  app: FastifyInstance,
  afterSignIn: AccountFormOptions['afterSignIn'],
) {
  formRoute(app, '/auth/sign-in', {
    form: 'sign-in',
    schema: signInForm,
    handle: async ({ email, password, next }, { request, reply }) => {
      const answer = await callAuth(app, request, '/api/auth/sign-in/email', { email, password });
      if (answer.statusCode >= 400) {
        const body = answer.json<{ error?: { message?: string } }>();
        throw new AppError(
          answer.statusCode >= 500 ? 400 : answer.statusCode,
          answer.statusCode === 429 ? 'rate_limited' : 'unauthorized',
          body.error?.message ?? 'Invalid email or password',
        );
      }
      passCookiesOn(answer, reply);
      if (answer.json<{ twoFactorRedirect?: boolean }>().twoFactorRedirect) {
        // The password was right; the library's cookie (passed on above) marks the half-done
        // sign-in, and the code is asked for on the sign-in page's two-factor view.
        return { redirect: twoFactorStep(safeReturnPath(next)) };
      }
      const userId = answer.json<{ user?: { id?: string } }>().user?.id;
      return finishSignIn({ request, reply }, userId, next, afterSignIn);
    },
  });

  formRoute(app, '/auth/two-factor', {
    form: TWO_FACTOR_FORM,
    schema: twoFactorForm,
    // A code (a recovery code above all) is never kept to be shown again.
    secret: ['code'],
    handle: async ({ code, method, next }, { request, reply }) => {
      const isRecovery = method === 'recovery';
      const entered = isRecovery ? code.trim() : code.replace(/\s+/g, '');
      if (!isRecovery && !/^\d{6}$/.test(entered)) {
        throw new AppError(400, 'validation_failed', 'The code is 6 digits.', {
          code: 'The code is 6 digits.',
        });
      }
      const answer = await callAuth(
        app,
        request,
        isRecovery ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp',
        { code: entered },
      );
      if (answer.statusCode >= 400) {
        const body = answer.json<AuthAnswer | null>();
        throw new AppError(
          answer.statusCode >= 500 ? 400 : answer.statusCode,
          answer.statusCode === 429 ? 'rate_limited' : 'unauthorized',
          body?.message ?? body?.error?.message ?? 'That code did not work. Try again.',
        );
      }
      passCookiesOn(answer, reply);
      const userId = answer.json<{ user?: { id?: string } }>().user?.id;
      return finishSignIn({ request, reply }, userId, next, afterSignIn);
    },
  });

  formRoute(app, '/auth/sign-up', {
    form: 'sign-up',
    schema: signUpFormSchema,
    handle: async ({ email, password, next }, { request, reply }) => {
      const answer = await callAuth(app, request, '/api/auth/sign-up/email', {
        email,
        password,
        name: email.split('@')[0] ?? '',
      });
      if (answer.statusCode >= 400) {
        throw signUpRefusal(answer.statusCode, answer.json<AuthAnswer>());
      }
      passCookiesOn(answer, reply);
      const made = answer.json<{ token?: string | null; user?: { id?: string } }>();
      // Accounts that must be confirmed first get no session: the page says where to look.
      if (!made.token) return { notice: MESSAGES.signUpConfirmation };
      return finishSignIn({ request, reply }, made.user?.id, next, afterSignIn);
    },
  });

  formRoute(app, '/auth/forgot-password', {
    form: FORGOT_PASSWORD_FORM,
    schema: z.object({
      email: z.string().trim().min(1, 'Please enter your email').max(EMAIL_MAX),
    }),
    handle: async ({ email }, { request }) => {
      const answer = await callAuth(app, request, '/api/auth/request-password-reset', { email });
      if (answer.statusCode >= 400) {
        const body = answer.json<{ error?: { message?: string } }>();
        throw new AppError(
          answer.statusCode >= 500 ? 400 : answer.statusCode,
          answer.statusCode === 429 ? 'rate_limited' : 'bad_request',
          body.error?.message ?? 'We could not send the link. Try again in a moment.',
        );
      }
      return { notice: PASSWORD_RESET_SENT };
    },
  });

  registerMailSignInForms(app, afterSignIn);

  formRoute(app, '/auth/sign-out', {
    form: 'sign-out',
    schema: z.object({}),
    handle: async (_input, { request, reply }) => {
      const answer = await callAuth(app, request, '/api/auth/sign-out', {});
      passCookiesOn(answer, reply);
      return { redirect: '/' };
    },
  });
}

/**
 * The sign-in page's views that go through a mail, as HTML forms (lib/form-route.ts) for pages
 * the app has not taken over yet and browsers without scripts: a magic link, a one-time code
 * (sent, then verified) and the reset link's new password. Each hands the request to the sign-in
 * library's own endpoint (auth-call.ts), so its throttles and checks apply as for the app, and
 * comes back to the page in the app's own words: the notice of what was sent with the address it
 * went to, or the reason with the address typed (never a password or a code).
 */
import type { FastifyInstance } from 'fastify';
import { safeReturnPath } from '@shop/shared/form-flash';
import {
  MAGIC_LINK_FORM,
  MAIL_SIGN_IN_MESSAGES,
  OTP_SEND_FORM,
  OTP_VERIFY_FORM,
  UPDATE_PASSWORD_FORM,
  magicLinkFormSchema,
  otpSendFormSchema,
  otpVerifyFormSchema,
  updatePasswordFormSchema,
} from '@shop/shared/schemas/mail-sign-in';
import { AppError } from '../../lib/app-error.ts';
import { formRoute } from '../../lib/form-route.ts';
import { authRefusal, callAuth, finishSignIn, passCookiesOn } from './auth-call.ts';
import type { AccountFormOptions } from './form-routes.ts';

/** The app's words when the library gives no reason of its own. */
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** Where a used or expired magic link comes back to, as with the app's own request. */
const MAGIC_LINK_ERROR_PAGE = '/signin?view=magic_link';

export function registerMailSignInForms(
  app: FastifyInstance,
  afterSignIn: AccountFormOptions['afterSignIn'],
) {
  formRoute(app, '/auth/magic-link', {
    form: MAGIC_LINK_FORM,
    schema: magicLinkFormSchema,
    handle: async ({ email, next }, { request }) => {
      const answer = await callAuth(app, request, '/api/auth/sign-in/magic-link', {
        email,
        callbackURL: safeReturnPath(next) ?? '/',
        errorCallbackURL: MAGIC_LINK_ERROR_PAGE,
      });
      if (answer.statusCode >= 400) throw authRefusal(answer, SOMETHING_WENT_WRONG);
      return { notice: MAIL_SIGN_IN_MESSAGES.magicLinkSent, values: { email } };
    },
  });

  formRoute(app, '/auth/email-otp/send', {
    form: OTP_SEND_FORM,
    schema: otpSendFormSchema,
    handle: async ({ email }, { request }) => {
      const answer = await callAuth(app, request, '/api/auth/email-otp/send-verification-otp', {
        email,
        type: 'sign-in',
      });
      if (answer.statusCode >= 400) throw authRefusal(answer, SOMETHING_WENT_WRONG);
      // The page comes back at the code step for this address.
      return { notice: MAIL_SIGN_IN_MESSAGES.codeSent, values: { email } };
    },
  });

  formRoute(app, '/auth/email-otp/verify', {
    form: OTP_VERIFY_FORM,
    schema: otpVerifyFormSchema,
    secret: ['otp'],
    handle: async ({ email, otp, next }, { request, reply }) => {
      const answer = await callAuth(app, request, '/api/auth/sign-in/email-otp', { email, otp });
      if (answer.statusCode >= 400) throw authRefusal(answer, SOMETHING_WENT_WRONG);
      passCookiesOn(answer, reply);
      const userId = answer.json<{ user?: { id?: string } }>().user?.id;
      return finishSignIn({ request, reply }, userId, next, afterSignIn);
    },
  });

  formRoute(app, '/auth/reset-password', {
    form: UPDATE_PASSWORD_FORM,
    schema: updatePasswordFormSchema,
    handle: async (input, { request }) => {
      const password = input['new-password'];
      if (!input.token) throw new AppError(400, 'bad_request', 'Invalid token');
      if (!password) {
        throw new AppError(400, 'validation_failed', MAIL_SIGN_IN_MESSAGES.newPasswordMissing);
      }
      if (password !== input['confirm-password']) {
        throw new AppError(400, 'validation_failed', MAIL_SIGN_IN_MESSAGES.passwordsDiffer);
      }
      const answer = await callAuth(app, request, '/api/auth/reset-password', {
        token: input.token,
        newPassword: password,
      });
      if (answer.statusCode >= 400) throw authRefusal(answer, SOMETHING_WENT_WRONG);
      // Resetting ended every session, this browser's included: sign in again with the new one.
      return { redirect: '/signin', notice: MAIL_SIGN_IN_MESSAGES.passwordUpdated };
    },
  });
}

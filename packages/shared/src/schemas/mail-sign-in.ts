/**
 * The sign-in page's forms that go through a mail (a magic link, a one-time code) and the reset
 * link's new password: their names, the words they say and the checks both sides make, so the
 * server's form routes answer in the same words as the app does once it runs.
 */
import { z } from 'zod';
import { EMAIL_MAX } from './engagement.ts';

/** Form names: the hidden `form` field, and what the page's flash is keyed by. */
export const MAGIC_LINK_FORM = 'magic-link';
export const OTP_SEND_FORM = 'otp-send';
export const OTP_VERIFY_FORM = 'otp-verify';
export const UPDATE_PASSWORD_FORM = 'update-password';

export const MAIL_SIGN_IN_MESSAGES = {
  emailRequired: 'Email address is required',
  magicLinkSent: 'Check your email for the magic link',
  codeSent: 'We sent a 6-digit code.',
  codeShape: 'Enter the 6-digit code from the email.',
  newPasswordMissing: 'Enter a new password.',
  passwordsDiffer: 'The two passwords do not match.',
  passwordUpdated: 'Your password has been updated. Sign in with your new password.',
} as const;

const email = z.string().trim().min(1, MAIL_SIGN_IN_MESSAGES.emailRequired).max(EMAIL_MAX);
/** Where to go once signed in (the page that asked for it). */
const next = z.string().max(2000).optional();

export const magicLinkFormSchema = z.object({ email, next });

export const otpSendFormSchema = z.object({ email });

/** Six digits; the spaces a mail reader or a paste adds are dropped. */
export const otpCode = z
  .string()
  .max(64)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MAIL_SIGN_IN_MESSAGES.codeShape));

export const otpVerifyFormSchema = z.object({ email, otp: otpCode, next });

/** The reset link's form: the token from the address, the new password twice. */
export const updatePasswordFormSchema = z.object({
  token: z.string().max(512),
  'new-password': z.string().max(1024),
  'confirm-password': z.string().max(1024),
});

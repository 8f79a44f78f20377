/**
 * The mails better-auth asks us to send: magic link, one-time code and password reset. Each is a
 * plain, branded message (renderMail) with a text part; links point at the shop's own origin.
 */
import { renderMail, type Mail } from '../mail/index.ts';
import { SHOP } from '@shop/shared/shop';

export const MAGIC_LINK_MINUTES = 15;
export const OTP_MINUTES = 10;
export const RESET_LINK_MINUTES = 60;

export function magicLinkMail(to: string, url: string): Mail {
  return {
    to,
    subject: `Your sign-in link for ${SHOP.name}`,
    ...renderMail({
      heading: `Sign in to ${SHOP.name}`,
      paragraphs: [
        'Tap the button below to sign in. No password needed.',
        `The link works once and expires in ${MAGIC_LINK_MINUTES} minutes.`,
      ],
      action: { label: 'Sign in', url },
      footer: "If you didn't ask for this link, you can safely ignore this email.",
    }),
  };
}

const OTP_PURPOSE: Record<string, string> = {
  'sign-in': 'sign in',
  'email-verification': 'verify your email address',
  'forget-password': 'reset your password',
  'change-email': 'change your email address',
};

export function otpMail(to: string, otp: string, type: string): Mail {
  const purpose = OTP_PURPOSE[type] ?? 'continue';
  return {
    to,
    subject: `Your ${SHOP.name} code: ${otp}`,
    ...renderMail({
      heading: 'Your one-time code',
      paragraphs: [
        `Enter this code to ${purpose}:`,
        otp,
        `It expires in ${OTP_MINUTES} minutes. Never share it with anyone.`,
      ],
      footer: "If you didn't ask for a code, you can safely ignore this email.",
    }),
  };
}

export function resetPasswordMail(to: string, url: string): Mail {
  return {
    to,
    subject: `Reset your ${SHOP.name} password`,
    ...renderMail({
      heading: 'Reset your password',
      paragraphs: [
        `Someone (hopefully you) asked to reset the password of your ${SHOP.name} account.`,
        `Choose a new password with the button below. The link works once and expires in ${RESET_LINK_MINUTES} minutes. Resetting signs you out everywhere.`,
      ],
      action: { label: 'Choose a new password', url },
      footer: "If you didn't ask for this, ignore this email: your password stays as it is.",
    }),
  };
}

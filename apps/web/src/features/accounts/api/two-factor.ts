/**
 * better-auth's two-factor endpoints: set-up (password → authenticator secret and recovery
 * codes → a first code turns it on), turning it off, and the second step of a sign-in.
 */
import { authRequest } from './auth-client';

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export const startTwoFactorSetup = (password: string) =>
  authRequest<TwoFactorSetup>('/two-factor/enable', { password });

/** During set-up and at sign-in alike: a code from the authenticator app. */
export const verifyAuthenticatorCode = (code: string) =>
  authRequest<{ token: string }>('/two-factor/verify-totp', { code });

export const verifyRecoveryCode = (code: string) =>
  authRequest<{ token: string }>('/two-factor/verify-backup-code', { code });

export const turnOffTwoFactor = (password: string) =>
  authRequest<{ status: boolean }>('/two-factor/disable', { password });

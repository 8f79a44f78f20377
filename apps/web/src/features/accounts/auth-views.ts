/** The views of the Sign In page, kept in the `view` query parameter. */
export const AUTH_VIEWS = [
  'sign_in',
  'sign_up',
  'magic_link',
  'forgotten_password',
  'update_password',
  'verify_otp',
  /** The second step of a password sign-in with two-factor on: a code from the app… */
  'two_factor',
  /** …or one of the recovery codes. */
  'two_factor_recovery',
] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

export function parseAuthView(value: string | null): AuthView {
  return AUTH_VIEWS.find((view) => view === value) ?? 'sign_in';
}

/** Magic-link failures arrive as ?error=CODE on the magic_link view. */
export function magicLinkErrorMessage(code: string | null): string | null {
  if (!code) return null;
  if (code === 'INVALID_TOKEN' || code === 'EXPIRED_TOKEN') {
    return 'This sign-in link is invalid, expired or already used. Request a new one below.';
  }
  return 'We could not sign you in with that link. Request a new one below.';
}

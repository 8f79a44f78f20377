/** Two-factor sign-in (authenticator app codes and recovery codes): texts both sides show. */
export const TWO_FACTOR = {
  /** How many recovery codes a set-up hands out; each works once. */
  recoveryCodeCount: 10,
  adminSetupRequired:
    'Set up two-factor sign-in before using the admin panel: this shop requires it for admins.',
  mailSignInRefused:
    'This account uses two-factor sign-in: sign in with your password and the code from your authenticator app.',
  invalidCode: 'That code is not right. Check your authenticator app and try again.',
} as const;

/**
 * What the app uses of the sign-in library through its context: the handler behind /api/auth/*
 * the session behind a request's cookie, and the admin account made at start. The accounts module builds it (better-auth,
 * modules/accounts/auth.ts); everything else in an account goes through that module's routes.
 */

/** The signed-in account as the session lookup returns it. */
export type SessionAccount = {
  id: string;
  email: string;
  name: string;
  /** better-auth's admin plugin: 'admin' or 'user' (null on rows it has not touched). */
  role?: string | null;
  /** better-auth's two-factor plugin: whether sign-in asks for an authenticator code. */
  twoFactorEnabled?: boolean | null;
  createdAt: Date;
};

export type AuthPort = {
  handler: (request: Request) => Promise<Response>;
  api: {
    getSession: (input: { headers: Headers }) => Promise<{ user: SessionAccount } | null>;
  };
  /** A verified email-and-password account with the admin role, made without a session. */
  createAdmin: (input: { email: string; password: string }) => Promise<void>;
  /** Loads the library ahead of the first sign-in (the server calls it once it is ready). */
  warm: () => Promise<void>;
};

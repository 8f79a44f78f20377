/**
 * Admin sign-ins in the audit log: a session made for an admin (the password step, or the code
 * step of two-factor sign-in) is a `sign_in`; a refused password for an admin's address is a
 * `sign_in_failed`. A password step that now waits for the code is not a sign-in yet.
 * Customers' sign-ins are not recorded.
 */
import type { Db } from '../../db/client.ts';
import { recordAudit } from './record-audit.ts';

export type AccountLookup = (
  email: string,
) => Promise<{ id: string; email: string; role: string } | null>;

const PASSWORD_STEP = '/api/auth/sign-in/email';
const CODE_STEPS = new Set([
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
]);

export function isSignInPath(path: string): boolean {
  return path === PASSWORD_STEP || CODE_STEPS.has(path);
}

export async function recordAdminSignIn(
  db: Db,
  input: {
    findAccount: AccountLookup;
    path: string;
    body: unknown;
    status: number;
    answer: unknown;
    ip: string;
  },
): Promise<void> {
  const { findAccount, path, status, ip } = input;
  if (!isSignInPath(path)) return;
  const answer = (input.answer ?? {}) as {
    twoFactorRedirect?: boolean;
    user?: { id?: string; email?: string; role?: string };
  };
  const isOk = status >= 200 && status < 300;
  if (isOk && answer.twoFactorRedirect) return;

  let account: { id: string; email: string; role: string } | null = null;
  if (isOk && answer.user?.email) account = await findAccount(answer.user.email);
  else if (path === PASSWORD_STEP) {
    const email = (input.body as { email?: unknown } | null)?.email;
    if (typeof email === 'string' && email.length <= 320) account = await findAccount(email);
  }
  if (!account || account.role !== 'admin') return;
  await recordAudit(db, {
    kind: isOk ? 'sign_in' : 'sign_in_failed',
    actorId: account.id,
    actorEmail: account.email,
    method: 'POST',
    route: path,
    path,
    status,
    ip,
  });
}

/**
 * Admin Login: email and password, then the profile role must be admin. A
 * non-admin (or a failed role check) gets 'Access denied. Admin privileges required.' and is
 * signed out again; other failures show the server's message or 'Failed to sign in'.
 */
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/features/accounts/store';
import { needsSecondFactor, signInWithPassword, signOutSession } from '../api/auth-client';
import { useAuthAction } from '../hooks/use-auth-action';
import { loadIsAdmin, refreshSession } from '../session';
import { SubmitButton } from './auth-parts';
import { CurrentPasswordField } from './password-field';
import { TwoFactorChallenge } from './two-factor-challenge';
import { SHOP } from '@shop/shared/shop';

class AccessDenied extends Error {}

export function AdminLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const { error, isLoading, run, fail } = useAuthAction();

  /** Once a session exists: admins move on, anyone else is signed out again. */
  const admitAdmin = async () => {
    try {
      if (!(await loadIsAdmin())) throw new AccessDenied(MESSAGES.accessDenied);
      // Sets the user and isAdmin together; the page's gate then moves on to /admin.
      await refreshSession();
    } catch (caught) {
      if (caught instanceof AccessDenied) {
        await signOutSession().catch((e: unknown) => console.error('Sign-out failed', e));
        useSessionStore.getState().setUser(null);
      }
      throw caught;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return fail('Enter your email and password.');
    void run(async () => {
      try {
        if (needsSecondFactor(await signInWithPassword(email.trim(), password))) {
          setNeedsCode(true);
          return;
        }
        await admitAdmin();
      } catch (caught) {
        if (caught instanceof AccessDenied) throw caught;
        throw new Error(
          caught instanceof ApiError && caught.message ? caught.message : MESSAGES.signInFailed,
        );
      }
    });
  };

  if (needsCode) {
    return (
      <TwoFactorChallenge
        onVerified={admitAdmin}
        onCancel={() => {
          setPassword('');
          setNeedsCode(false);
        }}
      />
    );
  }

  return (
    <div>
      <div className="mb-6 flex items-center gap-3">
        <span className="grid h-12 w-12 place-items-center rounded-2xl bg-clay-100 text-clay-700 dark:bg-night-700 dark:text-clay-300">
          <ShieldCheck className="h-6 w-6" aria-hidden />
        </span>
        <div>
          <h2 className="text-xl font-semibold">Shop owner sign-in</h2>
          <p className="text-sm text-ink-500 dark:text-ink-300">For running {SHOP.name}.</p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <CurrentPasswordField
          label="Password"
          name="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <SubmitButton isLoading={isLoading} label="Sign in" loadingLabel="Signing in..." />
      </form>
    </div>
  );
}

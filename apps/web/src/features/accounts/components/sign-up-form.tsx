/**
 * The sign_up view. A new account is signed in at once; should the server ever answer without a
 * session (when accounts must be confirmed first), the confirmation text is shown instead.
 */
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/schemas/account';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { signUpWithPassword } from '../api/auth-client';
import type { AuthView } from '../auth-views';
import { useAuthAction } from '../hooks/use-auth-action';
import { completeSignIn } from '../session';
import { SubmitButton, ViewFooter, ViewHeading, ViewLink } from './auth-parts';
import { PasswordField } from './password-field';

export function SignUpForm({ onView }: { onView: (view: AuthView) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isAwaitingConfirmation, setAwaitingConfirmation] = useState(false);
  const { error, isLoading, run, fail } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return fail(MESSAGES.signUpMissingIdentity);
    void run(async () => {
      const result = await signUpWithPassword(email.trim(), password);
      if (!result.token) {
        setAwaitingConfirmation(true);
        return;
      }
      await completeSignIn();
    });
  };

  return (
    <div>
      <ViewHeading title="Create your account">
        Keep a wishlist, check out faster and follow your orders.
      </ViewHeading>
      {isAwaitingConfirmation ? (
        <Alert tone="success" className="mb-5">
          {MESSAGES.signUpConfirmation}
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <SubmitButton isLoading={isLoading} label="Sign up" loadingLabel="Signing up..." />
      </form>
      <ViewFooter>
        <p>
          Already have an account? <ViewLink onClick={() => onView('sign_in')}>Sign in</ViewLink>
        </p>
      </ViewFooter>
    </div>
  );
}

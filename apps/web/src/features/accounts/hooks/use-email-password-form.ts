/**
 * The state and submit of the views that take an email and a password (sign_in, sign_up): both
 * are required before the action runs, with the address trimmed.
 */
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import { useAuthAction } from './use-auth-action';

export function useEmailPasswordForm(
  action: (email: string, password: string) => Promise<void>,
  /** The address typed before (a form the server sent back with its reason). */
  initialEmail = '',
) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { error, isLoading, run, fail } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return fail(MESSAGES.signUpMissingIdentity);
    void run(() => action(email.trim(), password));
  };

  return { email, setEmail, password, setPassword, error, isLoading, submit };
}

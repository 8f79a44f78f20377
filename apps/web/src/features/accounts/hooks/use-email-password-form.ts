/**
 * The state and submit of the views that take an email and a password (sign_in, sign_up): the
 * fields are checked first (their errors shown under each field, in the shop's words), then the
 * action runs with the address trimmed. An answer about a field goes under that field too.
 */
import { useState, type FormEvent } from 'react';
import { checkAuthFields, fieldErrorsOf, type AuthFieldErrors } from '../auth-field-errors';
import { useAuthAction } from './use-auth-action';

/** A text field's value in the submitted form, or null when the form has no such field. */
export function fieldText(fields: FormData | null, name: string): string | null {
  const value = fields?.get(name);
  return typeof value === 'string' ? value : null;
}

export function useEmailPasswordForm(
  action: (email: string, password: string) => Promise<void>,
  {
    isNewPassword = false,
    initialEmail = '',
  }: {
    isNewPassword?: boolean;
    /** The address typed before (a form the server sent back with its reason). */
    initialEmail?: string;
  } = {},
) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  const { error, isLoading, run, reset } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What the fields hold is what was typed, also when it was typed before the app took over
    // the page and the state has not been told yet.
    const fields =
      event.currentTarget instanceof HTMLFormElement ? new FormData(event.currentTarget) : null;
    const typedEmail = fieldText(fields, 'email') ?? email;
    const typedPassword = fieldText(fields, 'password') ?? password;
    if (typedEmail !== email) setEmail(typedEmail);
    if (typedPassword !== password) setPassword(typedPassword);
    const checked = checkAuthFields(typedEmail.trim(), typedPassword, { isNewPassword });
    setFieldErrors(checked);
    if (checked.email || checked.password) {
      reset();
      return;
    }
    void run(async () => {
      try {
        await action(typedEmail.trim(), typedPassword);
      } catch (caught) {
        const named = fieldErrorsOf(caught);
        if (!named) throw caught;
        setFieldErrors(named);
      }
    });
  };

  return {
    email,
    setEmail,
    password,
    setPassword,
    error,
    fieldErrors,
    isLoading,
    submit,
  };
}

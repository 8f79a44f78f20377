/**
 * Newsletter signup in the footer: idle → loading → 'Successfully subscribed
 * to our newsletter!' for 3 s → idle, or an error. The address is checked in the browser with
 * the same schema as the server, so a malformed one is never sent.
 */
import { Check, Send } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_SUCCESS_MS } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import { newsletterSubscribeSchema } from '@shop/shared/schemas/engagement';
import { IconSubmitButton } from '@/components/ui/button';
import { InlineEmailInput } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

type Status = 'idle' | 'loading' | 'success' | 'error';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return MESSAGES.alreadySubscribed;
  if (error instanceof ApiError && error.code === 'validation_failed') return MESSAGES.invalidEmail;
  return MESSAGES.subscribeFailed;
}

export function NewsletterForm() {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const subscribe = useSubscribeToNewsletter();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'loading') return;
    const parsed = newsletterSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setStatus('error');
      setError(MESSAGES.invalidEmail);
      return;
    }
    setStatus('loading');
    subscribe.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        setStatus('success');
      },
      onError: (err) => {
        setStatus('error');
        setError(failureMessage(err));
      },
    });
  };

  const isError = status === 'error';
  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter signup" className="space-y-2">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <InlineEmailInput
          id={inputId}
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            if (isError) setStatus('idle');
          }}
          isInvalid={isError}
          describedBy={messageId}
        />
        <IconSubmitButton icon={Send} isPending={status === 'loading'} className="shrink-0">
          {status === 'loading' ? 'Subscribing…' : 'Subscribe'}
        </IconSubmitButton>
      </div>
      <p id={messageId} role="status" aria-live="polite" className="min-h-5 text-sm">
        {status === 'success' ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-sage-700 dark:text-sage-300">
            <Check className="h-4 w-4" aria-hidden />
            {MESSAGES.subscribed}
          </span>
        ) : isError ? (
          <span className="text-red-700 dark:text-red-300">{error}</span>
        ) : null}
      </p>
    </form>
  );
}

/**
 * Newsletter signup in the footer: idle → loading → 'Successfully subscribed
 * to our newsletter!' for 3 s → idle, or an error. It is an HTML form to `/forms/newsletter/
 * subscribe`, so it works before the app has loaded and with scripts off (the server answers
 * with the page again, its notice or its error and the address typed). Once the app runs it
 * subscribes through the API in place; the address is first checked with the server's schema,
 * loaded when the form is sent (zod stays out of the page's first scripts).
 */
import { Check, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NEWSLETTER_SUCCESS_MS } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import { IconSubmitButton } from '@/components/ui/button';
import { InlineEmailInput } from '@/components/ui/field';
import { HtmlForm } from '@/components/ui/html-form';
import { ApiError } from '@/lib/api-client';
import { useFormFlash } from '@/lib/form-flash';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

export const NEWSLETTER_FORM = 'newsletter';

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
  // After a post without the app: the server's notice, or its reason and the address typed.
  const flash = useFormFlash(NEWSLETTER_FORM);
  const [email, setEmail] = useState(flash?.values.email ?? '');
  const [status, setStatus] = useState<Status>(
    flash ? (flash.notice ? 'success' : 'error') : 'idle',
  );
  const [error, setError] = useState(
    flash?.errors.email ?? flash?.message ?? MESSAGES.subscribeFailed,
  );

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = async () => {
    if (status === 'loading') return;
    setStatus('loading');
    const { newsletterSubscribeSchema } = await import('@shop/shared/schemas/engagement');
    const parsed = newsletterSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setStatus('error');
      setError(MESSAGES.invalidEmail);
      return;
    }
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
    <HtmlForm
      action="/forms/newsletter/subscribe"
      formName={NEWSLETTER_FORM}
      onSubmit={() => void submit()}
      noValidate
      aria-label="Newsletter signup"
      className="space-y-2"
    >
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
    </HtmlForm>
  );
}

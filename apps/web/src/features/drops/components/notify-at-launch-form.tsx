/**
 * "Notify me at launch" on an upcoming drop: an address, then "check your inbox" (the visitor
 * confirms from the mail; at release a confirmed address gets one mail). The address is checked
 * in the browser with the server's schema, so a malformed one is never sent. The schema (and
 * zod with it) loads when the form is sent, not with the home page. An HTML form to
 * `/forms/monthly-drops/notify`, so it is sent before the app has loaded and with scripts off:
 * the server renders the page again with "check your inbox", or the reason and the address.
 */
import { BellRing, Check } from 'lucide-react';
import { useId, useState } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import { IconSubmitButton } from '@/components/ui/button';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { InlineEmailInput } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useNotifyAtLaunch } from '../api/notify-at-launch';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return error.message;
  if (error instanceof ApiError && error.code === 'validation_failed') return MESSAGES.invalidEmail;
  if (error instanceof ApiError && error.status === 429) {
    return 'Too many requests. Please try again in a minute.';
  }
  return 'We could not save your request. Please try again.';
}

export const DROP_NOTIFY_FORM = 'drop-notify';

export function NotifyAtLaunchForm({ dropId, dropName }: { dropId: string; dropName: string }) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const notify = useNotifyAtLaunch(dropId);
  // After a post without the app: this drop's notice, or its reason and the address typed.
  const posted = useFormFlash(DROP_NOTIFY_FORM);
  const flash = posted?.values.dropId === dropId ? posted : null;
  const [email, setEmail] = useState(flash?.notice ? '' : (flash?.values.email ?? ''));
  const [error, setError] = useState(flash?.errors.email ?? flash?.message ?? '');
  const [isSent, setSent] = useState(Boolean(flash?.notice));

  const submit = async () => {
    if (notify.isPending) return;
    const { dropNotifyRequestSchema } = await import('@shop/shared/schemas/monthly-drop');
    const parsed = dropNotifyRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(MESSAGES.invalidEmail);
      return;
    }
    setError('');
    notify.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        setSent(true);
      },
      onError: (err) => setError(failureMessage(err)),
    });
  };

  if (isSent) {
    return (
      <p
        role="status"
        className="inline-flex items-start gap-2 rounded-2xl bg-sage-100 px-4 py-3 text-sm font-semibold text-sage-700 dark:bg-sage-700/25 dark:text-sage-300"
      >
        <Check className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        Check your inbox: confirm your address and we will email you once when it opens.
      </p>
    );
  }
  return (
    <HtmlForm
      action="/forms/monthly-drops/notify"
      formName={DROP_NOTIFY_FORM}
      onSubmit={() => void submit()}
      noValidate
      aria-label={`Notify me when ${dropName} launches`}
      className="space-y-2"
    >
      <input type="hidden" name="dropId" value={dropId} />
      <label htmlFor={inputId} className="text-sm font-semibold">
        Notify me at launch
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <InlineEmailInput
          id={inputId}
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            if (error) setError('');
          }}
          isInvalid={!!error}
          describedBy={messageId}
          className="flex-1"
        />
        <IconSubmitButton icon={BellRing} isPending={notify.isPending} className="shrink-0">
          Notify me
        </IconSubmitButton>
      </div>
      <p id={messageId} aria-live="polite" className="min-h-5 text-sm">
        {error ? <span className="text-red-700 dark:text-red-300">{error}</span> : null}
      </p>
    </HtmlForm>
  );
}

/**
 * The contact form: name, email and message required, Instagram username
 * optional; idle → loading → 'Message sent successfully! …' for 5 s, or 'Failed to send
 * message. Please try again.'. Checked with the server's own schema before sending.
 * An HTML form to `/forms/contact`, so it sends before the app has loaded and with scripts off;
 * the server then renders the page again with its notice, or the reasons and what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_SUCCESS_MS } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import { contactMessageInputSchema } from '@shop/shared/schemas/engagement';
import { Alert } from '@/components/ui/alert';
import { IconSubmitButton } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactValues = z.input<typeof contactMessageInputSchema>;
type ContactPayload = z.output<typeof contactMessageInputSchema>;
type Status = 'idle' | 'loading' | 'success' | 'error';

const EMPTY = { name: '', email: '', instagramUsername: '', message: '' };

export const CONTACT_FORM = 'contact';

export function ContactForm() {
  const send = useSendContactMessage();
  // After a post without the app: the server's notice, or its reasons and the values typed.
  const flash = useFormFlash(CONTACT_FORM);
  const served = flash?.errors ?? {};
  // Field reasons show under their fields; a reason for the whole form above the button.
  const hasFieldErrors = Object.keys(served).length > 0;
  const [status, setStatus] = useState<Status>(
    flash?.notice ? 'success' : flash?.message && !hasFieldErrors ? 'error' : 'idle',
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues, unknown, ContactPayload>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: flash?.notice ? EMPTY : { ...EMPTY, ...flash?.values },
  });
  // The server's HTML carries the values typed too: the form hook fills its fields only once
  // the app runs.
  const kept: Partial<Record<keyof ContactValues, string>> = flash?.notice
    ? {}
    : (flash?.values ?? {});

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = handleSubmit((values) => {
    setStatus('loading');
    send.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        setStatus('success');
      },
      onError: () => setStatus('error'),
    });
  });

  return (
    <HtmlForm
      action="/forms/contact"
      formName={CONTACT_FORM}
      onSubmit={(_data, event) => void onSubmit(event)}
      noValidate
      aria-label="Contact form"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message ?? served.name}
          defaultValue={kept.name}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message ?? served.email}
          defaultValue={kept.email}
          {...register('email')}
        />
      </div>
      <TextField
        label="Instagram username (optional)"
        autoComplete="off"
        placeholder="@yourname"
        error={errors.instagramUsername?.message ?? served.instagramUsername}
        defaultValue={kept.instagramUsername}
        {...register('instagramUsername')}
      />
      <TextAreaField
        label="Message"
        rows={6}
        required
        placeholder="Tell us about the piece you have in mind, a custom order, or just say hello."
        error={errors.message?.message ?? served.message}
        defaultValue={kept.message}
        {...register('message')}
      />
      {status === 'success' ? (
        <Alert tone="success" className="flex items-center gap-2">
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
          {MESSAGES.contactSent}
        </Alert>
      ) : status === 'error' ? (
        <Alert tone="danger">
          {flash?.message && !hasFieldErrors ? flash.message : MESSAGES.contactFailed}
        </Alert>
      ) : null}
      <IconSubmitButton
        icon={Send}
        isPending={status === 'loading'}
        size="lg"
        className="w-full sm:w-auto"
      >
        {status === 'loading' ? 'Sending…' : 'Send Message'}
      </IconSubmitButton>
    </HtmlForm>
  );
}

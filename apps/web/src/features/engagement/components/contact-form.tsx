/**
 * The contact form: name, email and message required, Instagram username
 * optional; idle → loading → 'Message sent successfully! …' for 5 s, or 'Failed to send
 * message. Please try again.'. Checked with the server's own schema before sending.
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
import { useSendContactMessage } from '../api/send-contact-message';

type ContactValues = z.input<typeof contactMessageInputSchema>;
type ContactPayload = z.output<typeof contactMessageInputSchema>;
type Status = 'idle' | 'loading' | 'success' | 'error';

const EMPTY = { name: '', email: '', instagramUsername: '', message: '' };

export function ContactForm() {
  const send = useSendContactMessage();
  const [status, setStatus] = useState<Status>('idle');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues, unknown, ContactPayload>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY,
  });

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
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField
        label="Instagram username (optional)"
        autoComplete="off"
        placeholder="@yourname"
        error={errors.instagramUsername?.message}
        {...register('instagramUsername')}
      />
      <TextAreaField
        label="Message"
        rows={6}
        required
        placeholder="Tell us about the piece you have in mind, a custom order, or just say hello."
        error={errors.message?.message}
        {...register('message')}
      />
      {status === 'success' ? (
        <Alert tone="success" className="flex items-center gap-2">
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
          {MESSAGES.contactSent}
        </Alert>
      ) : status === 'error' ? (
        <Alert tone="danger">{MESSAGES.contactFailed}</Alert>
      ) : null}
      <IconSubmitButton
        icon={Send}
        isPending={status === 'loading'}
        size="lg"
        className="w-full sm:w-auto"
      >
        {status === 'loading' ? 'Sending…' : 'Send Message'}
      </IconSubmitButton>
    </form>
  );
}

/**
 * One contact message: sender, email and Instagram links, the message as plain text, and either
 * the response with its date or the reply box. Everything the sender wrote is rendered as text.
 */
import { AtSign, CheckCircle2, Clock, Mail } from 'lucide-react';
import type { ContactMessage } from '@shop/shared/schemas/engagement';
import { formatDateTime } from '@/lib/format';
import { ReplyForm } from './reply-form';

export function MessageDetail({ message }: { message: ContactMessage }) {
  const isPending = message.status === 'pending';
  return (
    <article aria-labelledby={`message-${message.id}-from`} className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={`message-${message.id}-from`}
            className="break-words text-2xl font-semibold leading-tight"
          >
            {message.name}
          </h2>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
            <a
              href={`mailto:${message.email}`}
              className="inline-flex min-w-0 items-center gap-1.5 break-all text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
            >
              <Mail className="h-4 w-4 shrink-0" aria-hidden />
              {message.email}
            </a>
            {message.instagramUsername ? (
              <a
                href={`https://instagram.com/${encodeURIComponent(message.instagramUsername)}`}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1.5 text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
              >
                <AtSign className="h-4 w-4 shrink-0" aria-hidden />
                {message.instagramUsername}
              </a>
            ) : null}
          </div>
        </div>
        {isPending ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-clay-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-clay-700 dark:bg-clay-700/30 dark:text-clay-300">
            <Clock className="h-3.5 w-3.5" aria-hidden />
            Pending
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-sage-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-sage-700 dark:bg-sage-700/25 dark:text-sage-300">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
            Responded
          </span>
        )}
      </header>

      <section aria-label="Message">
        <p className="text-xs text-ink-500 dark:text-ink-300">
          Received <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <p className="mt-2 whitespace-pre-wrap break-words rounded-2xl bg-cream-100 p-4 leading-relaxed text-ink-900 sm:p-5 dark:bg-night-900 dark:text-cream-100">
          {message.message}
        </p>
      </section>

      {message.response !== null && !isPending ? (
        <section
          aria-label="Your response"
          className="rounded-2xl border border-sage-300 bg-sage-100/60 p-4 sm:p-5 dark:border-sage-700 dark:bg-sage-700/15"
        >
          <p className="text-sm font-bold text-sage-700 dark:text-sage-300">Your response</p>
          <p className="mt-2 whitespace-pre-wrap break-words leading-relaxed">{message.response}</p>
          {message.respondedAt ? (
            <p className="mt-3 text-xs text-ink-500 dark:text-ink-300">
              Responded{' '}
              <time dateTime={message.respondedAt}>{formatDateTime(message.respondedAt)}</time>
            </p>
          ) : null}
        </section>
      ) : (
        <ReplyForm key={message.id} messageId={message.id} recipient={message.email} />
      )}
    </article>
  );
}

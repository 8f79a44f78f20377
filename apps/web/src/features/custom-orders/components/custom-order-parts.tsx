/**
 * Pieces both sides show of a commission: its state badge, the request's facts and photos, the
 * quote, the payments, and the message thread with its reply box.
 */
import { useState, type FormEvent } from 'react';
import {
  CUSTOM_ORDER_STATE_LABELS,
  type CustomOrder,
  type CustomOrderState,
} from '@shop/shared/schemas/custom-order';
import { categoryLabel } from '@shop/shared/categories';
import { formatPrice } from '@shop/shared/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';

const BADGE: Record<CustomOrderState, string> = {
  new: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  quoted: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  accepted: 'bg-sage-100 text-sage-800 dark:bg-sage-700/40 dark:text-sage-100',
  in_progress: 'bg-clay-50 text-clay-800 dark:bg-clay-700/40 dark:text-cream-100',
  shipped: 'bg-sage-100 text-sage-800 dark:bg-sage-700/40 dark:text-sage-100',
  closed: 'bg-cream-200 text-ink-700 dark:bg-night-700 dark:text-cream-100',
  declined: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
  expired: 'bg-cream-200 text-ink-700 dark:bg-night-700 dark:text-cream-100',
};

export function StateBadge({ state }: { state: CustomOrderState }) {
  return (
    <span className={cn('inline-block rounded-full px-3 py-1 text-xs font-bold', BADGE[state])}>
      {CUSTOM_ORDER_STATE_LABELS[state]}
    </span>
  );
}

const card =
  'rounded-3xl border border-cream-300 bg-cream-50 p-5 sm:p-6 dark:border-night-700 dark:bg-night-800';

/** A request in a list: its first line, `detail` under it, and its state on the right. */
export function RequestRow({
  description,
  detail,
  state,
}: {
  description: string;
  detail: React.ReactNode;
  state: CustomOrderState;
}) {
  return (
    <>
      <span className="min-w-0">
        <span className="block truncate font-semibold">{description.split('\n')[0]}</span>
        <span className="text-sm text-ink-500 dark:text-ink-300">{detail}</span>
      </span>
      <StateBadge state={state} />
    </>
  );
}

export function RequestFacts({ order }: { order: CustomOrder }) {
  const budget =
    order.budgetMinCents !== null || order.budgetMaxCents !== null
      ? [order.budgetMinCents, order.budgetMaxCents]
          .map((c) => (c === null ? '…' : formatPrice(c)))
          .join(' – ')
      : null;
  const facts: [string, string | null][] = [
    ['Category', order.category === 'other' ? 'Something else' : categoryLabel(order.category)],
    ['Size', order.size || null],
    ['Colours', order.colours || null],
    ['Budget', budget],
    ['Needed by', order.neededBy],
    ['From', `${order.name} <${order.email}>`],
  ];
  return (
    <section aria-labelledby="request-heading" className={card}>
      <h2 id="request-heading" className="text-xl font-semibold">
        The request
      </h2>
      <p className="mt-3 whitespace-pre-line leading-relaxed">{order.description}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd className="text-ink-600 dark:text-ink-300">{value}</dd>
            </div>
          ))}
      </dl>
      {order.photos.length ? (
        <ul className="mt-4 flex flex-wrap gap-3" aria-label="Reference photos">
          {order.photos.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img
                  src={src}
                  alt={`Reference photo ${i + 1}`}
                  className="h-24 w-24 rounded-2xl border border-cream-300 object-cover dark:border-night-600"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function QuoteCard({ order, children }: { order: CustomOrder; children?: React.ReactNode }) {
  const quote = order.quote;
  if (!quote) return null;
  return (
    <section aria-labelledby="quote-heading" className={card}>
      <h2 id="quote-heading" className="text-xl font-semibold">
        The quote
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">Price</dt>
          <dd>{formatPrice(quote.priceCents)}</dd>
        </div>
        <div>
          <dt className="font-semibold">Shipping</dt>
          <dd>
            {quote.shippingRateName
              ? `${quote.shippingRateName}: ${formatPrice(quote.shippingCents)}`
              : 'Included'}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold">{formatPrice(quote.totalCents)}</dd>
        </div>
        <div>
          <dt className="font-semibold">Payment</dt>
          <dd>
            {quote.plan === 'deposit' && quote.depositCents
              ? `Deposit ${formatPrice(quote.depositCents)} now, balance when ready`
              : 'In full on acceptance'}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Lead time</dt>
          <dd>{quote.leadTime}</dd>
        </div>
        <div>
          <dt className="font-semibold">Valid until</dt>
          <dd>{quote.validUntil}</dd>
        </div>
      </dl>
      {quote.note ? <p className="mt-3 whitespace-pre-line text-sm">{quote.note}</p> : null}
      {order.payments.length ? (
        <div className="mt-4">
          <h3 className="font-semibold">Payments</h3>
          <ul className="mt-1 text-sm" aria-label="Payments">
            {order.payments.map((p) => (
              <li key={p.id}>
                {p.kind === 'full'
                  ? 'Payment in full'
                  : p.kind === 'deposit'
                    ? 'Deposit'
                    : 'Balance'}
                : {formatPrice(p.amountCents)} — {p.status === 'paid' ? 'paid' : 'not paid yet'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function Thread({
  order,
  viewer,
  onSend,
  isSending,
  error,
}: {
  order: CustomOrder;
  viewer: 'maker' | 'customer';
  onSend: (body: string, done: () => void) => void;
  isSending: boolean;
  error: string | null;
}) {
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    onSend(body, () => setBody(''));
  };
  return (
    <section aria-labelledby="thread-heading" className={card}>
      <h2 id="thread-heading" className="text-xl font-semibold">
        Messages
      </h2>
      {order.messages.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500 dark:text-ink-300">No messages yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {order.messages.map((m) => (
            <li
              key={m.id}
              className={cn(
                'rounded-2xl px-4 py-3 text-sm',
                m.author === viewer
                  ? 'ml-8 bg-clay-50 dark:bg-clay-700/25'
                  : 'mr-8 bg-white dark:bg-night-900',
              )}
            >
              <p className="text-xs font-bold">
                {m.author === 'maker' ? 'The maker' : order.name} ·{' '}
                {new Date(m.createdAt).toLocaleString('en-US')}
              </p>
              <p className="mt-1 whitespace-pre-line">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      {order.state !== 'closed' ? (
        <form onSubmit={submit} className="mt-4 space-y-3" aria-label="Write a message">
          <TextAreaField
            label="Your message"
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <Button type="submit" variant="secondary" disabled={isSending || !body.trim()}>
            {isSending ? 'Sending…' : 'Send message'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

/**
 * The maker's page of one request: the request and its photos, the thread, the quote form
 * (price, full or deposit, lead time, shipping rate, note, valid until) while it can still be
 * quoted, and the next step (decline, start, ready, shipped, closed). Server field errors show
 * on their fields; a refused step shows the server's reason.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { todayIso, type CustomOrder } from '@shop/shared/schemas/custom-order';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldFrame, MoneyField, TextAreaField, TextField } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { QuoteCard, RequestFacts, StateBadge, Thread } from '../components/custom-order-parts';
import {
  useAdminCustomOrder,
  useDeclineCustomOrder,
  useMakerMessage,
  useMakerStep,
  useQuoteCustomOrder,
} from './admin-custom-orders-api';

const inTwoWeeks = () => todayIso(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000));
const dollars = (cents: number | null | undefined) => (cents ? String(cents / 100) : '');

export type RateChoice = { id: string; name: string; priceCents: number };

function QuoteForm({ order, rates }: { order: CustomOrder; rates: RateChoice[] }) {
  const save = useQuoteCustomOrder(order.id);
  const [draft, setDraft] = useState(() => ({
    price: dollars(order.quote?.priceCents),
    plan: order.quote?.plan ?? 'full',
    deposit: dollars(order.quote?.depositCents),
    leadTime: order.quote?.leadTime ?? '',
    rateId: '',
    note: order.quote?.note ?? '',
    validUntil: order.quote?.validUntil ?? inTwoWeeks(),
  }));
  const { price, plan, deposit, leadTime, rateId, note, validUntil } = draft;
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  /** The value, change handler and server error of one box; `errorKey` names the input field. */
  const bind = (key: Exclude<keyof typeof draft, 'plan'>, errorKey: string = key) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: e.target.value })),
    error: fields[errorKey],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      priceCents: Math.round(Number(price || 0) * 100),
      plan,
      depositCents: plan === 'deposit' ? Math.round(Number(deposit || 0) * 100) : null,
      leadTime,
      shippingRateId: rateId || null,
      note,
      validUntil,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="quote-form-heading"
      className="space-y-4 rounded-3xl border border-cream-300 bg-white p-5 sm:p-6 dark:border-night-700 dark:bg-night-800"
    >
      <h2 id="quote-form-heading" className="text-xl font-semibold">
        {order.quote ? 'Change the quote' : 'Send a quote'}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField label="Price ($)" required {...bind('price', 'priceCents')} />
        <FieldFrame label="Payment" id={undefined} error={fields.plan}>
          {(control) => (
            <NativeSelect
              {...control}
              value={plan}
              onChange={(e) =>
                setDraft((d) => ({ ...d, plan: e.target.value as 'full' | 'deposit' }))
              }
            >
              <option value="full">Full payment on acceptance</option>
              <option value="deposit">Deposit now, balance when ready</option>
            </NativeSelect>
          )}
        </FieldFrame>
        {plan === 'deposit' ? (
          <MoneyField label="Deposit ($)" {...bind('deposit', 'depositCents')} />
        ) : null}
        <TextField label="Lead time" placeholder="3 weeks" required {...bind('leadTime')} />
        <FieldFrame label="Shipping rate" id={undefined} error={fields.shippingRateId}>
          {(control) => (
            <NativeSelect
              {...control}
              value={rateId}
              onChange={(e) => setDraft((d) => ({ ...d, rateId: e.target.value }))}
            >
              <option value="">No shipping charge</option>
              {rates.map((rate) => (
                <option key={rate.id} value={rate.id}>
                  {rate.name} (${(rate.priceCents / 100).toFixed(2)})
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldFrame>
        <TextField label="Valid until" type="date" required {...bind('validUntil')} />
      </div>
      <TextAreaField label="Note to the customer (optional)" rows={3} {...bind('note')} />
      {save.isError && !Object.keys(fields).length ? (
        <Alert tone="danger">{save.error.message}</Alert>
      ) : null}
      {save.isSuccess ? <Alert tone="success">The quote was sent to the customer.</Alert> : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Sending…' : 'Send quote'}
      </Button>
    </form>
  );
}

function Steps({ order }: { order: CustomOrder }) {
  const step = useMakerStep(order.id);
  const decline = useDeclineCustomOrder(order.id);
  const error = step.error ?? decline.error;
  const buttons: { label: string; run: () => void; variant?: 'secondary' | 'danger' }[] = [];
  const isPaid =
    order.quote !== null &&
    order.payments.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amountCents, 0) >=
      order.quote.totalCents;
  if (['new', 'quoted', 'expired'].includes(order.state)) {
    buttons.push({ label: 'Decline', run: () => decline.mutate(undefined), variant: 'danger' });
  }
  if (order.state === 'accepted') {
    buttons.push({ label: 'Mark in progress', run: () => step.mutate('in_progress') });
  }
  if ((order.state === 'accepted' || order.state === 'in_progress') && !order.isReady) {
    buttons.push({ label: 'Mark ready', run: () => step.mutate('ready') });
  }
  if (order.state === 'in_progress' && order.isReady && isPaid) {
    buttons.push({ label: 'Mark shipped', run: () => step.mutate('shipped') });
  }
  if (order.state === 'shipped') {
    buttons.push({ label: 'Close', run: () => step.mutate('closed'), variant: 'secondary' });
  }
  const isAwaitingBalance = order.isReady && !isPaid;
  if (!buttons.length && !error && !isAwaitingBalance) return null;
  return (
    <section aria-label="Next step" className="flex flex-wrap items-center gap-3">
      {buttons.map((b) => (
        <Button
          key={b.label}
          variant={b.variant}
          disabled={step.isPending || decline.isPending}
          onClick={b.run}
        >
          {b.label}
        </Button>
      ))}
      {isAwaitingBalance ? (
        <p className="text-sm text-ink-500 dark:text-ink-300">
          Ready: waiting for the customer to pay the balance.
        </p>
      ) : null}
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
    </section>
  );
}

/** `rates`: the maker's shipping rates, handed in by the page (the shipping feature owns them). */
export function CustomOrderDetail({ id, rates }: { id: string; rates: RateChoice[] }) {
  const order = useAdminCustomOrder(id);
  const message = useMakerMessage(id);
  if (order.isPending) {
    return (
      <LoadingBlocks
        className="space-y-3"
        label="Loading the custom order…"
        blocks={['h-40 w-full']}
      />
    );
  }
  if (order.isError) {
    return (
      <LoadError onRetry={() => void order.refetch()}>
        This custom order could not be loaded.
      </LoadError>
    );
  }
  const data = order.data;
  const canQuote =
    ['new', 'quoted', 'expired'].includes(data.state) &&
    !data.payments.some((p) => p.status === 'paid');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <StateBadge state={data.state} />
        {data.orderId ? (
          <Link to="/admin/orders" className="text-sm font-semibold underline">
            Order #{data.orderId.slice(0, 8).toUpperCase()}
          </Link>
        ) : null}
      </div>
      <Steps order={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <RequestFacts order={data} />
          <QuoteCard order={data} />
        </div>
        <div className="space-y-6">
          {canQuote ? <QuoteForm key={data.id} order={data} rates={rates} /> : null}
          <Thread
            order={data}
            viewer="maker"
            isSending={message.isPending}
            error={message.isError ? message.error.message : null}
            onSend={(body, done) => message.mutate(body, { onSuccess: done })}
          />
        </div>
      </div>
    </div>
  );
}

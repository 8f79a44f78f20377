/**
 * On a paid order in the admin: the refund of part of it (or all that is left). The maker enters an
 * amount; the screen shows how it splits before anything happens (the card payment first, then
 * the gift cards, the rule the server applies) and asks once more; after the refund it says where
 * the money went. The customer gets one mail with the same split.
 */
import { useId, useState, type FormEvent } from 'react';
import { RotateCcw } from 'lucide-react';
import { dollarsToCents, formatPrice } from '@shop/shared/money';
import { refundableCents, splitRefund, type RefundSplit } from '@shop/shared/refund-split';
import type { AdminOrder } from '@shop/shared/schemas/order';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { MoneyField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useRefundOrder } from '../api/admin-orders';

/** "12.50" or "$12.50" → 1250; anything else null. */
function toCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return dollarsToCents(Number(trimmed));
}

/** "$20.00 back to the card payment and $5.00 back on the gift cards". */
export function describeSplit({ cardCents, giftCardCents }: RefundSplit): string {
  const parts = [
    ...(cardCents > 0 ? [`${formatPrice(cardCents)} back to the card payment`] : []),
    ...(giftCardCents > 0 ? [`${formatPrice(giftCardCents)} back on the gift cards`] : []),
  ];
  return parts.join(' and ');
}

function amountError(cents: number | null, left: number): string | undefined {
  if (cents === null || cents < 1) return 'Enter an amount like 12.50';
  if (cents > left) return `At most ${formatPrice(left)} is left to refund`;
  return undefined;
}

export function RefundOrderForm({ order }: { order: AdminOrder }) {
  const headingId = useId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const refund = useRefundOrder();
  const left = refundableCents(order);
  const isRefundable = order.paymentStatus === 'paid' && left > 0;
  if (!isRefundable && !done && order.refundedCents === 0) return null;

  const cardPaid = order.totalCents - order.giftCardCents;
  const cents = toCents(amount);
  const preview = cents !== null && cents > 0 && cents <= left ? splitRefund(order, cents) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = amountError(cents, left);
    setError(problem);
    if (problem || cents === null) return;
    const split = splitRefund(order, cents);
    const isConfirmed = await confirm({
      title: `Refund ${formatPrice(cents)}?`,
      description: `${describeSplit(split)}. The customer gets a mail saying where each part went. This cannot be undone.`,
      confirmLabel: `Refund ${formatPrice(cents)}`,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setDone(null);
    refund.mutate(
      { id: order.id, amountCents: cents },
      {
        onSuccess: () => {
          setAmount('');
          setDone(`Refunded ${formatPrice(cents)}: ${describeSplit(split)}.`);
        },
        onError: (caught) => {
          setError(
            caught instanceof ApiError
              ? (caught.fields?.amountCents ?? caught.message)
              : 'The refund could not be made. Please try again.',
          );
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3
        id={headingId}
        className="text-xs font-bold uppercase tracking-wider text-ink-500 dark:text-ink-300"
      >
        Refund
      </h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm">
        <dt>Paid by card</dt>
        <dd className="text-right font-semibold">{formatPrice(cardPaid)}</dd>
        {order.giftCardCents > 0 ? (
          <>
            <dt>Paid with gift cards</dt>
            <dd className="text-right font-semibold">{formatPrice(order.giftCardCents)}</dd>
          </>
        ) : null}
        {order.refundedCents > 0 ? (
          <>
            <dt>Refunded so far</dt>
            <dd className="text-right font-semibold">{formatPrice(order.refundedCents)}</dd>
          </>
        ) : null}
      </dl>
      {isRefundable ? (
        <form
          aria-label={`Refund part of order #${order.id.slice(0, 8)}`}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="space-y-2"
        >
          <MoneyField
            label="Amount to refund"
            value={amount}
            max={left / 100}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(undefined);
            }}
            error={error}
            hint={`Up to ${formatPrice(left)}. The card payment is refunded first, then the gift cards.`}
          />
          <p aria-live="polite" className="min-h-5 text-sm text-ink-700 dark:text-cream-200">
            {preview ? `${describeSplit(preview)}.` : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="secondary" disabled={refund.isPending}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              {refund.isPending ? 'Refunding…' : 'Refund'}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={refund.isPending}
              onClick={() => {
                setAmount((left / 100).toFixed(2));
                setError(undefined);
              }}
            >
              All that is left ({formatPrice(left)})
            </Button>
          </div>
        </form>
      ) : null}
      {done ? (
        <Alert tone="success">{done} The customer was mailed where each part went.</Alert>
      ) : null}
      {confirmElement}
    </section>
  );
}

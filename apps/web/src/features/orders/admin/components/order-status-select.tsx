/**
 * The admin's status dropdown: saved as soon as it changes, with the
 * outcome announced next to it — saving, saved, or the reason it failed (the old value returns).
 * Completing asks for optional tracking; cancelling asks first, saying what it does to the
 * money and the stock (a paid order is refunded).
 */
import { Check, Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ORDER_STATUSES, type AdminOrder, type OrderStatus } from '@shop/shared/schemas/order';
import { formatPrice } from '@shop/shared/money';
import { cn } from '@/components/ui/cn';
import { useConfirm, type ConfirmOptions } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { useUpdateOrderStatus } from '../api/admin-orders';
import { CompleteOrderDialog } from './complete-order-dialog';
import { capitalize } from '@/features/orders/order-status';
import { ValueOptions } from '@/components/shared/value-options';

const SAVED_NOTICE_MS = 2500;

/** What the cancel confirm says, by what the order holds. */
export function cancelConfirmation(order: AdminOrder, orderLabel: string): ConfirmOptions {
  const base = {
    title: `Cancel ${orderLabel}?`,
    cancelLabel: 'Keep order',
    isDestructive: true,
  };
  if (order.paymentStatus === 'paid') {
    const stock =
      order.status === 'completed'
        ? 'It has shipped, so stock stays as it is.'
        : 'Its items go back into stock.';
    return {
      ...base,
      description: `${order.customerEmail} is refunded ${formatPrice(order.totalCents)} to the card they paid with. ${stock} They get a mail about it.`,
      confirmLabel: 'Cancel and refund',
    };
  }
  return {
    ...base,
    description: `No payment was taken. Any items it holds go back into stock, and ${order.customerEmail} gets a mail about it.`,
    confirmLabel: 'Cancel order',
  };
}

export function OrderStatusSelect({ order, label }: { order: AdminOrder; label: string }) {
  const id = useId();
  const update = useUpdateOrderStatus();
  const [feedback, setFeedback] = useState<'saved' | 'failed' | null>(null);
  const [isCompleting, setIsCompleting] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const orderLabel = label.replace(/^Status of /, '');

  useEffect(() => {
    if (feedback !== 'saved') return;
    const timer = setTimeout(() => setFeedback(null), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const value = update.isPending && update.variables ? update.variables.status : order.status;

  const save = (
    status: OrderStatus,
    tracking?: { trackingNumber: string; trackingUrl: string },
  ) => {
    setFeedback(null);
    update.mutate(
      { id: order.id, status, ...tracking },
      {
        onSuccess: () => setFeedback('saved'),
        onError: (error) => {
          console.error('Order status change failed', error);
          setFeedback('failed');
        },
      },
    );
  };

  // Completing asks for optional tracking first (it goes into the customer's mail); cancelling
  // asks first, as it refunds a paid order.
  const onChange = async (status: OrderStatus) => {
    if (status === 'completed') return setIsCompleting(true);
    if (status === 'cancelled' && order.status !== 'cancelled') {
      if (!(await confirm(cancelConfirmation(order, orderLabel)))) return;
    }
    save(status);
  };

  return (
    <div className="min-w-40">
      {confirmDialog}
      <CompleteOrderDialog
        orderLabel={orderLabel}
        open={isCompleting}
        onOpenChange={setIsCompleting}
        onConfirm={(tracking) => {
          setIsCompleting(false);
          save('completed', tracking);
        }}
      />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        disabled={update.isPending}
        aria-describedby={`${id}-feedback`}
        onChange={(event) => void onChange(event.target.value as OrderStatus)}
        className="h-10 py-1.5 text-sm font-semibold"
      >
        <ValueOptions values={ORDER_STATUSES} labelOf={capitalize} />
      </NativeSelect>
      <p
        id={`${id}-feedback`}
        role="status"
        className={cn(
          'mt-1 flex min-h-5 items-center gap-1 text-xs',
          feedback === 'failed'
            ? 'text-red-700 dark:text-red-300'
            : 'text-ink-500 dark:text-ink-300',
        )}
      >
        {update.isPending ? (
          <>
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden /> Saving…
          </>
        ) : feedback === 'saved' ? (
          <>
            <Check className="h-3.5 w-3.5 text-sage-500" aria-hidden /> Saved
          </>
        ) : feedback === 'failed' ? (
          'Could not save. Please try again.'
        ) : null}
      </p>
    </div>
  );
}

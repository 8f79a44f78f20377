/**
 * The payments of an order paid in parts (a custom order's deposit, then its balance): each one
 * with its day and amount, and what is still due. Nothing for an order paid at once.
 */
import type { Order } from '@shop/shared/schemas/order';
import { amountStillDue, PAYMENT_KIND_LABELS } from '@shop/shared/order-payments';
import { Price } from '@/components/ui/price';
import { cn } from '@/components/ui/cn';
import { formatShortDate } from '@/lib/format';

export function OrderPayments({
  order,
  className,
}: {
  order: Pick<Order, 'totalCents' | 'payments'>;
  className?: string;
}) {
  if (order.payments.length === 0) return null;
  const due = amountStillDue(order);
  return (
    <section aria-label="Payments" className={cn('text-sm', className)}>
      <h3 className="font-semibold">Payments</h3>
      <ul className="mt-2 space-y-1.5">
        {order.payments.map((payment) => (
          <li key={payment.kind} className="flex justify-between gap-3">
            <span className="min-w-0">
              {PAYMENT_KIND_LABELS[payment.kind]}{' '}
              <span className="text-ink-500 dark:text-ink-300">
                paid <time dateTime={payment.paidAt}>{formatShortDate(payment.paidAt)}</time>
              </span>
            </span>
            <Price cents={payment.amountCents} className="shrink-0 font-semibold" />
          </li>
        ))}
        {due ? (
          <li className="flex justify-between gap-3 font-semibold text-amber-800 dark:text-amber-200">
            <span>Balance due</span>
            <Price cents={due} className="shrink-0" />
          </li>
        ) : null}
      </ul>
    </section>
  );
}

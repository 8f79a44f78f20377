/** A small pill in one of four tones (one colour per state), light and dark. */
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import {
  closedCheckoutNote,
  depositNote,
  isPaid,
  orderBadge,
  type BadgeTone,
} from '../order-status';
import type { Order } from '@shop/shared/schemas/order';

const tones: Record<BadgeTone, string> = {
  yellow:
    'bg-amber-100 text-amber-900 ring-amber-300/70 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/30',
  green:
    'bg-emerald-100 text-emerald-900 ring-emerald-300/70 dark:bg-emerald-400/15 dark:text-emerald-200 dark:ring-emerald-400/30',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300/70 dark:bg-sky-400/15 dark:text-sky-200 dark:ring-sky-400/30',
  grey: 'bg-stone-200/70 text-stone-700 ring-stone-300 dark:bg-stone-400/15 dark:text-stone-300 dark:ring-stone-400/30',
};

export function Badge({
  tone,
  children,
  className,
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-3 py-1 text-xs font-bold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * The customer-facing status of an order: a paid order shows "Paid" beside its status (the raw
 * status text on the order page, `isRaw`), an order whose deposit arrived says what is still due.
 */
export function OrderStatusBadge({
  order,
  className,
  isRaw = false,
}: {
  order: Pick<Order, 'status' | 'paymentStatus'> & Partial<Pick<Order, 'totalCents' | 'payments'>>;
  className?: string;
  isRaw?: boolean;
}) {
  const badgeOf = orderBadge(order);
  const { tone } = badgeOf;
  const label = isRaw && isPaid(order) ? order.status : badgeOf.label;
  const note = closedCheckoutNote(order) ?? depositNote(order);
  const badge = isPaid(order) ? (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5">
      <Badge tone="green" className={className}>
        Paid
      </Badge>
      <Badge tone={tone} className={cn(isRaw && 'capitalize', className)}>
        {label}
      </Badge>
    </span>
  ) : (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
  if (!note) return badge;
  return (
    <span className="inline-flex flex-col items-end gap-1">
      {badge}
      <span className="text-xs font-semibold text-ink-500 dark:text-ink-300">{note}</span>
    </span>
  );
}

/**
 * How an order's state reads to a customer: 'Awaiting Payment' while its payment is
 * open, otherwise the capitalised status. Badge colours: yellow while unpaid, green completed,
 * blue processing, grey otherwise.
 *
 * Beyond the four states (which had no way for a checkout to end unpaid): the badge keeps the shop's rule, and
 * an order whose checkout expired, failed or was cancelled says so on a second line.
 */
import type { Order, OrderStatus, PaymentStatus } from '@shop/shared/schemas/order';
import { MESSAGES } from '@shop/shared/messages';
import { amountStillDue, depositPaidLabel } from '@shop/shared/order-payments';

export type BadgeTone = 'yellow' | 'green' | 'blue' | 'grey';
export type OrderBadge = { label: string; tone: BadgeTone };

type OrderState = Pick<Order, 'status' | 'paymentStatus'> &
  Partial<Pick<Order, 'totalCents' | 'payments'>>;

/** What is still owed on an order whose deposit arrived, or null. */
const dueAfterDeposit = ({ totalCents, payments }: OrderState) =>
  totalCents === undefined || !payments ? null : amountStillDue({ totalCents, payments });

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const CLOSED_UNPAID: Partial<Record<PaymentStatus, string>> = {
  expired: 'Checkout expired',
  failed: 'Payment failed',
  cancelled: 'Checkout cancelled',
};

export const isPaid = (order: Pick<Order, 'paymentStatus'>) => order.paymentStatus === 'paid';

/** Paid, then given back: no longer awaited, so the shop's unpaid rule does not describe it. */
const REFUND_LABELS: Partial<Record<PaymentStatus, string>> = {
  refund_pending: 'Refund Pending',
  refunded: 'Refunded',
};

export function orderBadge(order: OrderState): OrderBadge {
  const refund = REFUND_LABELS[order.paymentStatus];
  if (refund) return { label: refund, tone: 'grey' };
  if (!isPaid(order)) return { label: MESSAGES.awaitingPayment, tone: 'yellow' };
  return { label: capitalize(order.status), tone: statusTone(order.status) };
}

/** Why an unpaid order will not be paid any more (the line under its badge), or null. */
export function closedCheckoutNote(order: Pick<Order, 'paymentStatus'>): string | null {
  return CLOSED_UNPAID[order.paymentStatus] ?? null;
}

/**
 * The line under an unpaid order's badge once its deposit arrived: "Deposit paid — $90.99 due"
 * (the badge keeps the shop's 'Awaiting Payment' until the balance is in).
 */
export function depositNote(order: OrderState): string | null {
  const due = isPaid(order) ? null : dueAfterDeposit(order);
  return due ? depositPaidLabel(due) : null;
}

export function statusTone(status: OrderStatus): BadgeTone {
  if (status === 'completed') return 'green';
  if (status === 'processing') return 'blue';
  return 'grey';
}

/** The admin's payment column: what the provider said, in words. */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  awaiting_payment: MESSAGES.awaitingPayment,
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

/** The admin's payment column for one order: a part-paid order says what is still due. */
export function paymentBadge(order: OrderState): OrderBadge {
  const due = isPaid(order) ? null : dueAfterDeposit(order);
  if (due) return { label: depositPaidLabel(due), tone: 'yellow' };
  return { label: PAYMENT_LABELS[order.paymentStatus], tone: paymentTone(order.paymentStatus) };
}

export const paymentTone = (status: PaymentStatus): BadgeTone =>
  status === 'paid'
    ? 'green'
    : status === 'pending' || status === 'awaiting_payment'
      ? 'yellow'
      : 'grey';

/**
 * How an order's state reads to a customer (SPEC §4): 'Awaiting Payment' while its payment is
 * open, otherwise the capitalised status. Badge colours: yellow while unpaid, green completed,
 * blue processing, grey otherwise.
 *
 * Beyond SPEC (which had no way for a checkout to end unpaid): an order whose checkout expired,
 * failed or was cancelled will never be paid, so it does not claim to be awaiting payment.
 */
import type { Order, OrderStatus, PaymentStatus } from '@shop/shared/schemas/order';
import { MESSAGES } from '@shop/shared/messages';

export type BadgeTone = 'yellow' | 'green' | 'blue' | 'grey';
export type OrderBadge = { label: string; tone: BadgeTone };

type OrderState = Pick<Order, 'status' | 'paymentStatus'>;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const CLOSED_UNPAID: Partial<Record<PaymentStatus, string>> = {
  expired: 'Checkout Expired',
  failed: 'Payment Failed',
  cancelled: 'Cancelled',
  refund_pending: 'Refund Pending',
  refunded: 'Refunded',
};

export const isPaid = (order: Pick<Order, 'paymentStatus'>) => order.paymentStatus === 'paid';

export function orderBadge(order: OrderState): OrderBadge {
  if (!isPaid(order)) {
    const closed = CLOSED_UNPAID[order.paymentStatus];
    return closed
      ? { label: closed, tone: 'grey' }
      : { label: MESSAGES.awaitingPayment, tone: 'yellow' };
  }
  return { label: capitalize(order.status), tone: statusTone(order.status) };
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

export const paymentTone = (status: PaymentStatus): BadgeTone =>
  status === 'paid'
    ? 'green'
    : status === 'pending' || status === 'awaiting_payment'
      ? 'yellow'
      : 'grey';

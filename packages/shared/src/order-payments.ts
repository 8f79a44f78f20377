/**
 * The words of an order paid in parts (a custom order's deposit, then its balance), the same on
 * My Orders, the order page, the admin's list and detail, and in the mails: what was received,
 * what is still due, and each payment's name.
 */
import { formatPrice } from './money.ts';
import type { OrderPayment, OrderPaymentKind } from './schemas/order.ts';

export const PAYMENT_KIND_LABELS: Record<OrderPaymentKind, string> = {
  full: 'Payment in full',
  deposit: 'Deposit',
  balance: 'Balance',
};

/** What the order's payments add up to. */
export const paidCentsOf = (payments: readonly Pick<OrderPayment, 'amountCents'>[]) =>
  payments.reduce((sum, payment) => sum + payment.amountCents, 0);

/**
 * What is still owed on an order some of whose payments arrived, or null when none did or
 * everything did (an order paid at once lists no payments).
 */
export function amountStillDue(order: {
  totalCents: number;
  payments: readonly Pick<OrderPayment, 'amountCents'>[];
}): number | null {
  if (order.payments.length === 0) return null;
  const due = order.totalCents - paidCentsOf(order.payments);
  return due > 0 ? due : null;
}

/** "Deposit paid — $90.99 due". */
export const depositPaidLabel = (dueCents: number) => `Deposit paid — ${formatPrice(dueCents)} due`;

import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from '@shop/shared/schemas/order';
import { closedCheckoutNote, depositNote, orderBadge, paymentBadge } from './order-status';
import { orderNumber } from './order-number';

const badge = (paymentStatus: PaymentStatus, status: OrderStatus) =>
  orderBadge({ paymentStatus, status });

describe('orderBadge', () => {
  it.each(['pending', 'processing', 'completed', 'cancelled'] as const)(
    "reads 'Awaiting Payment' in yellow while the payment is open, whatever the status (%s)",
    (status) => {
      expect(badge('awaiting_payment', status)).toEqual({
        label: 'Awaiting Payment',
        tone: 'yellow',
      });
      expect(badge('pending', status)).toEqual({ label: 'Awaiting Payment', tone: 'yellow' });
    },
  );

  it('reads Refund Pending or Refunded once a paid order’s money goes back, not Awaiting Payment', () => {
    expect(badge('refund_pending', 'cancelled')).toEqual({ label: 'Refund Pending', tone: 'grey' });
    expect(badge('refunded', 'cancelled')).toEqual({ label: 'Refunded', tone: 'grey' });
  });

  it('reads the capitalised status once paid: green completed, blue processing, grey otherwise', () => {
    expect(badge('paid', 'completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(badge('paid', 'processing')).toEqual({ label: 'Processing', tone: 'blue' });
    expect(badge('paid', 'pending')).toEqual({ label: 'Pending', tone: 'grey' });
    expect(badge('paid', 'cancelled')).toEqual({ label: 'Cancelled', tone: 'grey' });
  });

  it("keeps 'Awaiting Payment' for a checkout that ended unpaid, with the reason beside it", () => {
    for (const payment of ['expired', 'failed', 'cancelled'] as const) {
      expect(badge(payment, 'cancelled')).toEqual({ label: 'Awaiting Payment', tone: 'yellow' });
    }
    expect(closedCheckoutNote({ paymentStatus: 'expired' })).toBe('Checkout expired');
    expect(closedCheckoutNote({ paymentStatus: 'failed' })).toBe('Payment failed');
    expect(closedCheckoutNote({ paymentStatus: 'cancelled' })).toBe('Checkout cancelled');
    expect(closedCheckoutNote({ paymentStatus: 'awaiting_payment' })).toBeNull();
    expect(closedCheckoutNote({ paymentStatus: 'paid' })).toBeNull();
  });
});

describe('orderNumber', () => {
  it("is 'Order #' and the first 8 characters of the id", () => {
    expect(orderNumber('1a2b3c4d-5e6f-4000-8000-000000000001')).toBe('Order #1a2b3c4d');
  });
});

describe('an order paid in parts', () => {
  const deposit = { kind: 'deposit' as const, amountCents: 4000, paidAt: '2026-11-01T10:00:00Z' };
  it('keeps Awaiting Payment and says under it what is due after the deposit', () => {
    const order = {
      status: 'pending' as const,
      paymentStatus: 'awaiting_payment' as const,
      totalCents: 13099,
      payments: [deposit],
    };
    expect(orderBadge(order)).toEqual({ label: 'Awaiting Payment', tone: 'yellow' });
    expect(depositNote(order)).toBe('Deposit paid — $90.99 due');
    expect(paymentBadge(order)).toEqual({ label: 'Deposit paid — $90.99 due', tone: 'yellow' });
  });

  it('says nothing more once the balance is in', () => {
    const order = {
      status: 'processing' as const,
      paymentStatus: 'paid' as const,
      totalCents: 13099,
      payments: [deposit, { ...deposit, kind: 'balance' as const, amountCents: 9099 }],
    };
    expect(depositNote(order)).toBeNull();
    expect(paymentBadge(order)).toEqual({ label: 'Paid', tone: 'green' });
  });
});

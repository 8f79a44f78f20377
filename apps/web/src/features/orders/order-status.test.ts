import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from '@shop/shared/schemas/order';
import { orderBadge } from './order-status';
import { orderNumber } from './order-number';

const badge = (paymentStatus: PaymentStatus, status: OrderStatus) =>
  orderBadge({ paymentStatus, status });

describe('orderBadge (SPEC §4)', () => {
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

  it('reads the capitalised status once paid: green completed, blue processing, grey otherwise', () => {
    expect(badge('paid', 'completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(badge('paid', 'processing')).toEqual({ label: 'Processing', tone: 'blue' });
    expect(badge('paid', 'pending')).toEqual({ label: 'Pending', tone: 'grey' });
    expect(badge('paid', 'cancelled')).toEqual({ label: 'Cancelled', tone: 'grey' });
  });

  it('does not claim to await a payment that can no longer come', () => {
    expect(badge('expired', 'cancelled')).toEqual({ label: 'Checkout Expired', tone: 'grey' });
    expect(badge('failed', 'cancelled')).toEqual({ label: 'Payment Failed', tone: 'grey' });
    expect(badge('cancelled', 'cancelled')).toEqual({ label: 'Cancelled', tone: 'grey' });
  });
});

describe('orderNumber', () => {
  it("is 'Order #' and the first 8 characters of the id", () => {
    expect(orderNumber('1a2b3c4d-5e6f-4000-8000-000000000001')).toBe('Order #1a2b3c4d');
  });
});
